import * as everything from './domains.ts';
import { contractExportsOf, namesOf } from './generator-names.ts';
import { isDomainContract, type RouteDef } from './route.ts';

/** The names a new domain would take that a domain of the contract has already (no domain: an export of no domain's). */
export interface ContractClash {
  domain?: string;
  names: string[];
}

interface Declared {
  name: string;
  record: unknown;
  sorts: unknown;
  routes: Record<string, RouteDef>;
}

const isDeclared = (value: unknown): value is Declared =>
  typeof value === 'object' && value !== null && 'routes' in value && 'record' in value && typeof (value as { name?: unknown }).name === 'string';

const exported = everything as Record<string, unknown>;
const domains = Object.values(exported).filter(isDomainContract);
const declarations = Object.values(exported).filter(isDeclared);

/**
 * Which domain each exported value belongs to: a domain's routes and their schemas, and a CRUD
 * declaration serving one of them with its record and sort keys.
 */
function ownersOf(): Map<unknown, string> {
  const owners = new Map<unknown, string>();
  for (const domain of domains) {
    owners.set(domain, domain.name);
    if (domain.messages) owners.set(domain.messages, domain.name);
    for (const route of Object.values(domain.routes)) {
      for (const part of [route, route.query, route.body, route.params, route.data]) if (part !== undefined && !owners.has(part)) owners.set(part, domain.name);
    }
  }
  for (const declaration of declarations) {
    const domain = Object.values(declaration.routes).map((route) => owners.get(route)).find((name) => name !== undefined);
    if (domain) for (const part of [declaration, declaration.record, declaration.sorts]) owners.set(part, domain);
  }
  return owners;
}

let owners: Map<unknown, string> | undefined;

/**
 * What a domain generated for `entity` would take that the contract has already: its domain's name (a
 * domain of that name), the name of its CRUD declaration (the audit target and the web's resource key of
 * another declaration) and the names its contract file exports — those of the first domain that has
 * any. None when the name is free.
 */
export function contractClashOf(entity: string): ContractClash | undefined {
  owners ??= ownersOf();
  const names = namesOf(entity);
  const taken = [
    ...domains.filter((domain) => domain.name === names.plural).map((domain) => ({ name: names.plural, domain: domain.name })),
    ...declarations.filter((declaration) => declaration.name === entity).map((declaration) => ({ name: entity, domain: owners!.get(declaration) })),
    ...contractExportsOf(names).filter((name) => name in exported).map((name) => ({ name, domain: owners!.get(exported[name]) })),
  ];
  if (taken.length === 0) return undefined;
  const { domain } = taken[0]!;
  return { domain, names: taken.filter((clash) => clash.domain === domain).map((clash) => clash.name) };
}
