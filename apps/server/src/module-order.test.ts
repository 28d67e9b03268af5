import { describe, expect, it } from 'vitest';
import { inDependencyOrder, MODULES } from './module-order.ts';

const named = (name: string, after?: string[]) => ({ name, after });
const namesOf = (modules: { name: string }[]) => modules.map((module) => module.name);

describe('the order modules are built in', () => {
  it('puts every module after those it names, whatever order they were found in', () => {
    const modules = [named('users', ['roles', 'config']), named('config'), named('roles', ['menus']), named('menus')];
    expect(namesOf(inDependencyOrder(modules))).toEqual(['config', 'menus', 'roles', 'users']);
  });

  it('holds for the modules of the server', () => {
    const position = new Map(MODULES.map((module, index) => [module.name, index]));
    for (const module of MODULES) {
      for (const before of module.after ?? []) expect(position.get(before), `${before} before ${module.name}`).toBeLessThan(position.get(module.name)!);
    }
  });

  it('refuses a module that comes after one that does not exist', () => {
    expect(() => inDependencyOrder([named('users', ['rolez'])])).toThrow('The module users comes after modules that do not exist: rolez');
  });

  it('refuses modules that wait on each other', () => {
    expect(() => inDependencyOrder([named('config'), named('users', ['roles']), named('roles', ['users'])])).toThrow('These modules wait on each other: users, roles');
  });
});
