import { describe, expect, it } from 'vitest';
import { formatDateTime } from './cells.tsx';

describe('date and time of a cell', () => {
  it('shows an instant as local year-month-day hours:minutes:seconds', () => {
    expect(formatDateTime('2024-05-01T08:09:10')).toBe('2024-05-01 08:09:10');
    expect(formatDateTime(new Date(2024, 11, 31, 23, 5, 0).toISOString())).toBe('2024-12-31 23:05:00');
  });

  it('shows text that is no instant as it is', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
