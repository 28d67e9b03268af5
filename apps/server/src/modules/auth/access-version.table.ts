import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row counting the changes to what the access answers read (users, their roles, role grants,
 * menus). Triggers (migration 0008) bump it in the transaction of the change, so a reader sees the
 * new version exactly when it sees the changed rows: answers cached under an older version are not used.
 */
export const accessVersion = pgTable('access_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
