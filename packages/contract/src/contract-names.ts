import * as everything from './domains.ts';
import { contractExportsOf, namesOf } from './generator-names.ts';
import { isDomainContract, type RouteDef } from './route.ts';

/** A name a new domain would take that the contract has already, and the domain that has it (when one does). */
export interface ContractClash {
  name: string;
  domain?: string;
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
 * another declaration) and the names its contract file exports. Empty when the name is free.
 */
export function contractClashesOf(entity: string): ContractClash[] {
  owners ??= ownersOf();
  const names = namesOf(entity);
  const ownerOf = (value: unknown) => owners!.get(value);
  return [
    ...domains.filter((domain) => domain.name === names.plural).map((domain) => ({ name: names.plural, domain: domain.name })),
    ...declarations.filter((declaration) => declaration.name === entity).map((declaration) => ({ name: entity, domain: ownerOf(declaration) })),
    ...contractExportsOf(names).filter((name) => name in exported).map((name) => ({ name, domain: ownerOf(exported[name]) })),
  ];
}
