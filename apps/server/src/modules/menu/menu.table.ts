import { boolean, integer, pgTable, serial, text, index } from 'drizzle-orm/pg-core';

export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  appId: text('app_id').notNull(),
  /** Route name, which is also the role name of the page. */
  name: text('name').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull().default(''),
  icon: text('icon').notNull().default(''),
  type: text('type', { enum: ['directory', 'page', 'button'] }).notNull(),
  permTypes: text('perm_types').array().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  hidden: boolean('hidden').notNull().default(false),
  /** Set on menus created from the page list, so a later start adds only what is missing. */
  builtinKey: text('builtin_key').unique(),
}, (t) => [index('menus_parent_idx').on(t.parentId), index('menus_app_idx').on(t.appId)]);

export type MenuRow = typeof menus.$inferSelect;
