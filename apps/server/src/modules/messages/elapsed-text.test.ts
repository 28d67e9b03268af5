import { describe, expect, it } from 'vitest';
import { elapsedText } from './elapsed-text.ts';

const NOW = Date.parse('2026-12-06T08:00:00Z');
const ago = (ms: number) => new Date(NOW - ms);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('how long ago a message came', () => {
  it('is said as the specification says it, and in English for a reader of English', () => {
    const cases: [number, string, string][] = [
      [59_000, '刚刚', 'just now'],
      [MINUTE, '1分钟前', '1 minute ago'],
      [3 * MINUTE + 59_000, '3分钟前', '3 minutes ago'],
      [2 * 60 * MINUTE, '2小时前', '2 hours ago'],
      [5 * DAY, '5天前', '5 days ago'],
      [4 * 30 * DAY, '4个月前', '4 months ago'],
      [364 * DAY, '12个月前', '12 months ago'],
      [400 * DAY, '1年前', '1 year ago'],
    ];
    for (const [elapsed, zh, en] of cases) {
      expect(elapsedText(ago(elapsed), NOW), zh).toBe(zh);
      expect(elapsedText(ago(elapsed), NOW, 'en'), en).toBe(en);
    }
  });

  it('says a time from a clock ahead of this one as just now', () => {
    expect(elapsedText(new Date(NOW + MINUTE), NOW)).toBe('刚刚');
  });
});
