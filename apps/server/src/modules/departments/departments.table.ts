import { boolean, foreignKey, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  leader: text('leader').notNull().default(''),
  phone: text('phone'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('restrict'),
  index('departments_parent_idx').on(t.parentId),
]);

export type DepartmentRow = typeof departments.$inferSelect;
