import * as placedPages from './placed-pages.ts';
import {
  isPagePlacement, routeNameOf, routeRolesOf, SPEC_PAGE_TREE,
  type ComponentRoute, type DomainPages, type PageName, type PageNamesIn, type PageNode, type PagePlacement,
} from './pages.ts';

const PLACEMENTS = (Object.values(placedPages) as unknown[]).filter(isPagePlacement);

function withPlaced(nodes: readonly PageNode[]): PageNode[] {
  return nodes.map((node) => {
    const placed = PLACEMENTS.filter((placement) => placement.parent === node.name).flatMap((placement) => placement.pages);
    if (!node.children && placed.length === 0) return node;
    return { ...node, children: [...withPlaced(node.children ?? []), ...placed] };
  });
}

/** Every page of the console: the specification's menu with the pages the domains place in it. */
export const PAGE_TREE: readonly PageNode[] = withPlaced(SPEC_PAGE_TREE);

/** Every route of the page list with its component and roles, depth first; buttons are permissions, not routes. */
export function componentRoutes(nodes: readonly PageNode[] = PAGE_TREE, parent: PageNode | null = null, parentRoleless = false): ComponentRoute[] {
  return nodes.filter((node) => node.type !== 'button').flatMap((node) => {
    const { roles, childrenRoleless } = routeRolesOf(node, parentRoleless);
    const route: ComponentRoute = {
      name: node.name, component: routeNameOf(node.name), title: node.title, titleEn: node.titleEn, path: node.url,
      parent: parent?.name ?? null, type: node.type ?? 'page', hidden: node.hidden ?? false, roles: roles ?? [],
    };
    return [route, ...componentRoutes(node.children ?? [], node, childrenRoleless)];
  });
}

/** Every page in the tree, depth first. */
export function flattenPages(nodes: readonly PageNode[] = PAGE_TREE): PageNode[] {
  return nodes.flatMap((node) => [node, ...flattenPages(node.children ?? [])]);
}

export const PAGE_NAMES = flattenPages().map((node) => node.name as PageName);
export const isPageName = (name: string): name is PageName => (PAGE_NAMES as readonly string[]).includes(name);

type Exports = typeof placedPages;
type Placed = { [K in keyof Exports]: Exports[K] extends PagePlacement<infer P> ? PageNamesIn<P[number]> : never }[keyof Exports];
type Mismatched = Exclude<Placed, keyof DomainPages> | Exclude<keyof DomainPages, Placed>;
/** Fails to compile, naming the page, when a domain places a page it did not add to `DomainPages`, or the reverse. */
export const EVERY_PLACED_PAGE_NAMED: [Mismatched] extends [never] ? true : Mismatched = true;
