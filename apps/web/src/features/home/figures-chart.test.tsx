import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlatformFigures } from '@console/contract/home';
import '../../lib/i18n.ts';
import { FiguresChart } from './figures-chart.tsx';
import { chart } from '../../test/echarts-stand-in.ts';

const FIGURES: PlatformFigures = {
  users: 1, signedIn: 1, applications: 1, todosToday: 1,
  messagesByDay: [{ day: '2024-06-01', count: 3 }, { day: '2024-06-02', count: 5 }],
  usersByDay: [{ day: '2024-06-01', count: 1 }, { day: '2024-06-02', count: 0 }],
};

describe('figures chart', () => {
  it('draws the messages and new users of each day, says what it shows, and lets echarts go when it leaves', () => {
    const { getByRole, unmount } = render(<FiguresChart figures={FIGURES} height={200} />);
    expect(getByRole('img')).toHaveAccessibleName('近 14 天每日消息数与新增用户数');
    const option = chart.setOption.mock.calls.at(-1)![0];
    expect(option.xAxis.data).toEqual(['06-01', '06-02']);
    expect(option.series.map(({ name, data }: { name: string; data: number[] }) => [name, data])).toEqual([['每日消息', [3, 5]], ['新增用户', [1, 0]]]);
    unmount();
    expect(chart.dispose).toHaveBeenCalled();
  });
});
