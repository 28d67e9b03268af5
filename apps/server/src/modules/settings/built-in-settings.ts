import { MESSAGES } from '@console/contract';
import { PASSWORD_HISTORY_MAX } from '@console/contract/account';
import { PASSWORD_MAX, PASSWORD_MIN } from '@console/contract/auth';
import { DICT_TYPES } from '@console/contract/dicts';
import { AUDIT_RETENTION_MIN_DAYS } from '@console/contract/logs';
import { CAPTCHA_MODES, SETTING_KEYS, type CaptchaMode, type SettingType } from '@console/contract/settings';
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
  /** Its name and remark in English: the product's words, shown to a reader of English while the row keeps the seeded ones. */
  nameEn: string;
  type: SettingType;
  dictType?: string;
  remark: string;
  remarkEn: string;
  /** The value before an administrator sets one, as stored. */
  defaultOf(config: AppConfig): string;
  /** Why a value an administrator sets does not fit, when it does not (its type already checked). */
  check(value: string): string | undefined;
  /** The stored text (checked, or the default) as its readers take it. */
  read(value: string): BuiltInSettings[K];
}

const wholeNumberWithin = (min: number, max: number) => (value: string) =>
  (Number.isInteger(Number(value)) && Number(value) >= min && Number(value) <= max ? undefined : MESSAGES.settingValue.wholeNumber(min, max));

/** Ten years: a longer retention is a backup's job (the daily export keeps every day). */
const LOG_RETENTION_MAX_DAYS = 3650;

/** An extension: letters and digits, without the dot. */
const EXTENSION = /^[a-z0-9]{1,10}$/;

const DEFAULT_UPLOAD_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'zip', 'rar', '7z'];

export const BUILT_IN_SETTINGS: { [K in BuiltInKey]: BuiltInDefinition<K> } = {
  [SETTING_KEYS.captcha]: {
    name: '登录验证码', nameEn: 'Sign-in captcha', type: 'dict', dictType: DICT_TYPES.captchaMode, remark: '总是需要、多次失败后需要或从不需要',
    remarkEn: 'Always, after failed attempts, or never',
    defaultOf: () => 'afterFailures',
    check: (value) => (CAPTCHA_MODES.includes(value as CaptchaMode) ? undefined : MESSAGES.settingValue.oneOf(CAPTCHA_MODES.join('、'))),
    read: (value) => value as CaptchaMode,
  },
  [SETTING_KEYS.sessionIdleMinutes]: {
    name: '会话空闲超时（分钟）', nameEn: 'Session idle timeout (minutes)', type: 'number', remark: '超过这么久没有操作，需要重新登录',
    remarkEn: 'After this long without activity, the user signs in again',
    defaultOf: (config) => String(config.session.idleMs / 60_000),
    check: wholeNumberWithin(1, 60 * 24 * 30),
    read: Number,
  },
  [SETTING_KEYS.sessionsPerAccount]: {
    name: '每个账号同时在线的会话数上限', nameEn: 'Sessions per account at once', type: 'number', remark: '超出时结束该账号最久未使用的会话；0 表示不限',
    remarkEn: 'Beyond it, the account\'s least recently used session ends; 0 means no limit',
    defaultOf: (config) => String(config.session.maxPerAccount),
    check: wholeNumberWithin(0, 1000),
    read: Number,
  },
  [SETTING_KEYS.uploadMaxMb]: {
    name: '上传文件大小上限（MB）', nameEn: 'Upload size limit (MB)', type: 'number', remark: '单个文件', remarkEn: 'Per file',
    defaultOf: () => '20',
    check: wholeNumberWithin(1, 1024),
    read: Number,
  },
  [SETTING_KEYS.uploadTypes]: {
    name: '允许上传的文件类型', nameEn: 'Allowed upload types', type: 'json', remark: '扩展名的 JSON 数组，小写，不带点',
    remarkEn: 'A JSON array of extensions, lowercase, without the dot',
    defaultOf: () => JSON.stringify(DEFAULT_UPLOAD_TYPES),
    check: (value) => {
      const types: unknown = JSON.parse(value);
      const extensions = Array.isArray(types) && types.every((type) => typeof type === 'string' && EXTENSION.test(type));
      return extensions ? undefined : MESSAGES.settingValue.extensions;
    },
    read: (value) => JSON.parse(value) as string[],
  },
  [SETTING_KEYS.passwordMaxAgeDays]: {
    name: '密码有效期（天）', nameEn: 'Password lifetime (days)', type: 'number', remark: '0 表示永不过期；到期前 7 天起，系统会发待办提醒用户修改密码',
    remarkEn: '0 means passwords never expire; from 7 days before expiry, users get a to-do to change theirs',
    defaultOf: () => '0',
    check: wholeNumberWithin(0, 3650),
    read: Number,
  },
  [SETTING_KEYS.passwordMinLength]: {
    name: '密码最短长度', nameEn: 'Minimum password length', type: 'number', remark: `新密码至少要有这么多个字符（${PASSWORD_MIN} 到 ${PASSWORD_MAX}）`,
    remarkEn: `A new password has at least this many characters (${PASSWORD_MIN} to ${PASSWORD_MAX})`,
    defaultOf: () => String(PASSWORD_MIN),
    check: wholeNumberWithin(PASSWORD_MIN, PASSWORD_MAX),
    read: Number,
  },
  [SETTING_KEYS.passwordMinStrength]: {
    name: '密码最低强度', nameEn: 'Minimum password strength', type: 'number',
    remark: '0 到 4：新密码的强度评分（zxcvbn）至少要达到它；常见密码、键盘顺序、重复字符和包含用户名的密码评分很低',
    remarkEn: '0 to 4: a new password\'s strength score (zxcvbn) reaches at least this; common passwords, keyboard runs, repeated characters and the username score low',
    defaultOf: () => '2',
    check: wholeNumberWithin(0, 4),
    read: Number,
  },
  [SETTING_KEYS.passwordHistory]: {
    name: '不可重复使用的历史密码数', nameEn: 'Password history', type: 'number', remark: `新密码不能是最近这么多次用过的密码之一；0 表示不限制（最多 ${PASSWORD_HISTORY_MAX}）`,
    remarkEn: `A new password cannot be any of this many last ones; 0 means no limit (at most ${PASSWORD_HISTORY_MAX})`,
    defaultOf: () => '3',
    check: wholeNumberWithin(0, PASSWORD_HISTORY_MAX),
    read: Number,
  },
  [SETTING_KEYS.logRetentionDays]: {
    name: '日志保留天数', nameEn: 'Log retention (days)', type: 'number',
    remark: `操作日志和登录日志保留这么多天（至少 ${AUDIT_RETENTION_MIN_DAYS} 天），更早的由定时任务“日志保留清理”删除`,
    remarkEn: `Operation and sign-in log entries are kept this many days (at least ${AUDIT_RETENTION_MIN_DAYS}); the scheduled job that keeps the log removes older ones`,
    defaultOf: () => String(AUDIT_RETENTION_MIN_DAYS),
    check: (value) => (wholeNumberWithin(AUDIT_RETENTION_MIN_DAYS, LOG_RETENTION_MAX_DAYS)(value)
      ? MESSAGES.logRetentionTooShort(AUDIT_RETENTION_MIN_DAYS, LOG_RETENTION_MAX_DAYS) : undefined),
    // A value stored before the minimum (or past the check) never shortens it.
    read: (value) => Math.max(Number(value), AUDIT_RETENTION_MIN_DAYS),
  },
  [SETTING_KEYS.subAccountLimit]: {
    name: '每个主账号的子账号上限', nameEn: 'Sub-accounts per main account', type: 'number', remark: '客户主账号最多可开这么多个子账号（0 到 1000）；0 表示不能再新增子账号',
    remarkEn: 'A customer main account may open at most this many sub-accounts (0 to 1000); 0 means no new ones',
    defaultOf: () => '10',
    check: wholeNumberWithin(0, 1000),
    read: Number,
  },
};

export const isBuiltInKey = (key: string): key is BuiltInKey => Object.hasOwn(BUILT_IN_SETTINGS, key);
