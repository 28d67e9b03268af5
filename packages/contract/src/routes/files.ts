import { z } from 'zod';
import { API_BASE, defineDomain, defineRoute, onPage, SIGNED_IN } from '../route.ts';
import { dayFilter, id, text } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { answeredAs } from '../record-form.ts';

/** Where a file's object is kept: a folder under the data folder, or an S3-compatible bucket. */
export const STORAGE_PROVIDERS = ['local', 's3'] as const;
export type StorageProvider = (typeof STORAGE_PROVIDERS)[number];
export const storageProvider = z.enum(STORAGE_PROVIDERS);

/** The multipart field an upload sends its file in. */
export const UPLOAD_FIELD = 'file';

export const FILE_SORTS = ['id', 'name', 'size', 'contentType', 'provider', 'createdAt'] as const;

/**
 * A file's name as a person sees it: never a path. It names the download, never where the object is
 * kept, yet a separator, `.` or `..` or a control character is refused so that no reader mistakes it for one.
 */
export const fileName = text(200).min(1)
  .refine((name) => !/[/\\]/.test(name), MESSAGES.fileNameHasPath)
  .refine((name) => name !== '.' && name !== '..', MESSAGES.fileNameHasPath)
  // eslint-disable-next-line no-control-regex -- the control characters are what is refused
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), MESSAGES.invalidCharacter);


export const filesCrud = defineCrud({
  name: 'file',
  page: 'file-manage',
  noun: ['file', 'files', '文件'],
  fields: { name: fileName },
  readOnly: {
    contentType: z.string(),
    size: z.number().int(),
    provider: storageProvider,
    uploaderId: z.number().int().nullable(),
    uploaderName: z.string().nullable(),
    /** Where the file downloads from (with the caller's token). */
    url: z.string(),
  },
  filters: {
    name: filterBy.contains,
    contentType: filterBy.contains,
    provider: filterBy.custom(storageProvider.optional()),
    uploaderName: filterBy.custom(text(50).optional()),
    createdFrom: filterBy.custom(dayFilter),
    createdTo: filterBy.custom(dayFilter),
  },
  sorts: FILE_SORTS,
  paths: { list: 'GET /file/getByCondition', update: 'POST /file/rename', delete: 'GET /file/delByIds/:ids' },
  notFound: MESSAGES.fileNotFound,
});

export const fileRecord = filesCrud.record;
export type FileRecord = z.infer<typeof fileRecord>;

/** At most this many files attach to one record. */
export const ATTACHMENTS_MAX = 20;

/** A file attached to a record (a programme, a topic): what a reader needs to show and download it. */
export const attachmentRecord = fileRecord.pick({ id: true, name: true, contentType: true, size: true, url: true });
export type AttachmentRecord = z.infer<typeof attachmentRecord>;
/**
 * The file a record holds, or each of the files it attaches (uploaded first with `uploadAttachment`),
 * in a JSON body: its id, or the attachment record a form holds, of which only the id is read.
 */
export const attachmentId = answeredAs(z.union([id, z.object({ id }).transform((file) => file.id)]), attachmentRecord);
export const attachmentIds = answeredAs(z.array(attachmentId).max(ATTACHMENTS_MAX).transform((ids) => [...new Set(ids)]), z.array(attachmentRecord));

/** The path a file downloads from, by id. */
export const fileDownloadPath = (fileId: number) => `${API_BASE}/file/download/${fileId}`;

export const filesRoutes = {
  ...filesCrud.routes,
  copy: defineRoute({
    method: 'POST', path: '/file/copy', access: onPage('file-manage', 'add'), title: '复制文件', titleEn: 'Copy a file', summary: 'Copy a file into a new one named “… 副本”',
    body: z.strictObject({ id }), data: fileRecord,
  }),
  upload: defineRoute({
    method: 'POST', path: '/file/upload', access: onPage('file-manage', 'add'), fileUpload: true,
    title: '上传文件', titleEn: 'Upload a file',
    summary: `Upload one file of an allowed type (multipart, field \`${UPLOAD_FIELD}\`); its type is read from its content`,
    data: fileRecord,
  }),
  uploadImage: defineRoute({
    method: 'POST', path: '/saas/upload/image', access: SIGNED_IN, fileUpload: true,
    title: '上传图片', titleEn: 'Upload an image',
    summary: `Upload one image (multipart, field \`${UPLOAD_FIELD}\`) for an avatar or any image field`,
    data: fileRecord,
  }),
  uploadAttachment: defineRoute({
    method: 'POST', path: '/file/attachment', access: SIGNED_IN, fileUpload: true,
    title: '上传附件', titleEn: 'Upload an attachment',
    summary: `Upload one file of an allowed type (multipart, field \`${UPLOAD_FIELD}\`) to attach to a record`,
    data: fileRecord,
  }),
  download: defineRoute({
    method: 'GET', path: '/file/download/:id', access: SIGNED_IN, title: '下载文件', titleEn: 'Download a file', summary: 'The content of a file, by id',
    params: z.strictObject({ id }), produces: 'application/octet-stream',
  }),
};
export const filesDomain = defineDomain('files', filesRoutes);

// ---- object storage settings ----

/** What a reader of the settings sees in place of a secret that is set. */
export const MASKED_SECRET = '******';

export const storageCheck = z.object({
  provider: storageProvider,
  usable: z.boolean(),
  /** Why the provider cannot be used; empty when it can. */
  reason: z.string(),
});
export type StorageCheck = z.infer<typeof storageCheck>;

export const storageSettings = z.object({
  provider: storageProvider,
  active: z.boolean(),
  endpoint: z.string(),
  region: z.string(),
  bucket: z.string(),
  accessKeyId: z.string(),
  /** `******` when set, empty when not: the value itself only through the reveal call. */
  secretAccessKey: z.string(),
  forcePathStyle: z.boolean(),
  publicBaseUrl: z.string(),
  updatedAt: z.string().nullable(),
});
export type StorageSettings = z.infer<typeof storageSettings>;

const httpUrl = z.url({ protocol: /^https?$/, error: MESSAGES.inputRules.httpUrl }).max(500);
const bucketName = z.string().trim().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, MESSAGES.inputRules.bucketName);
const formFlag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((value) => value === true || value === 'true' || value === '1');

/** Saving `local` only makes it the active provider; saving `s3` checks the settings first. */
export const storageSettingsInput = z.discriminatedUnion('provider', [
  z.strictObject({ provider: z.literal('local') }),
  z.strictObject({
    provider: z.literal('s3'),
    endpoint: httpUrl,
    region: text(64).min(1),
    bucket: bucketName,
    accessKeyId: text(128).min(1),
    /** Blank or the mask keeps the stored secret. */
    secretAccessKey: z.string().max(256).optional(),
    forcePathStyle: formFlag.optional(),
    publicBaseUrl: z.union([z.literal(''), httpUrl]).optional(),
  }),
]);
export type StorageSettingsInput = z.output<typeof storageSettingsInput>;

const providerParams = z.strictObject({ provider: storageProvider });

export const storageRoutes = {
  check: defineRoute({
    method: 'GET', path: '/setting/oss/check', access: onPage('file-manage', 'view'),
    title: '存储服务状态', titleEn: 'Storage status',
    summary: 'Which storage provider takes new uploads, and whether it is usable', data: storageCheck,
  }),
  settings: defineRoute({
    method: 'GET', path: '/setting/oss/:provider', access: onPage('file-manage', 'view'),
    title: '存储服务设置', titleEn: 'Storage settings',
    summary: "A storage provider's settings, its secret masked", params: providerParams, data: storageSettings,
  }),
  revealSecret: defineRoute({
    method: 'GET', path: '/setting/seeSecret/:provider', access: onPage('file-secret', 'view'),
    title: '查看存储密钥', titleEn: 'Reveal a storage secret',
    summary: "A storage provider's secret key in clear; each reveal is audited", params: providerParams,
    data: z.object({ secretAccessKey: z.string() }),
  }),
  save: defineRoute({
    method: 'POST', path: '/setting/oss/set', access: onPage('file-manage', 'edit'),
    title: '保存存储服务设置', titleEn: 'Save storage settings',
    summary: 'Save a provider’s settings after checking them (S3: a write, read and delete in the bucket) and make it the active one',
    body: storageSettingsInput, data: storageSettings, message: MESSAGES.storageSaved,
  }),
};
export const storageDomain = defineDomain('storage', storageRoutes);
