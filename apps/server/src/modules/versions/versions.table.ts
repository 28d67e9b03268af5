import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** A release of the platform announced on 版本管理: drafts until published, then shown to everyone. */
export const versions = pgTable('versions', {
  id: serial('id').primaryKey(),
  /** The version number as people write it (2.4.0). */
  version: text('version').notNull(),
  title: text('title').notNull(),
  /** Rich text, sanitised on the server before it is stored. */
  notes: text('notes').notNull().default(''),
  published: boolean('published').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('versions_version_key').on(t.version),
  index('versions_published_idx').on(t.published, t.publishedAt),
]);

export type VersionRow = typeof versions.$inferSelect;

/** Which user opened which published version: the versions without a row carry the unread dot. */
export const versionReads = pgTable('version_reads', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  versionId: integer('version_id').notNull().references(() => versions.id, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.versionId] }), index('version_reads_version_idx').on(t.versionId)]);
