import type { DomainName } from '@console/contract';
import type { ServedBy, ServerModule } from './module.ts';
import { FOUND_MODULES } from './modules.ts';

/**
 * Modules in an order where each comes after those it names in `after`; among the modules free to go
 * next, the first found goes first, so the order is the same on every start.
 */
export function inDependencyOrder<M extends Pick<ServerModule, 'name' | 'after'>>(modules: readonly M[]): M[] {
  const byName = new Map(modules.map((module) => [module.name, module]));
  for (const module of modules) {
    const unknown = (module.after ?? []).filter((name) => !byName.has(name));
    if (unknown.length > 0) throw new Error(`The module ${module.name} comes after modules that do not exist: ${unknown.join(', ')}`);
  }
  const ordered: M[] = [];
  const placed = new Set<string>();
  while (ordered.length < modules.length) {
    const next = modules.find((module) => !placed.has(module.name) && (module.after ?? []).every((name) => placed.has(name)));
    if (!next) {
      const waiting = modules.filter((module) => !placed.has(module.name)).map((module) => module.name);
      throw new Error(`These modules wait on each other: ${waiting.join(', ')}`);
    }
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

/** Every module of the server, in the order they are built, seeded and given their demo rows. */
export const MODULES = inDependencyOrder(FOUND_MODULES);

type Unserved = Exclude<DomainName, ServedBy<(typeof FOUND_MODULES)[number]>>;
/** Fails to compile, naming the domain, when a contract domain has no module serving it. */
export const EVERY_DOMAIN_SERVED: [Unserved] extends [never] ? true : Unserved = true;
