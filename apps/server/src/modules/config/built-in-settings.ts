import { AUDIT_RETENTION_MIN_DAYS, CAPTCHA_MODES, DICT_TYPES, MESSAGES, PASSWORD_HISTORY_MAX, PASSWORD_MAX, PASSWORD_MIN, SETTING_KEYS, type CaptchaMode, type SettingType } from '@console/contract';
import type { AppConfig } from '../../config/config.ts';

/** The settings the product reads, by key, as their readers take them. */
export interface BuiltInSettings {
  [SETTING_KEYS.captcha]: CaptchaMode;
  [SETTING_KEYS.sessionIdleMinutes]: number;
  [SETTING_KEYS.sessionsPerAccount]: number;
  [SETTING_KEYS.uploadMaxMb]: number;
  [SETTING_KEYS.uploadTypes]: string[];
  [SETTING_KEYS.passwordMaxAgeDays]: number;
  [SETTING_KEYS.passwordMinLength]: number;
  [SETTING_KEYS.passwordMinStrength]: number;
  [SETTING_KEYS.passwordHistory]: number;
  [SETTING_KEYS.logRetentionDays]: number;
  [SETTING_KEYS.subAccountLimit]: number;
}
export type BuiltInKey = keyof BuiltInSettings;

interface BuiltInDefinition<K extends BuiltInKey> {
  name: string;
  type: SettingType;
  dictType?: string;
  remark: string;
  /** The value before an administrator sets one, as stored. */
  defaultOf(config: AppConfig): string;
  /** Why a value an administrator sets does not fit, when it does not (its type already checked). */
  check(value: string): string | undefined;
  /** The stored text (checked, or the default) as its readers take it. */
  read(value: string): BuiltInSettings[K];
}

const wholeNumberWithin = (min: number, max: number) => (value: string) =>
  (Number.isInteger(Number(value)) && Number(value) >= min && Number(value) <= max ? undefined : `必须是 ${min} 到 ${max} 之间的整数`);

/** Ten years: a longer retention is a backup's job (the daily export keeps every day). */
const LOG_RETENTION_MAX_DAYS = 3650;

/** An extension: letters and digits, without the dot. */
const EXTENSION = /^[a-z0-9]{1,10}$/;

const DEFAULT_UPLOAD_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'zip', 'rar', '7z'];

export const BUILT_IN_SETTINGS: { [K in BuiltInKey]: BuiltInDefinition<K> } = {
  [SETTING_KEYS.captcha]: {
    name: '登录验证码', type: 'dict', dictType: DICT_TYPES.captchaMode, remark: '总是需要、多次失败后需要或从不需要',
    defaultOf: () => 'afterFailures',
    check: (value) => (CAPTCHA_MODES.includes(value as CaptchaMode) ? undefined : `必须是 ${CAPTCHA_MODES.join('、')} 之一`),
    read: (value) => value as CaptchaMode,
  },
  [SETTING_KEYS.sessionIdleMinutes]: {
    name: '会话空闲超时（分钟）', type: 'number', remark: '超过这么久没有操作，需要重新登录',
    defaultOf: (config) => String(config.session.idleMs / 60_000),
    check: wholeNumberWithin(1, 60 * 24 * 30),
    read: Number,
  },
  [SETTING_KEYS.sessionsPerAccount]: {
    name: '每个账号同时在线的会话数上限', type: 'number', remark: '超出时结束该账号最久未使用的会话；0 表示不限',
    defaultOf: (config) => String(config.session.maxPerAccount),
    check: wholeNumberWithin(0, 1000),
    read: Number,
  },
  [SETTING_KEYS.uploadMaxMb]: {
    name: '上传文件大小上限（MB）', type: 'number', remark: '单个文件',
    defaultOf: () => '20',
    check: wholeNumberWithin(1, 1024),
    read: Number,
  },
  [SETTING_KEYS.uploadTypes]: {
    name: '允许上传的文件类型', type: 'json', remark: '扩展名的 JSON 数组，小写，不带点',
    defaultOf: () => JSON.stringify(DEFAULT_UPLOAD_TYPES),
    check: (value) => {
      const types: unknown = JSON.parse(value);
      const extensions = Array.isArray(types) && types.every((type) => typeof type === 'string' && EXTENSION.test(type));
      return extensions ? undefined : '必须是由小写扩展名（不带点）组成的 JSON 数组';
    },
    read: (value) => JSON.parse(value) as string[],
  },
  [SETTING_KEYS.passwordMaxAgeDays]: {
    name: '密码有效期（天）', type: 'number', remark: '0 表示永不过期；到期前 7 天起，系统会发待办提醒用户修改密码',
    defaultOf: () => '0',
    check: wholeNumberWithin(0, 3650),
    read: Number,
  },
  [SETTING_KEYS.passwordMinLength]: {
    name: '密码最短长度', type: 'number', remark: `新密码至少要有这么多个字符（${PASSWORD_MIN} 到 ${PASSWORD_MAX}）`,
    defaultOf: () => String(PASSWORD_MIN),
    check: wholeNumberWithin(PASSWORD_MIN, PASSWORD_MAX),
    read: Number,
  },
  [SETTING_KEYS.passwordMinStrength]: {
    name: '密码最低强度', type: 'number',
    remark: '0 到 4：新密码的强度评分（zxcvbn）至少要达到它；常见密码、键盘顺序、重复字符和包含用户名的密码评分很低',
    defaultOf: () => '2',
    check: wholeNumberWithin(0, 4),
    read: Number,
  },
  [SETTING_KEYS.passwordHistory]: {
    name: '不可重复使用的历史密码数', type: 'number', remark: `新密码不能是最近这么多次用过的密码之一；0 表示不限制（最多 ${PASSWORD_HISTORY_MAX}）`,
    defaultOf: () => '3',
    check: wholeNumberWithin(0, PASSWORD_HISTORY_MAX),
    read: Number,
  },
  [SETTING_KEYS.logRetentionDays]: {
    name: '日志保留天数', type: 'number',
    remark: `操作日志和登录日志保留这么多天（至少 ${AUDIT_RETENTION_MIN_DAYS} 天），更早的由定时任务“日志保留清理”删除`,
    defaultOf: () => String(AUDIT_RETENTION_MIN_DAYS),
    check: (value) => (wholeNumberWithin(AUDIT_RETENTION_MIN_DAYS, LOG_RETENTION_MAX_DAYS)(value)
      ? MESSAGES.logRetentionTooShort(AUDIT_RETENTION_MIN_DAYS, LOG_RETENTION_MAX_DAYS) : undefined),
    // A value stored before the minimum (or past the check) never shortens it.
    read: (value) => Math.max(Number(value), AUDIT_RETENTION_MIN_DAYS),
  },
  [SETTING_KEYS.subAccountLimit]: {
    name: '每个主账号的子账号上限', type: 'number', remark: '客户主账号最多可开这么多个子账号（0 到 1000）；0 表示不能再新增子账号',
    defaultOf: () => '10',
    check: wholeNumberWithin(0, 1000),
    read: Number,
  },
};

export const isBuiltInKey = (key: string): key is BuiltInKey => Object.hasOwn(BUILT_IN_SETTINGS, key);
