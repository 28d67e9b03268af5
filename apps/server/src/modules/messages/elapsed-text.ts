const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, as the specification's `betweenDate` says it: `刚刚`, `3分钟前`, `2小时前`, `5天前`, `4个月前`, `1年前`. */
export function elapsedText(since: Date, now = Date.now()): string {
  const elapsed = Math.max(0, now - since.getTime());
  if (elapsed < MINUTE) return '刚刚';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}分钟前`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}小时前`;
  if (elapsed < 30 * DAY) return `${Math.floor(elapsed / DAY)}天前`;
  if (elapsed < 365 * DAY) return `${Math.floor(elapsed / (30 * DAY))}个月前`;
  return `${Math.floor(elapsed / (365 * DAY))}年前`;
}
