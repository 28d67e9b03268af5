import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { noticesCrud, type NoticeAudience, type NoticeRecord } from '@console/contract/messages';
import type { Actor } from '../../crud/audit.ts';
import { CrudService, type CreateFields, type WriteContext } from '../../crud/crud-service.ts';
import { badRequest } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import type { DepartmentsApi } from '../departments/departments.api.ts';
import { departments } from '../departments/departments.table.ts';
import { roles, userRoles } from '../roles/roles.table.ts';
import { users } from '../users/users.table.ts';
import type { InboxService } from './inbox.service.ts';
import { messageReceipts, messages, type MessageRow } from './messages.table.ts';

/** Only notices are records of this service; the other messages do not exist to it. */
export const NOTICES_ONLY = isNotNull(messages.audience);

interface Audience { userIds: number[]; names: string[] }

/**
 * The notices administrators send. Sending is creating: the generic parts validate, store and audit
 * it; this service finds who it goes to, writes their receipts, and pushes it once stored.
 */
export class NoticesService extends CrudService<typeof messages, typeof noticesCrud> {
  constructor(db: Db, private readonly inbox: InboxService, private readonly departmentsApi: DepartmentsApi) {
    super(db, noticesCrud, {
      table: messages,
      computed: {
        recipients: messages.recipientCount,
        readCount: sql<number>`(select cast(count(*) as integer) from ${messageReceipts} r where r.message_id = ${messages.id} and r.read_at is not null)`,
        createBy: messages.senderName,
        createTime: messages.createdAt,
      },
      defaultOrder: [desc(messages.createdAt), desc(messages.id)],
    });
  }

  override async create(actor: Actor, fields: CreateFields<typeof noticesCrud>, scope?: SQL): Promise<NoticeRecord> {
    const [sender] = actor.userId === null ? [] : await this.db.select({ name: users.name, username: users.username }).from(users).where(eq(users.id, actor.userId));
    const notice = await super.create(actor, fields, scope, {
      type: 'notice', senderId: actor.userId, senderName: sender ? sender.name || sender.username : MESSAGES.senders.system, toEveryone: fields.audience === 'all',
    });
    await this.inbox.push(notice.id, notice.audience === 'all' ? 'everyone' : await this.receiversOf(notice.id));
    return notice;
  }

  // A notice is sent once and never changed: the hooks meet creations only.
  protected override async checkWrite(_tx: Db, { fields, before }: WriteContext<MessageRow, typeof noticesCrud>): Promise<void> {
    if (before) return;
    const { audience, targetIds } = fields;
    if (audience !== 'all' && !targetIds?.length) throw badRequest(MESSAGES.recipientsRequired(MESSAGES.noticeAudiences[audience]));
  }

  /** Writes the receipts of the users the notice goes to, and keeps how many they are and the names chosen. */
  protected override async afterWrite(tx: Db, id: number, { fields, before }: WriteContext<MessageRow, typeof noticesCrud>): Promise<void> {
    if (before) return;
    const { audience, targetIds = [] } = fields;
    if (audience === 'all') {
      const [counted] = await tx.select({ count: sql<number>`cast(count(*) as integer)` }).from(users).where(eq(users.enabled, true));
      await tx.update(messages).set({ recipientCount: counted!.count }).where(eq(messages.id, id));
      return;
    }
    const { userIds, names } = await this.audienceOf(tx, audience, targetIds);
    if (userIds.length === 0) throw badRequest(MESSAGES.noRecipients);
    await this.inbox.addReceipts(tx, id, userIds);
    await tx.update(messages).set({ recipientCount: userIds.length, audienceNames: names }).where(eq(messages.id, id));
  }

  private async audienceOf(tx: Db, audience: Exclude<NoticeAudience, 'all'>, ids: number[]): Promise<Audience> {
    const enabled = eq(users.enabled, true);
    if (audience === 'users') {
      const chosen = await tx.select({ id: users.id, name: users.name, username: users.username }).from(users).where(and(inArray(users.id, ids), enabled));
      return { userIds: chosen.map((user) => user.id), names: chosen.map((user) => user.name || user.username) };
    }
    if (audience === 'roles') {
      const chosen = await tx.select({ name: roles.name }).from(roles).where(inArray(roles.id, ids));
      const holders = await tx.selectDistinct({ id: users.id }).from(users).innerJoin(userRoles, eq(userRoles.userId, users.id)).where(and(inArray(userRoles.roleId, ids), enabled));
      return { userIds: holders.map((user) => user.id), names: chosen.map((role) => role.name) };
    }
    const chosen = await tx.select({ name: departments.name }).from(departments).where(inArray(departments.id, ids));
    const below = [...new Set((await Promise.all(ids.map((id) => this.departmentsApi.selfAndDescendantIds(id, tx)))).flat())];
    const members = below.length === 0 ? [] : await tx.select({ id: users.id }).from(users).where(and(inArray(users.departmentId, below), enabled));
    return { userIds: members.map((user) => user.id), names: chosen.map((department) => department.name) };
  }

  private async receiversOf(id: number): Promise<number[]> {
    return (await this.db.select({ userId: messageReceipts.userId }).from(messageReceipts).where(eq(messageReceipts.messageId, id))).map((row) => row.userId);
  }
}
