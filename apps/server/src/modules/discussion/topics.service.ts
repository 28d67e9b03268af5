import { desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { topicsCrud, type TopicRecord, type TopicStatus } from '@console/contract/discussion';
import type { Actor } from '../../crud/audit.ts';
import { CrudService, type CreateFields, type DeleteOptions, type SentFields, type SetColumns, type UpdateFields, type WriteContext } from '../../crud/crud-service.ts';
import { contains, countRows, startOfUtcDay } from '../../crud/listing.ts';
import { badRequest, forbiddenBecause } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import type { FilesApi } from '../files/files.api.ts';
import { users } from '../users/users.table.ts';
import { discussionTopicReads, discussionTopics, type DiscussionTopicRow } from './discussion.table.ts';

/** Whether a user may moderate topics (the hidden 管理专题 page): close, pin, change and delete anyone's. */
export type Moderates = (userId: number | null) => Promise<boolean>;

/**
 * Someone changing a topic or reply, with whether they moderate. That is asked before a transaction
 * opens: the embedded database has one connection, which the transaction would hold.
 */
export interface Changer extends Actor {
  moderator: boolean;
}

/** Authors change and delete their own topics and replies; moderators anyone's. */
export function checkMayChange(changer: Changer, authorIds: (number | null)[], refusal: string): void {
  if (changer.moderator || authorIds.every((authorId) => authorId !== null && authorId === changer.userId)) return;
  throw forbiddenBecause(refusal);
}

/** A person as the discussion shows them: their name, else their username; blank once the account is gone. */
export const displayName = sql<string>`coalesce(nullif(${users.name}, ''), ${users.username}, '')`;

/** Rich text as it is stored; what sanitising leaves empty is refused, naming the field. */
export function cleanBody(html: string, field = 'body'): string {
  const clean = sanitizeRichText(html);
  if (clean.replace(/<(p|br)\s*\/?>|<\/p>|&nbsp;|\s/gi, '') === '') throw badRequest(MESSAGES.invalidField(field, MESSAGES.discussion.bodyEmptyAfterCleaning));
  return clean;
}

/**
 * 专题研讨's topics. Authors change and delete their own; moderators anyone's. Opening a topic counts
 * a reading once per person; replies keep the topic's reply count and last activity (`RepliesService`).
 */
export class TopicsService extends CrudService<typeof discussionTopics, typeof topicsCrud, DiscussionTopicRow> {
  constructor(db: Db, files: FilesApi, private readonly moderates: Moderates) {
    super(db, topicsCrud, {
      table: discussionTopics,
      computed: { authorName: displayName },
      join: (query) => query.leftJoin(users, eq(users.id, discussionTopics.authorId)),
      customFilters: {
        tag: async (tag: string) => sql`${discussionTopics.tags} @> array[${tag}]::text[]`,
        author: async (name: string) => inArray(discussionTopics.authorId,
          this.db.select({ id: users.id }).from(users).where(or(contains(users.name, name), contains(users.username, name)))),
        createdFrom: async (day: string) => sql`${discussionTopics.createdAt} >= ${startOfUtcDay(day, 0)}`,
        createdTo: async (day: string) => sql`${discussionTopics.createdAt} < ${startOfUtcDay(day, 1)}`,
      },
      files: { store: files, columns: { attachments: 'attachmentIds' } },
      // Pinned first, then the liveliest.
      defaultOrder: [desc(discussionTopics.pinned), desc(discussionTopics.lastActivityAt), desc(discussionTopics.id)],
    });
  }

  override create(actor: Actor, fields: CreateFields<typeof topicsCrud>, scope?: SQL): Promise<TopicRecord> {
    return super.create(actor, fields, scope, { authorId: actor.userId });
  }

  protected override valuesOf(fields: SentFields<typeof topicsCrud>): SetColumns<typeof discussionTopics> {
    const values = super.valuesOf(fields);
    if (typeof fields.body === 'string') values.body = cleanBody(fields.body);
    return values;
  }

  /** The actor, with whether they moderate. */
  async changer(actor: Actor): Promise<Changer> {
    return { ...actor, moderator: await this.moderates(actor.userId) };
  }

  override async update(actor: Actor, id: number, fields: UpdateFields<typeof topicsCrud>, scope?: SQL): Promise<TopicRecord> {
    return super.update(await this.changer(actor), id, fields, scope);
  }

  override async delete(actor: Actor, ids: number[], scope?: SQL, options?: DeleteOptions): Promise<number> {
    return super.delete(await this.changer(actor), ids, scope, options);
  }

  protected override async checkWrite(_tx: Db, { actor, before }: WriteContext<DiscussionTopicRow, typeof topicsCrud>): Promise<void> {
    if (before) checkMayChange(actor as Changer, [before.authorId], MESSAGES.discussion.notYourTopic);
  }

  protected override async beforeDelete(_tx: Db, actor: Actor, rows: DiscussionTopicRow[]): Promise<void> {
    checkMayChange(actor as Changer, rows.map((row) => row.authorId), MESSAGES.discussion.notYourTopic);
  }

  // ---- reading and moderating ----

  /** The topic, counting a reading the first time this person opens it. */
  read(userId: number, id: number): Promise<TopicRecord> {
    return this.db.transaction(async (tx) => {
      if (!(await this.exists(tx, id))) throw this.missing(id);
      const [first] = await tx.insert(discussionTopicReads).values({ topicId: id, userId }).onConflictDoNothing().returning();
      if (first) await tx.update(discussionTopics).set({ readCount: sql`${discussionTopics.readCount} + 1` }).where(eq(discussionTopics.id, id));
      return this.get(id, tx);
    });
  }

  /** Closes or reopens a topic, or pins or unpins it (moderators); audited like any change. */
  moderate(actor: Actor, id: number, change: { status: TopicStatus } | { pinned: boolean }): Promise<TopicRecord> {
    return this.db.transaction(async (tx) => {
      if (!(await this.store.update(tx, actor, id, change))) throw this.missing(id);
      return this.get(id, tx);
    });
  }

  /** The tags in use, the most used first. */
  async tagsInUse(limit = 100): Promise<string[]> {
    const tag = sql<string>`tag`;
    const rows = await this.db.select({ tag, uses: countRows })
      .from(sql`${discussionTopics}, unnest(${discussionTopics.tags}) as tag`)
      .groupBy(tag).orderBy(desc(countRows), tag).limit(limit);
    return rows.map((row) => row.tag);
  }

  /** The topic row, locked until the transaction ends (a reply changes its counts); 404 when there is none. */
  async lockedRow(tx: Db, id: number): Promise<DiscussionTopicRow> {
    const [row] = await tx.select(getTableColumns(discussionTopics)).from(discussionTopics).where(eq(discussionTopics.id, id)).for('update');
    if (!row) throw this.missing(id);
    return row;
  }
}
