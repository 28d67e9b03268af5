import { PERM_TYPES, type PermType } from '@console/contract';
import { type MenuTreeItem } from '@console/contract/menu';

/** The permission types a role holds, by menu id; holding a menu means holding at least `view`. */
export type Grants = ReadonlyMap<number, readonly PermType[]>;

/** Each menu of the tree by id, with its parent's id. */
export interface MenuIndex {
  menus: ReadonlyMap<number, MenuTreeItem>;
  parents: ReadonlyMap<number, number>;
  /** Depth first, as the tree shows them. */
  order: readonly number[];
}

export function indexMenus(tree: readonly MenuTreeItem[]): MenuIndex {
  const menus = new Map<number, MenuTreeItem>();
  const parents = new Map<number, number>();
  const visit = (items: readonly MenuTreeItem[], parentId?: number) => {
    for (const item of items) {
      menus.set(item.id, item);
      if (parentId !== undefined) parents.set(item.id, parentId);
      visit(item.list, item.id);
    }
  };
  visit(tree);
  return { menus, parents, order: [...menus.keys()] };
}

const inOrder = (perms: Iterable<PermType>): PermType[] => {
  const held = new Set(perms);
  return PERM_TYPES.filter((perm) => held.has(perm));
};

function ancestorsOf(index: MenuIndex, menuId: number): number[] {
  const parentId = index.parents.get(menuId);
  return parentId === undefined ? [] : [parentId, ...ancestorsOf(index, parentId)];
}

function descendantsOf(index: MenuIndex, menuId: number): number[] {
  return (index.menus.get(menuId)?.list ?? []).flatMap((child) => [child.id, ...descendantsOf(index, child.id)]);
}

/**
 * Grants the menu with `view` and the directories above it, keeping what they hold: a directory's
 * grant is what gives its area's role.
 */
export function grantMenu(grants: Grants, index: MenuIndex, menuId: number): Grants {
  const next = new Map(grants);
  for (const id of [menuId, ...ancestorsOf(index, menuId)]) next.set(id, inOrder(['view', ...(grants.get(id) ?? [])]));
  return next;
}

/** Takes the menu away, and the menus below it, which would otherwise hang under an area the role lacks. */
export function revokeMenu(grants: Grants, index: MenuIndex, menuId: number): Grants {
  const next = new Map(grants);
  for (const id of [menuId, ...descendantsOf(index, menuId)]) next.delete(id);
  return next;
}

/** Sets one permission type of a menu; `view` is the grant itself, and any other type needs it. */
export function setPermType(grants: Grants, index: MenuIndex, menuId: number, perm: PermType, on: boolean): Grants {
  if (perm === 'view') return on ? grantMenu(grants, index, menuId) : revokeMenu(grants, index, menuId);
  const granted = on ? grantMenu(grants, index, menuId) : grants;
  const perms = new Set(granted.get(menuId) ?? []);
  if (!perms.has('view')) return granted;
  if (on) perms.add(perm);
  else perms.delete(perm);
  return new Map(granted).set(menuId, inOrder(perms));
}

/** The grants as `rolesRoutes.update` takes them, in the tree's order. */
export const grantsBody = (grants: Grants, index: MenuIndex) =>
  index.order.flatMap((menuId) => {
    const permTypes = grants.get(menuId);
    return permTypes ? [{ menuId, permTypes: [...permTypes] }] : [];
  });
