import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** A topic of 专题研讨. Its counts and last activity are kept on the row, so the list sorts by them without joins. */
export const discussionTopics = pgTable('discussion_topics', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** Rich text, sanitised on the server before it is stored. */
  body: text('body').notNull(),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  /** Stored files (the files module's) attached, in their order. */
  attachmentIds: integer('attachment_ids').array().notNull().default(sql`'{}'::integer[]`),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  /** `open` or `closed` (to replies). */
  status: text('status').notNull().default('open'),
  pinned: boolean('pinned').notNull().default(false),
  readCount: integer('read_count').notNull().default(0),
  replyCount: integer('reply_count').notNull().default(0),
  lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
  /** The latest reply's time, or the creation's while there is none. */
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('discussion_topics_activity_idx').on(t.pinned, t.lastActivityAt),
  index('discussion_topics_created_idx').on(t.createdAt),
  index('discussion_topics_replies_idx').on(t.replyCount),
  index('discussion_topics_reads_idx').on(t.readCount),
  index('discussion_topics_author_idx').on(t.authorId),
  index('discussion_topics_tags_idx').using('gin', t.tags),
  index('discussion_topics_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')).with({ fastupdate: false }),
]);

export type DiscussionTopicRow = typeof discussionTopics.$inferSelect;

/** A reply under a topic; a quote keeps a copy of what it quotes, which outlives that reply's changes. */
export const discussionReplies = pgTable('discussion_replies', {
  id: serial('id').primaryKey(),
  topicId: integer('topic_id').notNull().references(() => discussionTopics.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  quoteReplyId: integer('quote_reply_id').references((): AnyPgColumn => discussionReplies.id, { onDelete: 'set null' }),
  /** The quoted reply's author and text (no markup, shortened) when it was quoted; null without a quote. */
  quoteAuthorName: text('quote_author_name'),
  quoteExcerpt: text('quote_excerpt'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  editedAt: timestamp('edited_at', { withTimezone: true }),
}, (t) => [
  index('discussion_replies_topic_idx').on(t.topicId, t.id),
  index('discussion_replies_quote_idx').on(t.quoteReplyId),
]);

export type DiscussionReplyRow = typeof discussionReplies.$inferSelect;

/** Who has opened which topic: a topic's reading count counts each person once. */
export const discussionTopicReads = pgTable('discussion_topic_reads', {
  topicId: integer('topic_id').notNull().references(() => discussionTopics.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.topicId, t.userId] }), index('discussion_topic_reads_user_idx').on(t.userId)]);
