import { eq, sql, type SQL } from 'drizzle-orm';
import { MESSAGES, type Page } from '@console/contract';
import { type MessageType, type PushedMessage, type SocketEvent, type StartNodeRecord, type TodoRecord, type WorkflowResult } from '@console/contract/messages';
import { escapeLike, startOfUtcDay } from '../../crud/listing.ts';
import { notFound } from '../../http/errors.ts';
import { say, type Language } from '../../http/language.ts';
import { queryRows, type Db } from '../../platform/database.ts';
import type { SocketHub } from '../../platform/realtime/socket-hub.ts';
import { users } from '../users/users.table.ts';
import { elapsedText } from './elapsed-text.ts';
import { messageReceipts, messages, workflowStartNodes, type MessageRow } from './messages.table.ts';

/** A message about to be sent. */
export interface NewMessage {
  title: string;
  content: string;
  type: MessageType;
  result?: string;
  senderId?: number | null;
  senderName: string;
  appId?: string | null;
  workflow?: WorkflowResult | null;
  /** Sends the message only if none with this key was sent before (by any instance). */
  dedupeKey?: string;
}

export interface InboxSearch {
  pageNumber: number;
  pageSize: number;
  type?: MessageType;
  content?: string;
  read?: boolean;
  startTime?: string;
  endTime?: string;
}

interface InboxRow {
  id: number;
  title: string;
  content: string;
  type: MessageType;
  result: string;
  created_at: Date | string;
  sender_name: string;
  sender_id: number | null;
  workflow: WorkflowResult | null;
  read_at: Date | string | null;
  app_id: string | null;
  audience: string | null;
}

/** Receipts are written in batches of this many rows, within the databases' limit of parameters. */
const RECEIPT_BATCH = 1_000;

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * A user's messages: those sent to them and not cleared, and the notices to everyone sent since
 * their account was made, unless they cleared them. Both halves use an index of their own.
 */
function inboxOf(userId: number): SQL {
  const columns = sql`m.id, m.title, m.content, m.type, m.result, m.created_at, m.sender_name, m.sender_id, m.workflow, m.proc_inst_id, m.app_id, m.audience, m.english_words, r.read_at`;
  return sql`(
    select ${columns} from ${messageReceipts} r join ${messages} m on m.id = r.message_id
    where r.user_id = ${userId} and r.cleared_at is null and not m.to_everyone
    union all
    select ${columns} from ${messages} m left join ${messageReceipts} r on r.message_id = m.id and r.user_id = ${userId}
    where m.to_everyone and r.cleared_at is null
      and m.created_at >= (select ${users.createdAt} from ${users} where ${users.id} = ${userId})
  ) inbox`;
}

/** A reader finds a message by the words they read: a reader of English the platform's own in English (those stored before they were kept in English, in Chinese). */
function wordsMatch(pattern: string, language: Language): SQL {
  return language === 'en'
    ? sql`coalesce(inbox.english_words, inbox.title || ' ' || inbox.content) ilike ${pattern}`
    : sql`(inbox.title ilike ${pattern} or inbox.content ilike ${pattern})`;
}

function conditionsOf(search: Omit<InboxSearch, 'pageNumber' | 'pageSize'>, language: Language): SQL {
  const conditions: SQL[] = [sql`true`];
  if (search.type) conditions.push(sql`inbox.type = ${search.type}`);
  if (search.content) conditions.push(wordsMatch(`%${escapeLike(search.content)}%`, language));
  if (search.read !== undefined) conditions.push(search.read ? sql`inbox.read_at is not null` : sql`inbox.read_at is null`);
  if (search.startTime) conditions.push(sql`inbox.created_at >= ${startOfUtcDay(search.startTime, 0)}`);
  if (search.endTime) conditions.push(sql`inbox.created_at < ${startOfUtcDay(search.endTime, 1)}`);
  return sql.join(conditions, sql` and `);
}

type Words = Pick<TodoRecord, 'title' | 'content' | 'createBy'>;
type Worded = Pick<MessageRow, 'title' | 'content' | 'senderName' | 'appId'> & { audience: string | null };

/** The platform's own messages (its reminders, a failed job's to-do): neither an application's nor a notice. */
const isPlatforms = (row: Worded) => row.appId === null && row.audience === null;

/**
 * What a message says in a reader's language: the platform's own are messages of the catalogue, kept
 * in Chinese and worded again; the others say what people wrote.
 */
function wordsOf(row: Worded, language: Language): Words {
  const words = { title: row.title, content: row.content, createBy: row.senderName };
  if (!isPlatforms(row)) return words;
  return { title: say(words.title, language), content: say(words.content, language), createBy: say(words.createBy, language) };
}

/** What `englishWords` keeps of a message about to be stored: its English title and content when the platform sends it. */
function englishWordsOf(message: NewMessage): string | null {
  const row = { title: message.title, content: message.content, senderName: message.senderName, appId: message.appId ?? null, audience: null };
  if (!isPlatforms(row)) return null;
  const { title, content } = wordsOf(row, 'en');
  return `${title} ${content}`;
}

function toRecord(row: InboxRow, receiveUserId: number, now: number, language: Language): TodoRecord {
  const createdAt = dateOf(row.created_at);
  const words = wordsOf({ title: row.title, content: row.content, senderName: row.sender_name, appId: row.app_id, audience: row.audience }, language);
  return {
    id: row.id, ...words, type: row.type, result: row.result,
    createTime: createdAt.toISOString(), betweenDate: elapsedText(createdAt, now, language),
    sendUserId: row.sender_id, receiveUserId,
    read: row.read_at !== null, readTime: row.read_at === null ? null : dateOf(row.read_at).toISOString(),
    workflow: row.workflow,
  };
}

/** Receivers' messages: reading, marking read, clearing, and sending them with a push to the receivers' sockets. */
export class InboxService {
  constructor(private readonly db: Db, private readonly sockets: SocketHub) {}

  async search(userId: number, { pageNumber, pageSize, ...filters }: InboxSearch, language: Language): Promise<Page<TodoRecord>> {
    const where = conditionsOf(filters, language);
    const [rows, [counted]] = await Promise.all([
      queryRows<InboxRow>(this.db, sql`select * from ${inboxOf(userId)} where ${where} order by inbox.created_at desc, inbox.id desc limit ${pageSize} offset ${(pageNumber - 1) * pageSize}`),
      queryRows<{ total: number }>(this.db, sql`select cast(count(*) as integer) as total from ${inboxOf(userId)} where ${where}`),
    ]);
    const now = Date.now();
    return { records: rows.map((row) => toRecord(row, userId, now, language)), total: counted!.total, pageNumber, pageSize };
  }

  /** Unread messages: unread receipts, plus notices to everyone with no receipt of this user at all. */
  async unreadCount(userId: number): Promise<number> {
    const [counted] = await queryRows<{ unread: number }>(this.db, sql`select cast(
      (select count(*) from ${messageReceipts} r where r.user_id = ${userId} and r.read_at is null and r.cleared_at is null)
      + (select count(*) from ${messages} m where m.to_everyone
          and m.created_at >= (select ${users.createdAt} from ${users} where ${users.id} = ${userId})
          and not exists (select 1 from ${messageReceipts} r where r.message_id = m.id and r.user_id = ${userId}))
      as integer) as unread`);
    return counted!.unread;
  }

  /** One message of the user, marked read; 404 for a message that is not theirs. */
  async read(userId: number, id: number, language: Language): Promise<TodoRecord> {
    const [row] = await queryRows<InboxRow>(this.db, sql`select * from ${inboxOf(userId)} where inbox.id = ${id}`);
    if (!row) throw notFound(MESSAGES.messageNotFound);
    if (row.read_at === null) {
      row.read_at = new Date();
      await this.markReceipts(userId, [id], { readAt: row.read_at });
      await this.pushCount(userId);
    }
    return toRecord(row, userId, Date.now(), language);
  }

  async readAll(userId: number): Promise<number> {
    const unread = await queryRows<{ id: number }>(this.db, sql`select inbox.id from ${inboxOf(userId)} where inbox.read_at is null`);
    await this.markReceipts(userId, unread.map((row) => row.id), { readAt: new Date() });
    await this.pushCount(userId);
    return unread.length;
  }

  /** Clears messages from the user's list; all of them must be the user's, or none is cleared. */
  async clear(userId: number, ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const mine = await queryRows<{ id: number }>(this.db, sql`select inbox.id from ${inboxOf(userId)} where inbox.id in ${ids}`);
    if (mine.length < ids.length) throw notFound(MESSAGES.messageNotFound);
    await this.markReceipts(userId, ids, { clearedAt: new Date() });
    await this.pushCount(userId);
    return ids.length;
  }

  /** The start node of a workflow one of the user's messages comes from; 404 when none of theirs does. */
  async startNode(userId: number, procInstId: string): Promise<StartNodeRecord> {
    const [mine] = await queryRows<{ id: number }>(this.db, sql`select inbox.id from ${inboxOf(userId)} where inbox.proc_inst_id = ${procInstId} limit 1`);
    if (!mine) throw notFound(MESSAGES.startNodeNotFound);
    const [node] = await this.db.select().from(workflowStartNodes).where(eq(workflowStartNodes.procInstId, procInstId));
    return { procInstId, formKey: node?.formKey ?? '', formPerms: node?.formPerms ?? '' };
  }

  /**
   * Stores a message for these users and pushes it to their sockets once stored (notices to everyone
   * are stored by `NoticesService`). Answers the message's id, or undefined when its `dedupeKey` was sent before.
   */
  async send(message: NewMessage, receivers: readonly number[]): Promise<number | undefined> {
    const id = await this.db.transaction(async (tx) => {
      const [stored] = await tx.insert(messages).values({
        ...message, result: message.result ?? '', recipientCount: receivers.length, procInstId: message.workflow?.procInstId ?? null, englishWords: englishWordsOf(message),
      }).onConflictDoNothing({ target: messages.dedupeKey }).returning({ id: messages.id });
      if (stored !== undefined) await this.addReceipts(tx, stored.id, receivers);
      return stored?.id;
    });
    if (id !== undefined) this.push(id, receivers);
    return id;
  }

  /** Pushes a stored message to its receivers' sockets, wherever they are connected. */
  async push(id: number, receivers: readonly number[] | 'everyone'): Promise<void> {
    const [row] = await this.db.select().from(messages).where(eq(messages.id, id));
    if (!row) return;
    const pushed: PushedMessage = {
      id: row.id, title: row.title, content: row.content, type: row.type, result: row.result, createTime: row.createdAt.toISOString(),
      createBy: row.senderName, sendUserId: row.senderId, workflow: row.workflow,
      // A socket has no language (its tab may change its own): the platform's messages go in both.
      ...(isPlatforms(row) && { english: wordsOf(row, 'en') }),
    };
    const event: SocketEvent = { type: 'message', message: pushed };
    if (receivers === 'everyone') this.sockets.toEveryone(event);
    else this.sockets.toUsers(receivers, event);
  }

  async addReceipts(tx: Db, messageId: number, userIds: readonly number[]): Promise<void> {
    for (let start = 0; start < userIds.length; start += RECEIPT_BATCH) {
      await tx.insert(messageReceipts).values(userIds.slice(start, start + RECEIPT_BATCH).map((userId) => ({ userId, messageId })));
    }
  }

  /** Sets a state on the user's receipts of these messages, making the receipts of notices to everyone that have none. */
  private async markReceipts(userId: number, ids: readonly number[], state: { readAt: Date } | { clearedAt: Date }): Promise<void> {
    if (ids.length === 0) return;
    // A time already set stays: a message read yesterday was read yesterday.
    const set = 'readAt' in state
      ? { readAt: sql`coalesce(${messageReceipts.readAt}, ${state.readAt.toISOString()}::timestamptz)` }
      : { clearedAt: sql`coalesce(${messageReceipts.clearedAt}, ${state.clearedAt.toISOString()}::timestamptz)` };
    for (let start = 0; start < ids.length; start += RECEIPT_BATCH) {
      await this.db.insert(messageReceipts).values(ids.slice(start, start + RECEIPT_BATCH).map((messageId) => ({ userId, messageId, ...state })))
        .onConflictDoUpdate({ target: [messageReceipts.userId, messageReceipts.messageId], set });
    }
  }

  /** Tells the user's other tabs and devices their new unread count. */
  private async pushCount(userId: number): Promise<void> {
    const event: SocketEvent = { type: 'count', count: await this.unreadCount(userId) };
    this.sockets.toUsers([userId], event);
  }
}
