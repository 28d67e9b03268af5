import type { Language } from '../../http/language.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Longest first: an elapsed time is said in the first unit it fills once. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [['year', 365 * DAY], ['month', 30 * DAY], ['day', DAY], ['hour', HOUR], ['minute', MINUTE]];
const FORMATS = { zh: new Intl.RelativeTimeFormat('zh-CN'), en: new Intl.RelativeTimeFormat('en') };
const JUST_NOW = { zh: '刚刚', en: 'just now' };

/**
 * How long ago, as the specification's `betweenDate` says it (`刚刚`, `3分钟前`, `2小时前`, `5天前`,
 * `4个月前`, `1年前`), or in English for a reader of English (`just now`, `3 minutes ago` …).
 */
export function elapsedText(since: Date, now = Date.now(), language: Language = 'zh'): string {
  const elapsed = Math.max(0, now - since.getTime());
  const unit = UNITS.find(([, length]) => elapsed >= length);
  return unit ? FORMATS[language].format(-Math.floor(elapsed / unit[1]), unit[0]) : JUST_NOW[language];
}
