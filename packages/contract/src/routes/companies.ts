import { z } from 'zod';
import { dayFilter, id, optional, pageOf, text, textFilter, wholeNumber } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { answeredAs } from '../record-form.ts';
import { defineDomain, defineRoute, onPage } from '../route.ts';

/*
 * 企业管理: the company library the customers' SaaS pages watch. Administrators edit companies and
 * import them from Excel or CSV; every change of a watched field becomes a change event, and a change
 * of region a migration (迁入 for the region it reaches, 迁出 for the one it leaves).
 */

/** The 13 enterprise-qualification labels, in the specification's order; a label's code is its place, from 1. */
export const QUALIFICATION_LABELS = [
  { zh: '上市企业', en: 'Listed company' },
  { zh: '独角兽企业', en: 'Unicorn' },
  { zh: '国家技术创新示范企业', en: 'National technology-innovation demonstration enterprise' },
  { zh: '制造业单项冠军', en: 'Manufacturing single champion' },
  { zh: '专精特新“小巨人”企业', en: 'Specialised-refined-distinctive little giant' },
  { zh: '科技领军企业', en: 'Tech leader' },
  { zh: '科技小巨人企业', en: 'Tech little giant' },
  { zh: '瞪羚企业', en: 'Gazelle' },
  { zh: '专精特新中小企业', en: 'Specialised-refined-distinctive SME' },
  { zh: '国家火炬计划重点高新技术企业', en: 'National torch-plan key high-tech' },
  { zh: '国家高新技术企业', en: 'National high-tech' },
  { zh: '创新型中小企业', en: 'Innovative SME' },
  { zh: '科技型中小企业', en: 'Tech-based SME' },
] as const;
export const LABEL_CODE_MAX = QUALIFICATION_LABELS.length;

/** A qualification label by its code (1 to 13). */
export const labelCode = wholeNumber(1, LABEL_CODE_MAX);
/** Labels as a form or a query sends them: an array, or codes separated by commas. */
export const labelCodes = answeredAs(z
  .union([z.array(z.union([z.number(), z.string()])), z.string()])
  .transform((value): (string | number)[] => (Array.isArray(value) ? value.map(String) : value.split(',')).map((part) => part.trim()).filter((part) => part !== ''))
  .pipe(z.array(labelCode).max(LABEL_CODE_MAX))
  .transform((codes) => [...new Set(codes)].sort((a, b) => a - b)), z.array(z.number().int()));

/** The sections of the national industry classification (GB/T 4754-2017), by their letter. */
export const INDUSTRIES = [
  { code: 'A', zh: '农、林、牧、渔业', en: 'Agriculture, forestry, animal husbandry and fishery' },
  { code: 'B', zh: '采矿业', en: 'Mining' },
  { code: 'C', zh: '制造业', en: 'Manufacturing' },
  { code: 'D', zh: '电力、热力、燃气及水生产和供应业', en: 'Electricity, heat, gas and water supply' },
  { code: 'E', zh: '建筑业', en: 'Construction' },
  { code: 'F', zh: '批发和零售业', en: 'Wholesale and retail trade' },
  { code: 'G', zh: '交通运输、仓储和邮政业', en: 'Transport, storage and postal services' },
  { code: 'H', zh: '住宿和餐饮业', en: 'Accommodation and catering' },
  { code: 'I', zh: '信息传输、软件和信息技术服务业', en: 'Information transmission, software and IT services' },
  { code: 'J', zh: '金融业', en: 'Finance' },
  { code: 'K', zh: '房地产业', en: 'Real estate' },
  { code: 'L', zh: '租赁和商务服务业', en: 'Leasing and business services' },
  { code: 'M', zh: '科学研究和技术服务业', en: 'Scientific research and technical services' },
  { code: 'N', zh: '水利、环境和公共设施管理业', en: 'Water, environment and public facilities management' },
  { code: 'O', zh: '居民服务、修理和其他服务业', en: 'Resident, repair and other services' },
  { code: 'P', zh: '教育', en: 'Education' },
  { code: 'Q', zh: '卫生和社会工作', en: 'Health and social work' },
  { code: 'R', zh: '文化、体育和娱乐业', en: 'Culture, sports and entertainment' },
  { code: 'S', zh: '公共管理、社会保障和社会组织', en: 'Public administration, social security and social organisations' },
  { code: 'T', zh: '国际组织', en: 'International organisations' },
] as const;
export type IndustryCode = (typeof INDUSTRIES)[number]['code'];
export const industryCode = z.enum(INDUSTRIES.map((industry) => industry.code) as [IndustryCode, ...IndustryCode[]], {
  error: MESSAGES.inputRules.industryLetter,
});

/** A company's registration status. */
export const COMPANY_STATUSES = [
  { code: 'active', zh: '存续', en: 'Active' },
  { code: 'suspended', zh: '停业', en: 'Suspended' },
  { code: 'revoked', zh: '吊销', en: 'Licence revoked' },
  { code: 'cancelled', zh: '注销', en: 'Deregistered' },
] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number]['code'];
export const companyStatus = z.enum(COMPANY_STATUSES.map((status) => status.code) as [CompanyStatus, ...CompanyStatus[]]);

/** A county, city or province by its GB/T 2260 code. */
export const REGION_CODE_PATTERN = /^\d{6}$/;
export const regionCode = z.string().trim().regex(REGION_CODE_PATTERN, MESSAGES.inputRules.regionCode);

/** The characters of a unified social credit code (GB 32100-2015): digits and capitals without I, O, S, V, Z. */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const CREDIT_CODE_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** Whether a text is a unified social credit code whose last character checks the other seventeen. */
export function isCreditCode(code: string): boolean {
  if (!CREDIT_CODE_SHAPE.test(code)) return false;
  const sum = CREDIT_CODE_WEIGHTS.reduce((total, weight, at) => total + CREDIT_CODE_CHARS.indexOf(code[at]!) * weight, 0);
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31] === code[17];
}

/** The check character that completes seventeen characters of a credit code (demo and test data). */
export function creditCodeCheck(first17: string): string {
  const sum = CREDIT_CODE_WEIGHTS.reduce((total, weight, at) => total + CREDIT_CODE_CHARS.indexOf(first17[at]!) * weight, 0);
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31]!;
}

export const creditCode = z.string().trim().toUpperCase().refine(isCreditCode, MESSAGES.companies.creditCodeInvalid);

/** Registered capital in 万元, with at most two decimals. */
export const CAPITAL_MAX = 100_000_000;
export const registeredCapital = z
  .union([z.number(), z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/, MESSAGES.inputRules.capital).transform(Number)])
  .pipe(z.number().min(0).max(CAPITAL_MAX).refine((value) => Math.round(value * 100) === value * 100, MESSAGES.inputRules.twoDecimals));

/** A region as answers show it: its code, its own name and its full name from the province down. */
export const regionRef = z.object({ code: z.string(), name: z.string(), fullName: z.string() });
export type RegionRef = z.infer<typeof regionRef>;

export const COMPANY_SORTS = ['id', 'name', 'registeredCapital', 'foundedOn', 'updatedAt'] as const;

export const companiesCrud = defineCrud({
  name: 'company',
  page: 'company-manage',
  noun: ['company', 'companies', '企业'],
  fields: {
    name: text(100).min(1),
    creditCode,
    regionCode,
    industry: industryCode,
    address: text(200).optional(),
    registeredCapital: registeredCapital.optional(),
    foundedOn: optional(dayFilter.unwrap()),
    status: companyStatus.optional(),
    labels: labelCodes.optional(),
  },
  // The form names the region by its code; the record shows the region.
  writeOnly: ['regionCode'],
  shownAs: {
    /** `YYYY-MM-DD`, or null when unknown (the form's day takes a blank of its own, which hides its record form). */
    foundedOn: z.string().nullable(),
  },
  readOnly: { region: regionRef },
  filters: {
    name: filterBy.contains,
    creditCode: filterBy.text,
    /** The region and every region below it. */
    regionCode: filterBy.custom(regionCode.optional()),
    industry: filterBy.custom(industryCode.optional()),
    status: filterBy.custom(companyStatus.optional()),
    /** Companies holding any of these labels. */
    labels: filterBy.custom(labelCodes.optional()),
  },
  sorts: COMPANY_SORTS,
  paths: {
    list: 'POST /company/list',
    info: 'GET /company/info/:id',
    create: 'POST /company/save',
    update: 'POST /company/update',
    delete: 'GET /company/delByIds/:ids',
  },
  unique: { creditCode: { message: MESSAGES.companies.creditCodeTaken } },
  notFound: MESSAGES.companies.notFound,
  bodyEncoding: 'json',
});

export const companyRecord = companiesCrud.record;
export type CompanyRecord = z.infer<typeof companyRecord>;

/** The most rows one import takes. */
export const IMPORT_ROWS_MAX = 200_000;
/** How many of an import's row errors its preview and status list; the count says how many there are. */
export const IMPORT_ERRORS_SHOWN = 200;
/** How many parsed rows the preview shows. */
export const IMPORT_SAMPLE_ROWS = 20;

/**
 * The columns of an import file, by their header (the template's, in either language). Labels are label
 * names separated by `、` `,` `，` or `;`; the region is a code; the industry a section's letter or name.
 */
export const IMPORT_COLUMNS = [
  { key: 'name', header: { zh: '企业名称', en: 'Company name' }, required: true },
  { key: 'creditCode', header: { zh: '统一社会信用代码', en: 'Unified social credit code' }, required: true },
  { key: 'regionCode', header: { zh: '行政区划代码', en: 'Region code' }, required: true },
  { key: 'industry', header: { zh: '行业门类', en: 'Industry' }, required: true },
  { key: 'address', header: { zh: '地址', en: 'Address' }, required: false },
  { key: 'registeredCapital', header: { zh: '注册资本（万元）', en: 'Registered capital (10k CNY)' }, required: false },
  { key: 'foundedOn', header: { zh: '成立日期', en: 'Founded on' }, required: false },
  { key: 'status', header: { zh: '经营状态', en: 'Status' }, required: false },
  { key: 'labels', header: { zh: '资质标签', en: 'Qualifications' }, required: false },
  { key: 'changedOn', header: { zh: '变更日期', en: 'Changed on' }, required: false },
] as const;

/** One refused row of an import: its line in the file (the header is line 1), the column and why. */
export const importRowError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

export const IMPORT_STATES = ['previewed', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** `insert`: companies whose credit code is in the library already are errors; `upsert`: they are updated. */
export const IMPORT_MODES = ['insert', 'upsert'] as const;

export const importStatus = z.object({
  id: z.string(),
  fileName: z.string(),
  state: z.enum(IMPORT_STATES),
  /** Data rows of the file. */
  total: z.number().int(),
  /** Rows without an error of their own. */
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Valid rows whose credit code is in the library already (updated in `upsert` mode). */
  existing: z.number().int(),
  /** Rows written so far, while running. */
  processed: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  errors: z.array(importRowError),
  /** Why a running import stopped (nothing of it was kept). */
  failure: z.string().nullable(),
  /** The first rows as read, for the preview. */
  sample: z.array(z.record(z.string(), z.string())),
});
export type ImportStatus = z.infer<typeof importStatus>;

declare module './messages.ts' {
  interface SocketEvents {
    /** An import the caller started moved on (progress) or ended. */
    companyImport: { status: Omit<ImportStatus, 'sample' | 'errors'> };
  }
}

const importId = z.string().uuid();

/** A customer account's watch: the region it bought and the labels it watches. */
export const watchConfigRecord = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  company: z.string(),
  region: regionRef.nullable(),
  labels: z.array(z.number().int()),
});
export type WatchConfigRecord = z.infer<typeof watchConfigRecord>;

export const companiesRoutes = {
  ...companiesCrud.routes,
  importUpload: defineRoute({
    method: 'POST', path: '/company/import/upload', access: onPage('company-manage', 'add'), fileUpload: true,
    title: '上传企业导入文件', titleEn: 'Upload a company import file',
    summary: `Reads an Excel (.xlsx) or CSV file of companies as it streams in (at most ${IMPORT_ROWS_MAX} rows) and answers a preview: counts, the first rows and the errors of each refused row; nothing is saved yet`,
    data: importStatus,
  }),
  importCommit: defineRoute({
    method: 'POST', path: '/company/import/commit', access: onPage('company-manage', 'add'), bodyEncoding: 'json',
    title: '导入企业', titleEn: 'Import companies',
    summary: 'Imports a previewed file in one transaction, in the background, with progress on the socket (`companyImport`); with errors only when `validOnly` says to import the valid rows',
    body: z.strictObject({ id: importId, mode: z.enum(IMPORT_MODES), validOnly: z.boolean().default(false) }),
    data: importStatus,
  }),
  importStatus: defineRoute({
    method: 'GET', path: '/company/import/status', access: onPage('company-manage', 'add'),
    title: '导入进度', titleEn: 'Import progress',
    summary: 'Where an import of the caller stands', query: z.strictObject({ id: importId }), data: importStatus,
  }),
  importTemplate: defineRoute({
    method: 'GET', path: '/company/import/template', access: onPage('company-manage', 'add'),
    title: '下载导入模板', titleEn: 'Download the import template',
    summary: 'The import template: an Excel file with the columns and one example row',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
  watchList: defineRoute({
    method: 'POST', path: '/company/watch/list', access: onPage('company-manage', 'view'), readsOnly: true, bodyEncoding: 'json',
    title: '客户监测区域', titleEn: 'Customers\' watched regions',
    summary: 'The customer main accounts with the region each watches and its watched labels',
    body: z.strictObject({ pageNumber: wholeNumber(1).default(1), pageSize: wholeNumber(1, 100).default(10), name: textFilter }),
    data: pageOf(watchConfigRecord),
  }),
  watchSave: defineRoute({
    method: 'POST', path: '/company/watch/save', access: onPage('company-manage', 'edit'), bodyEncoding: 'json',
    title: '设置客户监测区域', titleEn: 'Set a customer\'s watched region',
    summary: "Sets the region a customer main account watches (its sub-accounts watch the same) and its watched labels",
    body: z.strictObject({ userId: id, regionCode: regionCode.nullable(), labels: labelCodes.default([]) }),
    data: watchConfigRecord,
  }),
};

export const companiesDomain = defineDomain('companies', companiesRoutes);
