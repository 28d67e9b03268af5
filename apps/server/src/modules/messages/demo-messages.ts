import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../crud/audit.ts';
import type { Db } from '../../platform/database.ts';
import { departments } from '../departments/departments.table.ts';
import { roles } from '../roles/roles.table.ts';
import { ADMIN_USERNAME, users } from '../users/users.table.ts';
import type { InboxService, NewMessage } from './inbox.service.ts';
import { messages } from './messages.table.ts';
import { recordStartNode } from './messages.repository.ts';
import type { NoticesService } from './notices.service.ts';

const HOUR_MS = 3_600_000;

/** What the office system hands out: approvals of a leave and of a purchase (with a start form), and a plain to-do. */
const OA_TODOS: { hoursAgo: number; message: Omit<NewMessage, 'senderName'>; formKey?: string }[] = [
  {
    hoursAgo: 0.05, formKey: 'leave-apply',
    message: {
      title: '请假审批：孙婷 年假 3 天', content: '孙婷申请 12 月 2 日至 12 月 4 日年假 3 天，请审批。', type: 'workflow', result: '待审批',
      workflow: { procInstId: 'leave-20261125-0031', procDefId: 'leave:3:7504', taskId: '92011', taskFormKey: 'leave-approve', policyId: 'P-2026-118', applyUserId: 'sunting', verificationStatus: '1', businessKey: 'LV-0031' },
    },
  },
  {
    hoursAgo: 5,
    message: {
      title: '采购审批：前端组显示器 6 台', content: '李华提交的采购单（合计 8,940 元）等待你审批。', type: 'workflow', result: '待审批',
      workflow: { procInstId: 'purchase-20261125-0007', procDefId: 'purchase:5:12001', taskId: '92188', taskFormKey: 'purchase-approve', policyId: 'P-2026-120', applyUserId: 'lihua', verificationStatus: '1', businessKey: 'PO-0007' },
    },
  },
  { hoursAgo: 30, message: { title: '周报提交提醒', content: '本周工作周报请于周五 18:00 前在协同办公中提交。', type: 'todo' } },
];

/**
 * A notice to everyone reaches the accounts that existed when it was sent, and the demo accounts are
 * made just before: it is sent now. The older ones went to a role and to the whole organisation.
 */
const NOTICES = [
  { hoursAgo: 0, title: '系统升级通知', content: '本周六 22:00 至 24:00 平台升级，期间可能无法登录，请提前保存工作。', audience: 'all' as const },
  { hoursAgo: 52, title: '年度招聘计划启动', content: '请各部门人事负责人于本月底前提交明年招聘需求。', audience: 'roles' as const, roleCodes: ['hr-manager'] },
  { hoursAgo: 24 * 6, title: '信息安全培训', content: '全体员工请在 12 月 10 日前完成线上信息安全培训并通过测验。', audience: 'departments' as const, departmentNames: ['一览人才总部'] },
];

async function backdate(db: Db, id: number, hoursAgo: number) {
  await db.update(messages).set({ createdAt: new Date(Date.now() - hoursAgo * HOUR_MS) }).where(eq(messages.id, id));
}

/** Notices from the administrator and to-dos from the office application, some read, spread over the last days. */
export async function addDemoMessages(db: Db, inbox: InboxService, notices: NoticesService, actor: Actor): Promise<void> {
  const people = await db.select({ id: users.id, username: users.username }).from(users);
  const idOf = (username: string) => people.find((person) => person.username === username)?.id;
  const adminId = idOf(ADMIN_USERNAME)!;
  for (const { hoursAgo, roleCodes = [], departmentNames = [], ...notice } of NOTICES) {
    const targetIds = [
      ...(roleCodes.length === 0 ? [] : await db.select({ id: roles.id }).from(roles).where(inArray(roles.code, roleCodes))),
      ...(departmentNames.length === 0 ? [] : await db.select({ id: departments.id }).from(departments).where(inArray(departments.name, departmentNames))),
    ].map((row) => row.id);
    const sent = await notices.create({ ...actor, userId: adminId }, { ...notice, ...(targetIds.length > 0 && { targetIds }) });
    await backdate(db, sent.id, hoursAgo);
  }
  const receivers = [adminId, idOf('zhouming'), idOf('chenjing')].filter((id): id is number => id !== undefined);
  for (const { hoursAgo, message, formKey } of OA_TODOS) {
    if (message.workflow && formKey) await recordStartNode(db, { procInstId: message.workflow.procInstId, formKey, formPerms: 'approve,comment', appId: 'oa' });
    const id = await inbox.send({ ...message, senderName: '协同办公', appId: 'oa' }, receivers);
    await backdate(db, id!, hoursAgo);
  }
  const [oldest] = await db.select({ id: messages.id }).from(messages).where(eq(messages.title, OA_TODOS.at(-1)!.message.title));
  if (oldest) await inbox.read(adminId, oldest.id, 'zh');
}
