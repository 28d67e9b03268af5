import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MessageType, NoticeAudience, WorkflowResult } from '@console/contract/messages';
import { users } from '../users/users.table.ts';

/**
 * A message, stored once however many receive it. A notice to everyone has no receiver rows until a
 * receiver reads or clears it; other messages have one row per receiver from the start.
 */
export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  type: text('type').$type<MessageType>().notNull(),
  result: text('result').notNull().default(''),
  senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
  /** Who sent it as receivers see it: a user's name, an application's name, or 系统. */
  senderName: text('sender_name').notNull(),
  /** The application that sent it, if one did. */
  appId: text('app_id'),
  /** Set for notices: who they went to, and the names of the users, roles or departments chosen. */
  audience: text('audience').$type<NoticeAudience>(),
  audienceNames: jsonb('audience_names').$type<string[]>().notNull().default([]),
  /** Reaches every user whose account existed when it was sent, without a row each. */
  toEveryone: boolean('to_everyone').notNull().default(false),
  recipientCount: integer('recipient_count').notNull().default(0),
  procInstId: text('proc_inst_id'),
  workflow: jsonb('workflow').$type<WorkflowResult>(),
  /**
   * The platform's own messages (kept in Chinese, worded again for each reader) in English, title and
   * content: a reader of English searches what they read. Null for what people wrote.
   */
  englishWords: text('english_words'),
  /** Messages the platform sends on its own carry a key, so that two instances never send one twice. */
  dedupeKey: text('dedupe_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('messages_everyone_idx').on(t.id).where(sql`${t.toEveryone}`),
  index('messages_notices_idx').on(t.id).where(sql`${t.audience} is not null`),
  index('messages_proc_inst_idx').on(t.procInstId),
  uniqueIndex('messages_dedupe_key').on(t.dedupeKey),
]);

export type MessageRow = typeof messages.$inferSelect;

/** A receiver's copy of a message: whether it was read, and whether they cleared it from their list. */
export const messageReceipts = pgTable('message_receipts', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  messageId: integer('message_id').notNull().references(() => messages.id, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true }),
  clearedAt: timestamp('cleared_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.userId, t.messageId] }),
  index('message_receipts_message_idx').on(t.messageId),
  index('message_receipts_unread_idx').on(t.userId).where(sql`${t.readAt} is null and ${t.clearedAt} is null`),
]);

/** The start node of a workflow an application told of, for handling its to-dos. */
export const workflowStartNodes = pgTable('workflow_start_nodes', {
  procInstId: text('proc_inst_id').primaryKey(),
  formKey: text('form_key').notNull().default(''),
  formPerms: text('form_perms').notNull().default(''),
  appId: text('app_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
