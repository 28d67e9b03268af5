import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/zh-cn';
import type { Language } from './i18n.ts';

dayjs.extend(relativeTime);

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** dayjs's name of each interface language. */
const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

/** An instant as local `YYYY-MM-DD HH:mm:ss`; text that is no instant is shown as it is. */
export function formatDateTime(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format(DATE_TIME) : iso;
}

/** The local day of an instant, `YYYY-MM-DD`: when the time of day does not matter. */
export function formatDay(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD');
}

/** How long ago an instant was, as a person says it in the interface language: `3 分钟前`, `3 minutes ago`. */
export function timeAgo(iso: string, language: string): string {
  return dayjs(iso).locale(DAYJS_LOCALES[language as Language] ?? DAYJS_LOCALES['zh-CN']).fromNow();
}

/** An instant as local `HH:mm:ss`: the points of a live chart, all of one day or nearly. */
export function formatTime(iso: string): string {
  return dayjs(iso).format('HH:mm:ss');
}
