import { z } from 'zod';
import { APPLICATION, defineDomain, defineRoute, defineSocketRoute, PUBLIC, SIGNED_IN } from '../route.ts';
import { dayFilter, deletedCount, flag, id, idList, listQuery, pageOf, text, textFilter } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';

/** What a message is: the values of the dictionary `message_type`. */
export const MESSAGE_TYPES = ['notice', 'todo', 'workflow', 'system'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const messageType = z.enum(MESSAGE_TYPES);

/** Who a notice goes to: everyone, or the users, roles or departments chosen. */
export const NOTICE_AUDIENCES = ['all', 'users', 'roles', 'departments'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_CONTENT_MAX = 2000;
const title = text(MESSAGE_TITLE_MAX).min(1);
const content = text(MESSAGE_CONTENT_MAX).min(1);
/** An identifier another application gives a workflow's parts. */
const workflowKey = text(64);

/** Where a workflow to-do stands in the application that sent it (spec §3, Workflow result). */
export const workflowResult = z.object({
  procInstId: z.string(),
  procDefId: z.string(),
  taskId: z.string(),
  taskFormKey: z.string(),
  policyId: z.string(),
  applyUserId: z.string(),
  verificationStatus: z.string(),
  businessKey: z.string(),
});
export type WorkflowResult = z.infer<typeof workflowResult>;

/** A message as its receiver reads it (spec §3, To-do message). */
export const todoRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  type: messageType,
  /** What became of the matter, as the sender tells it (a workflow's outcome); empty when nothing yet. */
  result: z.string(),
  createTime: z.string(),
  /** How long ago it was sent, as a person says it: `3分钟前`. */
  betweenDate: z.string(),
  /** Who sent it: a user's name, an application's name, or 系统. */
  createBy: z.string(),
  sendUserId: z.number().int().nullable(),
  receiveUserId: z.number().int(),
  read: z.boolean(),
  readTime: z.string().nullable(),
  /** Set when the message is a workflow's to-do. */
  workflow: workflowResult.nullable(),
});
export type TodoRecord = z.infer<typeof todoRecord>;

const pageQuery = listQuery(['id'], {});
const todoSearch = listQuery(['id'], {
  type: messageType.optional(),
  content: textFilter,
  /** Read ones only (true), unread ones only (false), or both. */
  read: flag.optional(),
  startTime: dayFilter,
  endTime: dayFilter,
});

/**
 * Notices are declared as a CRUD domain of their own: listed, sent (created) and withdrawn (deleted)
 * through the generic parts. `targetIds` are the chosen users, roles or departments (a department
 * includes those below it); they are not kept on the notice, only their names.
 */
export const noticesCrud = defineCrud({
  name: 'notice',
  page: 'message-manage',
  noun: ['notice', 'notices', '消息'],
  fields: { title, content, audience: z.enum(NOTICE_AUDIENCES), targetIds: idList.optional() },
  writeOnly: ['targetIds'],
  readOnly: {
    /** The names of the users, roles or departments chosen (empty for everyone). */
    audienceNames: z.array(z.string()),
    recipients: z.number().int(),
    readCount: z.number().int(),
    createBy: z.string(),
    createTime: z.string(),
  },
  // The catalogue names the stamp `createTime` (above), and a notice is never changed.
  timestamps: [],
  filters: { title: filterBy.contains },
  sorts: ['id'],
  paths: { list: 'GET /message/notice/list', create: 'POST /message/send/all/topic', delete: 'GET /message/notice/delByIds/:ids' },
  notFound: MESSAGES.messageNotFound,
  bodyEncoding: 'json',
});

/** A notice an administrator sent, with how far it got. */
export const noticeRecord = noticesCrud.record;
export type NoticeRecord = z.infer<typeof noticeRecord>;

/** What an application tells when it hands a person a to-do. */
export const applicationTodoBody = z.strictObject({
  /** Receivers by username (1 to 500). */
  receivers: z.array(text(64).min(1)).min(1).max(500),
  title,
  content,
  type: z.enum(['todo', 'workflow']).default('todo'),
  result: text(100).optional(),
  workflow: z.strictObject({
    procInstId: workflowKey.min(1),
    procDefId: workflowKey.default(''),
    taskId: workflowKey.default(''),
    taskFormKey: text(200).default(''),
    policyId: workflowKey.default(''),
    applyUserId: workflowKey.default(''),
    verificationStatus: workflowKey.default(''),
    businessKey: workflowKey.default(''),
  }).optional(),
  /** The workflow's start node, kept for `getStartNode`: the form it starts with and that form's permissions. */
  startNode: z.strictObject({ formKey: text(200).default(''), formPerms: text(2000).default('') }).optional(),
}).refine((body) => !body.startNode || body.workflow, { message: MESSAGES.inputRules.startNodeNeedsWorkflow, path: ['startNode'] });

export const startNodeRecord = z.object({
  procInstId: z.string(),
  /** The form the workflow starts with; empty when the workflow's start node has none. */
  formKey: z.string(),
  formPerms: z.string(),
});
export type StartNodeRecord = z.infer<typeof startNodeRecord>;

/** How long a websocket ticket may wait for its connection. */
export const SOCKET_TICKET_SECONDS = 30;

/** Close codes of the message socket beyond the standard ones. */
export const SOCKET_CLOSE = {
  /** No ticket, or one that is unknown, used or expired: ask for a new one (after signing in). */
  badTicket: 4401,
  /** The session behind the socket ended (signed out, revoked, expired, user disabled). */
  sessionEnded: 4403,
  /** The client did not read what was sent to it fast enough. */
  tooSlow: 4408,
} as const;

/** The badge shows at most this, then `99+`. */
export const UNREAD_BADGE_MAX = 99;

/** A message as the socket pushes it: the same to every receiver, so one text is sent to all. */
/**
 * A message as the socket pushes it. The platform's own messages (its reminders, a failed job's to-do)
 * come with their English too: a socket has no language, the tab shows the one it is in.
 */
export type PushedMessage = Omit<TodoRecord, 'receiveUserId' | 'betweenDate' | 'read' | 'readTime'> & {
  english?: Pick<TodoRecord, 'title' | 'content' | 'createBy'>;
};

/**
 * What the message socket pushes, as JSON text: `message`, a new message for the receiver (a notice
 * to everyone is one too); `count`, the receiver's unread count changed elsewhere (read in another
 * tab). The client may send `ping` and gets `pong`.
 */
export interface SocketEvents {
  message: { message: PushedMessage };
  count: { count: number };
}

/** One event of the socket: `{ type, … }`. A channel adds its type to `SocketEvents` by declaration merging. */
export type SocketEvent = { [T in keyof SocketEvents]: { type: T } & SocketEvents[T] }[keyof SocketEvents];

export const messagesRoutes = {
  todoList: defineRoute({
    method: 'POST', path: '/message/todoList', access: SIGNED_IN, readsOnly: true,
    title: '我的消息', titleEn: 'My messages',
    summary: "The caller's messages, newest first", body: pageQuery, data: pageOf(todoRecord),
  }),
  search: defineRoute({
    method: 'POST', path: '/message/todo/all', access: SIGNED_IN, readsOnly: true,
    title: '搜索我的消息', titleEn: 'Search my messages',
    summary: "The caller's messages by type, content, read or not, and the days they were sent in", body: todoSearch, data: pageOf(todoRecord),
  }),
  readAll: defineRoute({
    method: 'POST', path: '/message/todo/clear', access: SIGNED_IN,
    title: '全部标为已读', titleEn: 'Mark all read',
    summary: "Marks every one of the caller's messages read", data: z.object({ updated: z.number().int() }),
  }),
  count: defineRoute({
    method: 'GET', path: '/message/todo/count', access: SIGNED_IN,
    title: '未读消息数', titleEn: 'Unread messages',
    summary: "The caller's unread messages", data: z.number().int(),
  }),
  detail: defineRoute({
    method: 'GET', path: '/message/todo/:id', access: SIGNED_IN,
    title: '查看消息', titleEn: 'View a message',
    summary: "One of the caller's messages; reading it marks it read", params: z.strictObject({ id }), data: todoRecord,
  }),
  clear: defineRoute({
    method: 'GET', path: '/message/clearByIds/:ids', access: SIGNED_IN,
    title: '清除消息', titleEn: 'Clear messages',
    summary: "Removes these of the caller's messages from the caller's list", params: z.strictObject({ ids: idList }), data: deletedCount,
  }),
  startNode: defineRoute({
    method: 'GET', path: '/processNode/getStartNode/:procInstId', access: SIGNED_IN,
    title: '流程开始节点', titleEn: 'Workflow start node',
    summary: "The start node of a workflow one of the caller's messages comes from",
    params: z.strictObject({ procInstId: workflowKey.min(1) }), data: startNodeRecord,
  }),
  ticket: defineRoute({
    method: 'POST', path: '/message/ws/ticket', access: SIGNED_IN, readsOnly: true,
    title: '消息连接票据', titleEn: 'Message socket ticket',
    summary: `A single-use ticket that opens the message socket within ${SOCKET_TICKET_SECONDS} s, so the token never travels in an address`,
    data: z.object({ ticket: z.string(), expiresIn: z.number().int() }),
  }),
  socket: defineSocketRoute({
    path: '/message/ws', access: PUBLIC,
    title: '消息连接', titleEn: 'Message socket',
    summary: "The caller's messages as they happen (WebSocket; the ticket stands for the session, and a socket without a valid one is closed with 4401)",
    query: z.strictObject({ ticket: text(100).optional() }),
  }),
  sendNotice: noticesCrud.routes.create,
  notices: noticesCrud.routes.list,
  deleteNotices: noticesCrud.routes.delete,
  fromApplication: defineRoute({
    method: 'POST', path: '/message/app/todo', access: APPLICATION, bodyEncoding: 'json',
    title: '应用发送待办', titleEn: 'To-do from an application',
    summary: 'An application hands its users a to-do (and records its workflow start node)',
    body: applicationTodoBody, data: z.object({ id: z.number().int(), recipients: z.number().int() }),
    errors: { 400: z.object({ unknown: z.array(z.string()) }) },
  }),
};

export const messagesDomain = defineDomain('messages', messagesRoutes);
