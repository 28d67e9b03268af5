import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MonitorFigures } from '@console/contract/monitoring';
import { renderPage, scriptedApiForFile, shownErrorsForFile } from '../../test/api-harness.tsx';
import MonitoringPage from './monitoring.page.tsx';
import { chart } from '../../test/echarts-stand-in.ts';

const api = scriptedApiForFile();
const shown = shownErrorsForFile();
const GB = 1024 ** 3;

const FIGURES: MonitorFigures = {
  sampledEverySeconds: 5,
  machine: { hostname: 'console-1', platform: 'Linux 6.1 x64', cpuCount: 2, cpuModel: 'Test CPU', cpuPercent: 37.5, memoryTotalBytes: 8 * GB, memoryUsedBytes: 2 * GB, load: [0.5, 0.25, 0.1], uptimeSeconds: 90_061 },
  process: {
    pid: 42, version: '1.0.0', nodeVersion: 'v20.1.0', startedAt: '2026-01-01T00:00:00Z', uptimeSeconds: 3_720, cpuPercent: 12.5,
    rssBytes: 200 * 1024 ** 2, heapUsedBytes: 80 * 1024 ** 2, heapTotalBytes: 120 * 1024 ** 2, externalBytes: 0, eventLoop: { meanMs: 0.2, p50Ms: 0.1, p99Ms: 3.4, maxMs: 9 },
  },
  disk: { totalBytes: 100 * GB, freeBytes: 60 * GB, usedBytes: 40 * GB },
  database: { kind: 'postgresql', version: '16.4', sizeBytes: 30 * 1024 ** 2, connections: 7 },
  redis: null,
  http: {
    requestsPerSecond: 3.2, count: 120,
    routes: [
      { method: 'GET', route: '/yl1001/platform/api/user/info', count: 100, serverErrors: 0, requestsPerSecond: 3, meanMs: 2, p50Ms: 1.5, p95Ms: 4, p99Ms: 8 },
      { method: 'POST', route: '/yl1001/platform/api/user/login', count: 20, serverErrors: 2, requestsPerSecond: 0.2, meanMs: 30, p50Ms: 25, p95Ms: 60, p99Ms: 90 },
    ],
  },
  websocketConnections: 4,
  history: [
    { at: '2026-01-01T00:00:00Z', machineCpuPercent: 30, processCpuPercent: 10, machineMemoryPercent: 25, rssBytes: 1, heapUsedBytes: 1, eventLoopP99Ms: 2, requestsPerSecond: 1 },
    { at: '2026-01-01T00:00:05Z', machineCpuPercent: 37.5, processCpuPercent: 12.5, machineMemoryPercent: 25, rssBytes: 2, heapUsedBytes: 2, eventLoopP99Ms: 3.4, requestsPerSecond: 3.2 },
  ],
};

const render = () => renderPage(<MonitoringPage />, { name: 'system-monitoring-menu', url: '/sys/system-monitoring-menu', perms: ['view'] });

beforeEach(() => {
  chart.setOption.mockClear();
  api.reset({ '/monitor/figures': () => ({ data: FIGURES }) });
});

describe('system monitoring', () => {
  it('shows the machine, the process, the database and the sockets', async () => {
    render();
    expect(await screen.findByText('console-1')).toBeInTheDocument();
    expect(screen.getByText('2.0 GB / 8.0 GB')).toBeInTheDocument();
    expect(screen.getByText('40.0 GB / 100.0 GB')).toBeInTheDocument();
    expect(screen.getByText('1 天 1 小时 1 分')).toBeInTheDocument();
    expect(screen.getByText('PostgreSQL 16.4 · 大小 30.0 MB · 连接数 7')).toBeInTheDocument();
    expect(screen.getByText('未配置（使用进程内缓存）')).toBeInTheDocument();
    expect(screen.getByText('3.2 · 累计请求 120')).toBeInTheDocument();
  });

  it('draws the last samples as charts', async () => {
    render();
    expect(await screen.findByRole('img', { name: '近十分钟服务器与进程的 CPU 使用率' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '近十分钟每秒请求数与事件循环延迟' })).toBeInTheDocument();
    await waitFor(() => expect(chart.setOption).toHaveBeenCalled());
    const cpu = chart.setOption.mock.calls.map(([option]) => option).find((option) => option.series[0].name === '服务器 CPU %');
    expect(cpu.series.map(({ data }: { data: number[] }) => data)).toEqual([[30, 37.5], [10, 12.5]]);
    expect(cpu.xAxis.data).toHaveLength(2);
  });

  it('lists the routes with their percentiles and server errors, searched by path', async () => {
    render();
    expect(await screen.findByText('/yl1001/platform/api/user/login')).toBeInTheDocument();
    expect(screen.getByText('90')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: '按地址搜索' }), 'info');
    await waitFor(() => expect(screen.queryByText('/yl1001/platform/api/user/login')).not.toBeInTheDocument());
    expect(screen.getByText('/yl1001/platform/api/user/info')).toBeInTheDocument();
  });

  it('offers to ask again when the figures cannot be loaded', async () => {
    api.reset({ '/monitor/figures': () => ({ status: 500, desc: '服务器内部错误，请稍后再试' }) });
    render();
    expect(await screen.findByRole('button', { name: /^重\s*试$/ })).toBeInTheDocument();
    expect(shown).toContain('服务器内部错误，请稍后再试');
    api.reset({ '/monitor/figures': () => ({ data: FIGURES }) });
    await userEvent.click(screen.getByRole('button', { name: /^重\s*试$/ }));
    expect(await screen.findByText('console-1')).toBeInTheDocument();
  });
});
