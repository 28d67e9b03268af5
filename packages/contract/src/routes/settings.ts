import { z } from 'zod';
import { defineDomain, defineRoute, onPages, PUBLIC, SIGNED_IN } from '../route.ts';
import { id, optional, systemMark, text } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { dictType } from './dicts.ts';

/** A setting's key: dot-separated words of letters, digits and `_`. */
export const SETTING_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;
export const settingKey = text(100).min(1).regex(SETTING_KEY_PATTERN, MESSAGES.inputRules.settingKey);

/** What a setting's value is read as; `dict` is one of the values of the dictionary `dictType`. */
export const SETTING_TYPES = ['text', 'number', 'boolean', 'json', 'dict'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

/** When the sign-in form asks for a captcha: the values of the dictionary `sys_captcha_mode`. */
export const CAPTCHA_MODES = ['always', 'afterFailures', 'never'] as const;
export type CaptchaMode = (typeof CAPTCHA_MODES)[number];

/** Keys of the settings the product reads; they cannot be deleted or renamed. */
export const SETTING_KEYS = {
  captcha: 'login.captcha',
  sessionIdleMinutes: 'session.idleMinutes',
  sessionsPerAccount: 'session.maxPerAccount',
  uploadMaxMb: 'upload.maxSizeMb',
  uploadTypes: 'upload.allowedTypes',
  passwordMaxAgeDays: 'password.maxAgeDays',
  passwordMinLength: 'password.minLength',
  passwordMinStrength: 'password.minStrength',
  passwordHistory: 'password.historyCount',
  logRetentionDays: 'log.retentionDays',
  subAccountLimit: 'subAccount.limit',
} as const;

/**
 * The built-in settings that make the console's security: the security administrator's, on 安全设置;
 * every other setting is the system administrator's, on 系统配置 (docs/security.md, "Separation of duties").
 */
export const SECURITY_SETTING_KEYS: readonly string[] = [
  SETTING_KEYS.captcha, SETTING_KEYS.sessionIdleMinutes, SETTING_KEYS.sessionsPerAccount, SETTING_KEYS.passwordMaxAgeDays,
  SETTING_KEYS.passwordMinLength, SETTING_KEYS.passwordMinStrength, SETTING_KEYS.passwordHistory, SETTING_KEYS.logRetentionDays,
];
export const SETTING_GROUPS = ['general', 'security'] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];
export const settingGroupOf = (key: string): SettingGroup => (SECURITY_SETTING_KEYS.includes(key) ? 'security' : 'general');

/** The pages a setting of each group is read and changed on. */
export const SETTING_PAGES = { general: 'config-manage', security: 'security-settings' } as const;
/** Calls both pages make: the server lets each caller change only the settings of the pages they hold. */
const onSettingPages = (perm: 'view' | 'edit') => onPages(Object.values(SETTING_PAGES), perm);

export const SETTING_SORTS = ['id', 'key', 'updatedAt'] as const;

export const settingsCrud = defineCrud({
  name: 'setting',
  page: 'config-manage',
  noun: ['setting', 'settings', '配置'],
  fields: {
    key: settingKey,
    name: text(50).min(1),
    type: z.enum(SETTING_TYPES),
    dictType: optional(dictType),
    /** The value in force: the stored one, or the default of a built-in setting never changed. */
    value: text(4000),
    remark: optional(text(500)),
  },
  readOnly: {
    /** A built-in setting's value when none is stored (from the server's environment); null for others. */
    defaultValue: z.string().nullable(),
    /** A built-in setting: the product reads it; its key, type and dictionary stay. */
    system: systemMark,
    /**
     * A built-in setting's name and remark in English, while it keeps the ones the product gave it (null
     * for other settings, and once an administrator changed them): what a reader of English is shown.
     */
    nameEn: z.string().nullable(),
    remarkEn: z.string().nullable(),
  },
  filters: { key: filterBy.contains, name: filterBy.contains, group: filterBy.custom(z.enum(SETTING_GROUPS).optional()) },
  sorts: SETTING_SORTS,
  paths: { list: 'POST /config/list', create: 'POST /config/add', update: 'POST /config/edit', delete: 'GET /config/delByIds/:ids' },
  unique: { key: { message: MESSAGES.settingKeyTaken } },
  notFound: MESSAGES.settingNotFound,
  access: { list: onSettingPages('view'), update: onSettingPages('edit') },
});

export const settingRecord = settingsCrud.record;
export type SettingRecord = z.infer<typeof settingRecord>;

/** One change of a setting's value. */
export const settingChange = z.object({
  id: z.number().int(),
  oldValue: z.string().nullable(),
  newValue: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  changedAt: z.string(),
});
export type SettingChange = z.infer<typeof settingChange>;

export const settingsRoutes = {
  ...settingsCrud.routes,
  byKey: defineRoute({
    method: 'GET', path: '/config/select/:key', access: onSettingPages('view'),
    title: '按键查询配置', titleEn: 'Setting by key',
    summary: 'One setting, by its key', params: z.strictObject({ key: settingKey }), data: settingRecord,
  }),
  history: defineRoute({
    method: 'GET', path: '/config/history', access: onSettingPages('view'),
    title: '配置修改记录', titleEn: 'Setting history',
    summary: "A setting's changes of value, newest first", query: z.strictObject({ id }), data: z.array(settingChange),
  }),
  uploadLimits: defineRoute({
    method: 'GET', path: '/config/upload', access: SIGNED_IN,
    title: '上传限制', titleEn: 'Upload limits',
    summary: 'The size limit (MB) and the extensions an upload accepts now, told before a file is chosen',
    data: z.object({ maxSizeMb: z.number().int(), allowedTypes: z.array(z.string()) }),
  }),
  signIn: defineRoute({
    method: 'GET', path: '/config/signIn', access: PUBLIC,
    title: '登录页设置', titleEn: 'Sign-in page settings',
    summary: 'What the sign-in form must show before the first attempt', data: z.object({ captcha: z.enum(CAPTCHA_MODES) }),
  }),
};

export const settingsDomain = defineDomain('settings', settingsRoutes);
