import { z } from 'zod';
import { defineDomain, defineRoute, onPage, SIGNED_IN } from '../route.ts';
import { flag, id, idList, deletedCount, optional, systemMark, text, textFilter, wholeNumber } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';

const sort = wholeNumber(0, 9999);

/** A dictionary's type code: what pages ask its entries by. */
export const DICT_TYPE_PATTERN = /^[A-Za-z0-9_]+$/;
export const dictType = text(50).min(1).regex(DICT_TYPE_PATTERN, MESSAGES.inputRules.dictType);

/** The colours an entry's tag may take (antd's preset tag colours). */
export const DICT_COLORS = ['default', 'blue', 'green', 'red', 'orange', 'gold', 'purple', 'cyan', 'magenta', 'volcano', 'geekblue', 'lime'] as const;
export type DictColor = (typeof DICT_COLORS)[number];

/** Type codes of the dictionaries the product itself reads. */
export const DICT_TYPES = {
  qualification: 'enterprise_qualification',
  userType: 'user_type',
  migrationType: 'migration_type',
  status: 'sys_status',
  sex: 'sex',
  occupation: 'occupation',
  captchaMode: 'sys_captcha_mode',
  messageType: 'message_type',
} as const;

// ---- dictionaries ----

export const dictsCrud = defineCrud({
  name: 'dict',
  page: 'dict-manage',
  noun: ['dictionary', 'dictionaries', '字典'],
  fields: { type: dictType, name: text(50).min(1), sort: sort.optional(), description: optional(text(500)) },
  readOnly: {
    entryCount: z.number().int(),
    /** A dictionary the product reads: its type code stays. */
    system: systemMark,
    /** A dictionary the product seeds: its name and description in English while it keeps the seeded ones (else null). */
    nameEn: z.string().nullable(),
    descriptionEn: z.string().nullable(),
  },
  filters: {},
  sorts: ['id'],
  paths: { create: 'POST /dict/add', update: 'POST /dict/edit' },
  unique: { type: { ignoreCase: true, message: MESSAGES.dictTypeTaken } },
  notFound: MESSAGES.dictNotFound,
});

export const dictRecord = dictsCrud.record;
export type DictRecord = z.infer<typeof dictRecord>;

export const dictsRoutes = {
  ...dictsCrud.routes,
  all: defineRoute({
    method: 'GET', path: '/dict/getAll', access: onPage('dict-manage', 'view'),
    title: '全部字典', titleEn: 'All dictionaries',
    summary: 'Every dictionary, in sort order', data: z.array(dictRecord),
  }),
  search: defineRoute({
    method: 'GET', path: '/dict/search', access: onPage('dict-manage', 'view'),
    title: '搜索字典', titleEn: 'Search dictionaries',
    summary: 'Dictionaries whose name or type code contains a text', query: z.strictObject({ key: textFilter }), data: z.array(dictRecord),
  }),
  delete: defineRoute({
    method: 'GET', path: '/dict/delByIds/:ids', access: onPage('dict-manage', 'delete'),
    title: '删除字典', titleEn: 'Delete dictionaries',
    summary: 'Delete dictionaries; one that has entries only with withEntries=true, which deletes its entries too',
    params: z.strictObject({ ids: idList }), query: z.strictObject({ withEntries: flag.optional() }), data: deletedCount,
  }),
};

// ---- entries ----

export const dictEntriesCrud = defineCrud({
  name: 'dictEntry',
  page: 'dict-manage',
  noun: ['dictionary entry', 'dictionary entries', '字典项'],
  fields: {
    dictId: id,
    label: text(100).min(1),
    value: text(100).min(1),
    sort: sort.optional(),
    enabled: flag.optional(),
    color: z.enum(DICT_COLORS).optional(),
    remark: optional(text(500)),
  },
  createOnly: ['dictId'],
  readOnly: {
    /** An entry the product seeds in a dictionary it reads: its value stays, and it stays enabled. */
    system: systemMark,
    /** Such an entry's label in English while it keeps the seeded one (else null). */
    labelEn: z.string().nullable(),
  },
  filters: { dictId: filterBy.id, label: filterBy.contains, enabled: filterBy.flag },
  sorts: ['sort', 'id', 'value', 'label'],
  paths: {
    list: 'GET /dictData/getByCondition',
    create: 'POST /dictData/add',
    update: 'POST /dictData/edit',
    delete: 'GET /dictData/delByIds/:ids',
  },
  unique: { value: { within: ['dictId'], message: MESSAGES.dictValueTaken } },
  notFound: MESSAGES.dictEntryNotFound,
});

export const dictEntryRecord = dictEntriesCrud.record;
export type DictEntryRecord = z.infer<typeof dictEntryRecord>;

/** An enabled entry as selects and tags show it. */
export const dictOption = dictEntryRecord.pick({ value: true, label: true, color: true });
export type DictOption = z.infer<typeof dictOption>;

export const dictEntriesRoutes = {
  ...dictEntriesCrud.routes,
  byType: defineRoute({
    method: 'GET', path: '/dictData/getByType/:type', access: SIGNED_IN, openAs: 'dict.entries',
    title: '按类型查询字典项', titleEn: 'Dictionary entries by type',
    summary: "A dictionary's enabled entries in sort order, for selects and tags", params: z.strictObject({ type: dictType }),
    data: z.array(dictOption),
  }),
};

// ---- the occupations an application offers ----

/** An entry of the occupation dictionary, and whether an application offers it. */
export const positionChoice = z.object({ id: z.number().int(), label: z.string(), value: z.string(), enabled: z.boolean(), offered: z.boolean() });
export type PositionChoice = z.infer<typeof positionChoice>;

export const positionConfigRoutes = {
  ofProduct: defineRoute({
    method: 'GET', path: '/product/position/list', access: onPage('position-config', 'view'),
    title: '应用的职业', titleEn: 'Occupations of an application',
    summary: 'Every occupation entry, in sort order, with whether an application offers it', query: z.strictObject({ productId: id }),
    data: z.array(positionChoice),
  }),
  save: defineRoute({
    method: 'POST', path: '/product/position/save', access: onPage('position-config', 'edit'), bodyEncoding: 'json',
    title: '设置应用的职业', titleEn: 'Set an application\'s occupations',
    summary: 'Sets the occupation entries an application offers; returns every occupation entry as the list does',
    body: z.strictObject({ productId: id, entryIds: z.array(id).max(1000) }), data: z.array(positionChoice),
  }),
};

export const dictsDomain = defineDomain('dicts', dictsRoutes);
export const dictEntriesDomain = defineDomain('dictEntries', dictEntriesRoutes);
export const positionConfigDomain = defineDomain('positionConfig', positionConfigRoutes);
