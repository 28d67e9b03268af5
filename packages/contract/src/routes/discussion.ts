import { z } from 'zod';
import { dayFilter, flag, id, PAGE_SIZE_MAX, pageOf, text, textFilter, wholeNumber } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { answeredAs } from '../record-form.ts';
import { defineDomain, defineRoute, onPage } from '../route.ts';
import { attachmentIds } from './files.ts';

/*
 * 专题研讨: topics people open for discussion, and the replies under them. Authors write, change and
 * delete their own (the list page's 新增/编辑/删除); moderators (the hidden 管理专题 page) close, pin,
 * change and delete anyone's. Bodies are rich text the server sanitises before storing.
 */

const PAGE = 'thematicDiscussion-list';
const MODERATE = onPage('thematicDiscussion-manage', 'view');

export const TOPIC_TITLE_MAX = 100;
/** The longest body a topic or reply takes, in characters of HTML as sent (before sanitising). */
export const DISCUSSION_BODY_MAX = 50_000;
export const TOPIC_TAGS_MAX = 5;
export const TOPIC_TAG_MAX = 12;
/** How much of a quoted reply (as plain text) a quote keeps. */
export const QUOTE_EXCERPT_MAX = 140;

export const TOPIC_STATUSES = ['open', 'closed'] as const;
export const topicStatus = z.enum(TOPIC_STATUSES);
export type TopicStatus = z.infer<typeof topicStatus>;

/** A few short free tags; repeated ones count once. */
export const topicTags = answeredAs(z.array(text(TOPIC_TAG_MAX).min(1)).max(TOPIC_TAGS_MAX).transform((tags) => [...new Set(tags)]), z.array(z.string()));

const discussionBody = z.string().max(DISCUSSION_BODY_MAX).refine((body) => body.trim() !== '', MESSAGES.discussion.bodyEmpty);

export const TOPIC_SORTS = ['lastActivityAt', 'createdAt', 'replyCount', 'readCount'] as const;

export const topicsCrud = defineCrud({
  name: 'discussionTopic',
  page: PAGE,
  noun: ['discussion topic', 'discussion topics', '专题'],
  fields: {
    title: text(TOPIC_TITLE_MAX).min(1),
    /** Answered as sanitised HTML. */
    body: discussionBody,
    tags: topicTags.optional(),
    attachments: attachmentIds.optional(),
  },
  readOnly: {
    /** Null once the author's account is deleted. */
    authorId: z.number().int().nullable(),
    authorName: z.string(),
    status: topicStatus,
    pinned: z.boolean(),
    /** How many people have opened it (each once). */
    readCount: z.number().int(),
    replyCount: z.number().int(),
    lastReplyAt: z.string().nullable(),
    /** The latest reply, or the creation when there is none. */
    lastActivityAt: z.string(),
  },
  filters: {
    title: filterBy.contains,
    /** Topics carrying this tag. */
    tag: filterBy.custom(textFilter),
    /** The author's name or username contains it. */
    author: filterBy.custom(textFilter),
    /** Created on or after this day, and on or before the next. */
    createdFrom: filterBy.custom(dayFilter),
    createdTo: filterBy.custom(dayFilter),
    status: { match: 'equals', schema: topicStatus.optional() },
  },
  sorts: TOPIC_SORTS,
  paths: {
    list: 'POST /discussion/topic/list',
    info: 'GET /discussion/topic/info/:id',
    create: 'POST /discussion/topic/save',
    update: 'POST /discussion/topic/update',
    delete: 'GET /discussion/topic/delByIds/:ids',
  },
  notFound: MESSAGES.discussion.topicNotFound,
  bodyEncoding: 'json',
});

export const topicRecord = topicsCrud.record;
export type TopicRecord = z.infer<typeof topicRecord>;

/** What a quote keeps of the reply it quotes, so that it still shows once that reply changes or goes. */
export const replyQuote = z.object({
  /** Null once the quoted reply is deleted. */
  replyId: z.number().int().nullable(),
  authorName: z.string(),
  /** The quoted reply's text (no markup) as it was when quoted, shortened. */
  excerpt: z.string(),
});
export type ReplyQuote = z.infer<typeof replyQuote>;

export const replyRecord = z.object({
  id: z.number().int(),
  topicId: z.number().int(),
  /** Sanitised HTML. */
  body: z.string(),
  authorId: z.number().int().nullable(),
  authorName: z.string(),
  quote: replyQuote.nullable(),
  createdAt: z.string(),
  /** When its body was last changed; null when never. */
  editedAt: z.string().nullable(),
});
export type ReplyRecord = z.infer<typeof replyRecord>;

export const repliesQuery = z.strictObject({
  topicId: id,
  pageNumber: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, PAGE_SIZE_MAX).default(20),
});

export const discussionRoutes = {
  ...topicsCrud.routes,
  close: defineRoute({
    method: 'POST', path: '/discussion/topic/close', access: MODERATE, bodyEncoding: 'json',
    title: '关闭或重新开放专题', titleEn: 'Close or reopen a topic',
    summary: 'Close a topic to replies, or reopen it (moderators)',
    body: z.strictObject({ id, closed: flag }), data: topicRecord,
  }),
  pin: defineRoute({
    method: 'POST', path: '/discussion/topic/pin', access: MODERATE, bodyEncoding: 'json',
    title: '置顶或取消置顶专题', titleEn: 'Pin or unpin a topic',
    summary: 'Pin a topic to the top of the list, or unpin it (moderators)',
    body: z.strictObject({ id, pinned: flag }), data: topicRecord,
  }),
  tags: defineRoute({
    method: 'GET', path: '/discussion/topic/tags', access: onPage(PAGE, 'view'),
    title: '专题标签', titleEn: 'Topic tags',
    summary: 'The tags in use, the most used first', data: z.array(z.string()),
  }),
  replies: defineRoute({
    method: 'GET', path: '/discussion/reply/list', access: onPage(PAGE, 'view'),
    title: '回复列表', titleEn: 'Replies',
    summary: "A topic's replies, paged, oldest first", query: repliesQuery, data: pageOf(replyRecord),
  }),
  reply: defineRoute({
    method: 'POST', path: '/discussion/reply/save', access: onPage(PAGE, 'add'), bodyEncoding: 'json',
    title: '回复专题', titleEn: 'Reply to a topic',
    summary: 'Reply to an open topic, optionally quoting an earlier reply of it',
    body: z.strictObject({ topicId: id, body: discussionBody, quoteId: id.optional() }), data: replyRecord,
  }),
  editReply: defineRoute({
    method: 'POST', path: '/discussion/reply/update', access: onPage(PAGE, 'edit'), bodyEncoding: 'json',
    title: '修改回复', titleEn: 'Change a reply',
    summary: "Change a reply's body (its author, or a moderator)",
    body: z.strictObject({ id, body: discussionBody }), data: replyRecord,
  }),
  deleteReply: defineRoute({
    method: 'POST', path: '/discussion/reply/delete', access: onPage(PAGE, 'delete'), bodyEncoding: 'json',
    title: '删除回复', titleEn: 'Delete a reply',
    summary: 'Delete a reply (its author, or a moderator); quotes of it keep their excerpt',
    body: z.strictObject({ id }), data: z.object({ deleted: z.number().int() }),
  }),
};

export const discussionDomain = defineDomain('discussion', discussionRoutes);
