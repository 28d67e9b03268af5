import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SettingType } from '@console/contract/settings';
import { users } from '../users/users.table.ts';

/** A setting of the system configuration; a built-in one without a stored value has its default in force. */
export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  key: text('key').notNull(),
  name: text('name').notNull(),
  type: text('type').$type<SettingType>().notNull(),
  dictType: text('dict_type').notNull().default(''),
  value: text('value'),
  builtIn: boolean('built_in').notNull().default(false),
  remark: text('remark').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('settings_key_key').on(t.key)]);

export type SettingRow = typeof settings.$inferSelect;

/** Every change of a setting's value: who, when, from what to what. */
export const settingChanges = pgTable('setting_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  settingId: integer('setting_id').notNull().references(() => settings.id, { onDelete: 'cascade' }),
  oldValue: text('old_value'),
  newValue: text('new_value').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('setting_changes_setting_idx').on(t.settingId, t.changedAt)]);
