import { z } from 'zod';
import { flag, id, PAGE_SIZE_MAX, pageOf, text, wholeNumber } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { defineDomain, defineRoute, onPage, SIGNED_IN } from '../route.ts';

/*
 * 版本管理: the platform's release notes. Holders of the `version` page's 新增/编辑/删除 write and
 * publish them; every signed-in user reads the published ones, each unread one carrying a dot.
 */

/** A version number as people write it: 2.4.0, v2.4.0, v2.4.0-beta.1. */
export const VERSION_NUMBER_PATTERN = /^v?\d{1,4}(\.\d{1,4}){1,3}(-[0-9A-Za-z]{1,20}(\.[0-9A-Za-z]{1,20}){0,3})?$/;
/** The longest notes a version takes, in characters of HTML as sent (before the server sanitises them). */
export const VERSION_NOTES_MAX = 50_000;

export const versionNumber = text(32).min(1).regex(VERSION_NUMBER_PATTERN, MESSAGES.versions.numberInvalid);

export const VERSION_SORTS = ['id', 'publishedAt', 'createdAt', 'updatedAt'] as const;

/** The administrators' side: every version, drafts included. */
export const versionsCrud = defineCrud({
  name: 'version',
  page: 'version',
  noun: ['version', 'versions', '版本'],
  fields: {
    version: versionNumber,
    title: text(100).min(1),
    /** Answered as sanitised HTML: only formatting, links and images survive the server. */
    notes: z.string().max(VERSION_NOTES_MAX).optional(),
    /** Publish at once instead of saving a draft; afterwards `publish` switches it. */
    published: flag.optional(),
  },
  createOnly: ['published'],
  readOnly: {
    /** When it was last published; null for a draft. */
    publishedAt: z.string().nullable(),
  },
  filters: { version: filterBy.contains, title: filterBy.contains, published: filterBy.flag },
  sorts: VERSION_SORTS,
  paths: {
    list: 'POST /version/manage/list',
    info: 'GET /version/manage/info/:id',
    create: 'POST /version/manage/save',
    update: 'POST /version/manage/update',
    delete: 'GET /version/manage/delByIds/:ids',
  },
  unique: { version: { ignoreCase: true, message: MESSAGES.versions.numberTaken } },
  notFound: MESSAGES.versions.notFound,
  bodyEncoding: 'json',
});

export const versionRecord = versionsCrud.record;
export type VersionRecord = z.infer<typeof versionRecord>;

/** A published version as its readers see it. */
export const publishedVersion = z.object({
  id: z.number().int(),
  version: z.string(),
  title: z.string(),
  notes: z.string(),
  publishedAt: z.string(),
  /** The caller has opened it. */
  read: z.boolean(),
});
export type PublishedVersion = z.infer<typeof publishedVersion>;

export const publishedVersionsPage = pageOf(publishedVersion).extend({
  /** The caller's unread published versions, on every page. */
  unread: z.number().int(),
});
export type PublishedVersionsPage = z.infer<typeof publishedVersionsPage>;

const readerPage = z.strictObject({
  pageNumber: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, PAGE_SIZE_MAX).default(10),
});

export const versionsRoutes = {
  ...versionsCrud.routes,
  publish: defineRoute({
    method: 'POST', path: '/version/manage/publish', access: onPage('version', 'add'), bodyEncoding: 'json',
    title: '发布或撤回版本', titleEn: 'Publish or withdraw a version',
    summary: 'Publish a version (everyone signed in sees it, unread) or take it back to a draft',
    body: z.strictObject({ id, published: flag }), data: versionRecord,
  }),
  forFront: defineRoute({
    method: 'POST', path: '/version/manage/getVersionInfoVoPageForFront', access: SIGNED_IN, readsOnly: true,
    title: '版本说明', titleEn: 'Release notes',
    summary: "The published versions, newest first, each saying whether the caller has read it, with the caller's unread total",
    body: readerPage, data: publishedVersionsPage,
  }),
  read: defineRoute({
    method: 'POST', path: '/version/manage/read', access: SIGNED_IN,
    title: '标记版本已读', titleEn: 'Mark a version read',
    summary: "Marks a published version read by the caller (again changes nothing); answers the caller's unread total",
    body: z.strictObject({ id }), data: z.object({ unread: z.number().int() }),
  }),
  unreadCount: defineRoute({
    method: 'GET', path: '/version/manage/unreadCount', access: SIGNED_IN,
    title: '未读版本数', titleEn: 'Unread versions',
    summary: "How many published versions the caller has not read", data: z.number().int(),
  }),
};

export const versionsDomain = defineDomain('versions', versionsRoutes);
