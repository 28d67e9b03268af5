import { vi } from 'vitest';

/**
 * `echarts/core` in the web tests (the suite's alias): jsdom has no canvas, so what a chart would
 * draw is what it hands echarts. One module for every file, so that files with charts share their
 * worker's loaded modules instead of loading them anew; `src/test/setup.ts` clears it after each test.
 */
export const chart = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };

export const use = vi.fn();

export const init = vi.fn(() => chart);

export function clearChartStandIn() {
  for (const spy of [chart.setOption, chart.resize, chart.dispose, use, init]) spy.mockClear();
}
