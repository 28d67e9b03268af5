import type { PermType } from '@console/contract';
import type { MenuRecord } from '@console/contract/menu';
import type { PermAlias } from '@console/contract/products';

/** A menu with the menus below it, as a tree table shows it (no `children` on a leaf). */
export interface MenuRow extends MenuRecord {
  children?: MenuRow[];
}

/** The application's flat menu list as a tree; a menu whose parent is not listed is shown at the top. */
export function toMenuRows(menus: readonly MenuRecord[]): MenuRow[] {
  const listed = new Set(menus.map(({ id }) => id));
  const rowsUnder = (parentId: number | null): MenuRow[] =>
    menus
      .filter((menu) => (parentId === null ? menu.parentId === null || !listed.has(menu.parentId) : menu.parentId === parentId))
      .map((menu) => {
        const children = rowsUnder(menu.id);
        return children.length > 0 ? { ...menu, children } : { ...menu };
      });
  return rowsUnder(null);
}

/** Aliases by menu and permission type (see `aliasKey`). */
export type Aliases = ReadonlyMap<string, string>;
/** The aliases typed since the last save, by the same key. */
export type AliasEdits = ReadonlyMap<string, PermAlias>;

export const aliasKey = (menuId: number, permType: PermType) => `${menuId}:${permType}`;

export const indexAliases = (aliases: readonly PermAlias[]): Aliases =>
  new Map(aliases.map(({ menuId, permType, alias }) => [aliasKey(menuId, permType), alias]));

/** The typed aliases that differ from the saved ones, as the save call takes them (a blank one removes it). */
export const changedAliases = (saved: Aliases, edits: AliasEdits): PermAlias[] =>
  [...edits.values()]
    .map((edit) => ({ ...edit, alias: edit.alias.trim() }))
    .filter(({ menuId, permType, alias }) => alias !== (saved.get(aliasKey(menuId, permType)) ?? ''));
