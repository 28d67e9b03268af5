import * as everything from './domains.ts';
import type { CataloguePair } from './messages-reader.ts';
import { isDomainContract, type DomainContract, type RouteDef } from './route.ts';

export * from './envelope.ts';
export * from './messages.ts';
export * from './messages-reader.ts';
export * from './pages.ts';
export * from './route.ts';
export * from './open-operations.ts';
export * from './crud.ts';
export * from './crud-declaration.ts';
export * from './personal-data.ts';
export * from './generator-names.ts';
export * from './web-page.ts';
export * from './domains.ts';
export * from './contract-names.ts';
export * from './page-tree.ts';

type Exports = typeof everything;
type DomainExport = { [K in keyof Exports]: Exports[K] extends DomainContract ? Exports[K] : never }[keyof Exports];
type ContractOf<D> = { [E in D as E extends DomainContract<infer N> ? N : never]: E extends DomainContract<string, infer R> ? R : never };

/** Every route of the contract, by domain: each domain file's `defineDomain(…)` export. */
export const CONTRACT = /* @__PURE__ */ Object.fromEntries(
  (Object.values(everything) as unknown[]).filter(isDomainContract).map((domain) => [domain.name, domain.routes]),
) as ContractOf<DomainExport>;

/** The messages the domains add to the catalogue, each in Chinese and English. */
export const DOMAIN_MESSAGES: CataloguePair[] = /* @__PURE__ */ (Object.values(everything) as unknown[])
  .filter(isDomainContract).flatMap(({ messages }) => (messages ? [[messages.zh, messages.en] as const] : []));

export type DomainName = keyof typeof CONTRACT;
export type ContractRoutes = Record<string, RouteDef>;
