/** Every domain's pages placed in the menu: `PAGE_TREE` gathers them. Written by `npm run index` (scripts/domain-index.mjs) from the files found: do not edit. */
export {};
