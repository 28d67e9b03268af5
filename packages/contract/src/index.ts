import * as domains from './domains.ts';
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
export * from './contract-names.ts';
export * from './page-tree.ts';

type Domains = typeof domains;
/** Every value the domain files export. */
type DomainValue = { [F in keyof Domains]: Domains[F][keyof Domains[F]] }[keyof Domains];
type ContractOf<D> = { [E in D as E extends DomainContract<infer N> ? N : never]: E extends DomainContract<string, infer R> ? R : never };

/** Each domain file's `defineDomain(…)` export. */
const domainContracts = (): DomainContract[] => Object.values(domains).flatMap((exports) => (Object.values(exports) as unknown[]).filter(isDomainContract));

/** Every route of the contract, by domain: each domain file's `defineDomain(…)` export. */
export const CONTRACT = /* @__PURE__ */ Object.fromEntries(domainContracts().map((domain) => [domain.name, domain.routes])) as ContractOf<Extract<DomainValue, DomainContract>>;

/** The messages the domains add to the catalogue, each in Chinese and English. */
export const DOMAIN_MESSAGES: CataloguePair[] = /* @__PURE__ */ domainContracts().flatMap(({ messages }) => (messages ? [[messages.zh, messages.en] as const] : []));

export type DomainName = keyof typeof CONTRACT;
export type ContractRoutes = Record<string, RouteDef>;
