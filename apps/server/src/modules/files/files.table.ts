import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StorageProvider } from '@console/contract/files';
import { users } from '../users/users.table.ts';

/** A stored file: its object, under a generated key, is in `provider`'s store. */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  provider: text('provider').$type<StorageProvider>().notNull(),
  objectKey: text('object_key').notNull().unique(),
  uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('files_name_idx').on(t.name),
  index('files_size_idx').on(t.size),
  index('files_content_type_idx').on(t.contentType),
  index('files_created_at_idx').on(t.createdAt),
]);

export type FileRow = typeof files.$inferSelect;

/**
 * An object being written that no file names yet. Its row is committed before the first byte goes to
 * the store and removed in the transaction that adds the file, so a crash in between leaves a row
 * the clean-up finds, never an object nothing names.
 */
export const fileWrites = pgTable('file_writes', {
  objectKey: text('object_key').primaryKey(),
  provider: text('provider').$type<StorageProvider>().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per storage provider; exactly one is active and takes new uploads. */
export const storageSettings = pgTable('storage_settings', {
  provider: text('provider').$type<StorageProvider>().primaryKey(),
  active: boolean('active').notNull().default(false),
  endpoint: text('endpoint').notNull().default(''),
  region: text('region').notNull().default(''),
  bucket: text('bucket').notNull().default(''),
  accessKeyId: text('access_key_id').notNull().default(''),
  /** Sealed with the secrets key (`platform/secret-box.ts`); empty when not set. */
  secretSealed: text('secret_sealed').notNull().default(''),
  forcePathStyle: boolean('force_path_style').notNull().default(true),
  publicBaseUrl: text('public_base_url').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

export type StorageSettingsRow = typeof storageSettings.$inferSelect;
