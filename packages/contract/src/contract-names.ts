import * as domains from './domains.ts';
import { namesOf } from './generator-names.ts';
import { isDomainContract } from './route.ts';

/** The names a new domain would take that a domain of the contract has already, and that domain. */
export interface ContractClash {
  domain: string;
  names: string[];
}

/** A CRUD declaration: its name is the audit target of its records and the web's key for their list. */
const isDeclared = (value: unknown): value is { name: string; record: unknown; routes: object } =>
  typeof value === 'object' && value !== null && 'routes' in value && 'record' in value && typeof (value as { name?: unknown }).name === 'string';

/** Each contract file: its namespace, the name of the domain it declares, and the names of its CRUD declarations. */
const rooms = () => Object.entries(domains).map(([room, exports]) => {
  const values = Object.values(exports) as unknown[];
  return { room, domain: values.find(isDomainContract)?.name ?? room, declarations: values.filter(isDeclared).map(({ name }) => name) };
});

/**
 * What a domain generated for `entity` would take that the contract has already, with the domain that
 * has it: its namespace (`@console/contract/<folder>`) or its domain's name, and the name of its CRUD
 * declaration. The names inside its own file are its own: another domain may have the same. None when free.
 */
export function contractClashOf(entity: string): ContractClash | undefined {
  const names = namesOf(entity);
  for (const { room, domain, declarations } of rooms()) {
    const taken = [...(room === names.plural || domain === names.plural ? [names.plural] : []), ...(declarations.includes(entity) ? [entity] : [])];
    if (taken.length > 0) return { domain, names: taken };
  }
  return undefined;
}
