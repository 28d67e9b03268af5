import { z } from 'zod';
import { dayFilter, flag, idList, PAGE_SIZE_MAX, pageOf, textFilter, wholeNumber } from '../crud.ts';
import { CUSTOMER, defineDomain, defineRoute, MAIN_ACCOUNT, SIGNED_IN } from '../route.ts';
import { companyStatus, industryCode, labelCodes, regionCode, regionRef } from './companies.ts';

/*
 * What the customers' SaaS pages watch: the companies that moved into (迁入, 20) or out of (迁出, 30)
 * the region a customer account bought, the companies a user follows and their changes (动态中心),
 * and the data screen of the region. A sub-account watches its main account's region.
 */

export const MIGRATION_TYPES = { in: 20, out: 30 } as const;
export const migrationType = z.union([z.literal(20), z.literal(30), z.enum(['20', '30']).transform(Number)]).pipe(z.union([z.literal(20), z.literal(30)]));

/** The fields whose changes become change events, as `field` names them. */
export const CHANGE_FIELDS = ['name', 'registeredCapital', 'address', 'status', 'labels', 'region'] as const;
export type ChangeField = (typeof CHANGE_FIELDS)[number];

/** A level of the division tree: 1 province, 2 city (prefecture), 3 county. */
export const regionNode = z.object({ code: z.string(), name: z.string(), level: z.number().int(), leaf: z.boolean() });
export type RegionNode = z.infer<typeof regionNode>;

export const watchConfig = z.object({
  /** Null until an administrator sets the region the account bought. */
  region: regionRef.nullable(),
  /** The qualification labels the account watches (the libraries' default filter). */
  labels: z.array(z.number().int()),
  /** Whether the caller may change `labels`: the main account. */
  editable: z.boolean(),
});
export type WatchConfig = z.infer<typeof watchConfig>;

const paging = {
  pageNumber: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, PAGE_SIZE_MAX).default(10),
};

export const migrationQuery = z.strictObject({
  ...paging,
  migrationType,
  name: textFilter,
  /** A region inside the caller's; another region is refused (403). */
  regionCode: regionCode.optional(),
  labels: labelCodes.optional(),
  industry: industryCode.optional(),
  startDate: dayFilter,
  endDate: dayFilter,
});
export type MigrationQuery = z.input<typeof migrationQuery>;

/** A company that moved into or out of the caller's region: the move and the company as it is now. */
export const migrationRecord = z.object({
  /** The move's id. */
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  from: regionRef,
  to: regionRef,
  /** `YYYY-MM-DD`. */
  migratedOn: z.string(),
  industry: industryCode,
  labels: z.array(z.number().int()),
  registeredCapital: z.number(),
  status: companyStatus,
  /** The caller follows the company. */
  followed: z.boolean(),
});
export type MigrationRecord = z.infer<typeof migrationRecord>;

/** One change of a watched field. `before`/`after`: text as typed, a status code, label codes joined by commas, a region's full name. */
export const changeRecord = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  field: z.enum(CHANGE_FIELDS),
  before: z.string(),
  after: z.string(),
  changedAt: z.string(),
  read: z.boolean(),
});
export type ChangeRecord = z.infer<typeof changeRecord>;

export const followRecord = z.object({
  companyId: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  region: regionRef,
  industry: industryCode,
  labels: z.array(z.number().int()),
  status: companyStatus,
  followedAt: z.string(),
  latestChange: changeRecord.nullable(),
  /** The company's changes the caller has not read. */
  unread: z.number().int(),
});
export type FollowRecord = z.infer<typeof followRecord>;

/** The read state of a change as the calls send it: 1 read, 0 unread. */
const readState = z.union([z.literal(0), z.literal(1), z.enum(['0', '1']).transform(Number)]).pipe(z.union([z.literal(0), z.literal(1)]));

/** `adminId` of the badge calls: taken and ignored, the caller is always the one counted. */
const adminId = z.union([z.number(), z.string().max(20)]).optional();

/** The unread badge number, and the change that made it on the socket. */
export const unreadChanges = z.number().int();

declare module './messages.ts' {
  interface SocketEvents {
    /** A followed company changed, or the caller read changes elsewhere: the caller's unread count now. */
    companyChanges: { unread: number };
  }
}

export const screenData = z.object({
  region: regionRef,
  /** The last twelve months, oldest first: moves into and out of the region. */
  months: z.array(z.object({ month: z.string(), in: z.number().int(), out: z.number().int() })),
  /** Companies of the region holding each label, by label code. */
  labels: z.array(z.object({ code: z.number().int(), count: z.number().int() })),
  /** The region's largest industries, by company count. */
  industries: z.array(z.object({ code: industryCode, count: z.number().int() })),
  totals: z.object({ companies: z.number().int(), movedIn: z.number().int(), movedOut: z.number().int(), labelled: z.number().int() }),
  /** The latest changes of the region's companies, newest first. */
  latest: z.array(changeRecord.omit({ read: true })),
  at: z.string(),
});
export type ScreenData = z.infer<typeof screenData>;

/** The longest export of a library, in rows. */
export const MIGRATION_EXPORT_MAX = 50_000;

export const companyWatchRoutes = {
  queryConfig: defineRoute({
    method: 'GET', path: '/saas/broadConfig/queryConfig', access: CUSTOMER,
    title: '监测设置', titleEn: 'Watch settings',
    summary: "The caller's watch: the region its account bought and the qualification labels it watches", data: watchConfig,
  }),
  queryRegion: defineRoute({
    method: 'GET', path: '/saas/broadConfig/queryRegion', access: CUSTOMER,
    title: '监测区域', titleEn: 'Watched region',
    summary: "The region the caller's account watches, null until an administrator sets it", data: regionRef.nullable(),
  }),
  updateConfig: defineRoute({
    method: 'POST', path: '/saas/broadConfig/updateConfig', access: MAIN_ACCOUNT, bodyEncoding: 'json',
    title: '设置监测资质标签', titleEn: 'Set watched labels',
    summary: 'Sets the qualification labels the main account and its sub-accounts watch', body: z.strictObject({ labels: labelCodes }), data: watchConfig,
  }),
  regionTree: defineRoute({
    method: 'POST', path: '/saas/broadConfig/getAreaRegionTree', access: SIGNED_IN, readsOnly: true, bodyEncoding: 'json',
    title: '行政区划', titleEn: 'Administrative regions',
    summary: 'One level of the administrative division tree (GB/T 2260): the provinces, or the regions right below `parentCode`',
    body: z.strictObject({ parentCode: regionCode.optional() }), data: z.array(regionNode),
  }),
  migrationPage: defineRoute({
    method: 'POST', path: '/saas/broadCompany/getMigrationCompanyInfoPage', access: CUSTOMER, readsOnly: true, bodyEncoding: 'json',
    title: '企业迁移列表', titleEn: 'Company moves',
    summary: "Companies that moved into (`migrationType` 20) or out of (30) the caller's region, newest move first, by name, region, labels, industry and days",
    body: migrationQuery, data: pageOf(migrationRecord),
  }),
  migrationExport: defineRoute({
    method: 'POST', path: '/saas/broadCompany/exportMigrationCompany', access: CUSTOMER, readsOnly: true, bodyEncoding: 'json',
    title: '导出企业迁移', titleEn: 'Export company moves',
    summary: `The moves a library's search finds, as an Excel file (at most ${MIGRATION_EXPORT_MAX} rows)`,
    body: migrationQuery.omit({ pageNumber: true, pageSize: true }),
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
  screen: defineRoute({
    method: 'GET', path: '/saas/broadCompany/screen', access: CUSTOMER,
    title: '数据大屏', titleEn: 'Data screen',
    summary: "The data screen of the caller's region: moves by month, labels, industries and the latest changes", data: screenData,
  }),
  batchUpdateFocus: defineRoute({
    method: 'POST', path: '/saas/focusCompany/batchUpdateFocus', access: SIGNED_IN, bodyEncoding: 'json',
    title: '关注或取消关注企业', titleEn: 'Follow or unfollow companies',
    summary: 'Follows (`focus` true) or unfollows companies; changes made before a follow count as read',
    body: z.strictObject({ companyIds: idList, focus: flag }), data: z.object({ changed: z.number().int() }),
  }),
  followPage: defineRoute({
    method: 'POST', path: '/saas/focusCompany/pageFocusCompany', access: SIGNED_IN, readsOnly: true, bodyEncoding: 'json',
    title: '关注的企业', titleEn: 'Followed companies',
    summary: 'The companies the caller follows, last followed first, each with its latest change and unread count',
    body: z.strictObject({ ...paging, name: textFilter, labels: labelCodes.optional() }), data: pageOf(followRecord),
  }),
  changePage: defineRoute({
    method: 'POST', path: '/saas/focusCompany/pageFocusCompanyChange', access: SIGNED_IN, readsOnly: true, bodyEncoding: 'json',
    title: '企业动态', titleEn: 'Company changes',
    summary: 'Changes of the companies the caller follows, newest first, by field, read state and company',
    body: z.strictObject({ ...paging, field: z.enum(CHANGE_FIELDS).optional(), isRead: readState.optional(), companyId: wholeNumber(1).optional() }),
    data: pageOf(changeRecord),
  }),
  markRead: defineRoute({
    method: 'POST', path: '/saas/focusCompany/batchUpdateChangeReadStatus', access: SIGNED_IN, bodyEncoding: 'json',
    title: '标记动态已读', titleEn: 'Mark changes read',
    summary: "Marks changes read (`isRead` 1) or unread (0) for the caller; answers the caller's unread count",
    body: z.strictObject({ ids: idList, isRead: readState }), data: unreadChanges,
  }),
  unreadCount: defineRoute({
    method: 'GET', path: '/saas/focusCompany/getNewChangeNum', access: SIGNED_IN,
    title: '未读动态数', titleEn: 'Unread changes',
    summary: "The caller's unread changes (the badge); `adminId` is taken and ignored",
    query: z.strictObject({ adminId }), data: unreadChanges,
  }),
  readAll: defineRoute({
    method: 'POST', path: '/saas/focusCompany/updateAllChangeReadStatus', access: SIGNED_IN, bodyEncoding: 'json',
    title: '全部动态标为已读', titleEn: 'Mark all changes read',
    summary: "Marks every change of the caller's follows read (`isRead` 1, as 动态中心 is chosen); `adminId` is ignored; answers the unread count, 0",
    body: z.strictObject({ adminId, isRead: z.union([z.literal(1), z.literal('1').transform(() => 1 as const)]) }), data: unreadChanges,
  }),
};

export const companyWatchDomain = defineDomain('companyWatch', companyWatchRoutes);
