import { asc, count, eq, getTableColumns, max, sql } from 'drizzle-orm';
import { MESSAGES, type Page } from '@console/contract';
import { QUOTE_EXCERPT_MAX, type ReplyRecord } from '@console/contract/discussion';
import type { Actor } from '../../crud/audit.ts';
import { AuditedStore } from '../../crud/audited-store.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { plainTextOf } from '../../platform/rich-text.ts';
import { users } from '../users/users.table.ts';
import { discussionReplies, discussionTopics, type DiscussionReplyRow } from './discussion.table.ts';
import { checkMayChange, cleanBody, displayName, type TopicsService } from './topics.service.ts';

type Selected = DiscussionReplyRow & { authorName: string };

const toRecord = (row: Selected): ReplyRecord => ({
  id: row.id,
  topicId: row.topicId,
  body: row.body,
  authorId: row.authorId,
  authorName: row.authorName,
  quote: row.quoteExcerpt === null ? null : { replyId: row.quoteReplyId, authorName: row.quoteAuthorName ?? '', excerpt: row.quoteExcerpt },
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
});

/**
 * The replies of 专题研讨's topics, oldest first. A reply may quote an earlier reply of its topic: the
 * quote keeps that reply's author and text as they were, so it reads the same once that reply changes
 * or goes. Every change keeps the topic's reply count and last activity in the same transaction.
 */
export class RepliesService {
  private readonly store = new AuditedStore(discussionReplies, 'discussionReply');

  constructor(private readonly db: Db, private readonly topics: TopicsService) {}

  private select(db: Db) {
    return db.select({ ...getTableColumns(discussionReplies), authorName: displayName })
      .from(discussionReplies).leftJoin(users, eq(users.id, discussionReplies.authorId)).$dynamic();
  }

  private async get(db: Db, id: number): Promise<Selected> {
    const [row] = await this.select(db).where(eq(discussionReplies.id, id)).limit(1);
    if (!row) throw notFound(MESSAGES.discussion.replyNotFound);
    return row;
  }

  /** A topic's replies, oldest first; 404 when the topic does not exist. */
  async list(topicId: number, pageNumber: number, pageSize: number): Promise<Page<ReplyRecord>> {
    await this.topics.get(topicId);
    const onTopic = eq(discussionReplies.topicId, topicId);
    const [rows, [counted]] = await Promise.all([
      this.select(this.db).where(onTopic).orderBy(asc(discussionReplies.id)).limit(pageSize).offset((pageNumber - 1) * pageSize),
      this.db.select({ total: count() }).from(discussionReplies).where(onTopic),
    ]);
    return { records: rows.map(toRecord), total: counted?.total ?? 0, pageNumber, pageSize };
  }

  /** Replies to an open topic (409 once closed), quoting an earlier reply of the same topic (400 otherwise). */
  create(actor: Actor, { topicId, body, quoteId }: { topicId: number; body: string; quoteId?: number }): Promise<ReplyRecord> {
    return this.db.transaction(async (tx) => {
      const topic = await this.topics.lockedRow(tx, topicId);
      if (topic.status === 'closed') throw conflict(MESSAGES.discussion.topicClosed);
      const values = { topicId, body: cleanBody(body), authorId: actor.userId, ...(quoteId !== undefined && await this.quoteOf(tx, topicId, quoteId)) };
      const row = await this.store.create(tx, actor, values);
      await tx.update(discussionTopics).set({ replyCount: sql`${discussionTopics.replyCount} + 1`, lastReplyAt: row.createdAt, lastActivityAt: row.createdAt })
        .where(eq(discussionTopics.id, topicId));
      return toRecord(await this.get(tx, row.id));
    });
  }

  /** What a reply keeps of the reply it quotes: the author's name and the text as they are now. */
  private async quoteOf(tx: Db, topicId: number, quoteId: number) {
    const [quoted] = await this.select(tx).where(eq(discussionReplies.id, quoteId)).limit(1);
    if (!quoted || quoted.topicId !== topicId) throw badRequest(MESSAGES.invalidField('quoteId', MESSAGES.discussion.quoteElsewhere));
    return { quoteReplyId: quoted.id, quoteAuthorName: quoted.authorName, quoteExcerpt: plainTextOf(quoted.body, QUOTE_EXCERPT_MAX) };
  }

  /** Changes a reply's body: its author, or a moderator. */
  async update(actor: Actor, id: number, body: string): Promise<ReplyRecord> {
    const changer = await this.topics.changer(actor);
    return this.db.transaction(async (tx) => {
      checkMayChange(changer, [(await this.get(tx, id)).authorId], MESSAGES.discussion.notYourReply);
      await this.store.update(tx, actor, id, { body: cleanBody(body), editedAt: new Date() });
      return toRecord(await this.get(tx, id));
    });
  }

  /** Deletes a reply (its author, or a moderator); the topic's count and last reply follow. */
  async delete(actor: Actor, id: number): Promise<number> {
    const changer = await this.topics.changer(actor);
    return this.db.transaction(async (tx) => {
      const reply = await this.get(tx, id);
      checkMayChange(changer, [reply.authorId], MESSAGES.discussion.notYourReply);
      const topic = await this.topics.lockedRow(tx, reply.topicId);
      const deleted = await this.store.deleteByIds(tx, actor, [id]);
      const [left] = await tx.select({ replies: count(), last: max(discussionReplies.createdAt) })
        .from(discussionReplies).where(eq(discussionReplies.topicId, topic.id));
      await tx.update(discussionTopics)
        .set({ replyCount: left?.replies ?? 0, lastReplyAt: left?.last ?? null, lastActivityAt: left?.last ?? topic.createdAt })
        .where(eq(discussionTopics.id, topic.id));
      return deleted;
    });
  }
}
