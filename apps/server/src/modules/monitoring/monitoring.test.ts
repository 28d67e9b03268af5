import { describe, expect, it } from 'vitest';
import { API_BASE } from '@console/contract';
import { type MonitorFigures } from '@console/contract/monitoring';
import { scaleOut, useFileApp } from '../../../test/harness.ts';

const METRICS_TOKEN = 'scrape-token-0123456789abcdef';
const t = useFileApp({ serviceTokens: { metrics: METRICS_TOKEN } });

const figures = async (token = t.admin) => {
  const answer = await t.call('GET', '/monitor/figures', { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as MonitorFigures;
};
const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('system monitoring', () => {
  it('answers the machine, the process, the data folder, the database, Redis and the history of samples', async () => {
    const data = await figures();
    expect(data.sampledEverySeconds).toBe(5);
    expect(data.machine.cpuCount).toBeGreaterThan(0);
    expect(data.machine.memoryUsedBytes).toBeLessThanOrEqual(data.machine.memoryTotalBytes);
    expect(data.machine.load).toHaveLength(3);
    expect(data.process).toMatchObject({ pid: process.pid, nodeVersion: process.version, version: '1.0.0' });
    expect(data.process.heapUsedBytes).toBeGreaterThan(0);
    expect(data.process.eventLoop.p99Ms).toBeGreaterThanOrEqual(0);
    expect(data.disk!.totalBytes).toBeGreaterThan(data.disk!.freeBytes);
    expect(data.database).toMatchObject({ kind: scaleOut ? 'postgresql' : 'embedded', connections: expect.any(Number) });
    expect(data.database!.sizeBytes).toBeGreaterThan(1_000_000);
    if (scaleOut) expect(data.redis!.connectedClients).toBeGreaterThan(0);
    else expect(data.redis).toBeNull();
    expect(data.history.length).toBeGreaterThanOrEqual(1);
    expect(data.history.at(-1)).toMatchObject({ machineCpuPercent: expect.any(Number), heapUsedBytes: expect.any(Number) });
    expect(data.websocketConnections).toBe(0);
  });

  it('counts the requests of each route by its pattern, with their latency percentiles and server errors', async () => {
    await Promise.all(Array.from({ length: 5 }, () => t.call('GET', '/dictData/getByType/sex', { token: t.admin })));
    await t.call('GET', '/no/such/route');
    const { http } = await figures();
    const info = http.routes.find((route) => route.route === `${API_BASE}/dictData/getByType/:type` && route.method === 'GET');
    expect(info).toMatchObject({ count: 5, serverErrors: 0 });
    expect(info!.p50Ms).toBeGreaterThan(0);
    expect(info!.p50Ms).toBeLessThanOrEqual(info!.p99Ms);
    expect(http.routes.find((route) => route.route === '(unmatched)')).toMatchObject({ method: '*', count: 1 });
    expect(http.count).toBeGreaterThanOrEqual(6);
  });

  it('refuses the figures to a user without the page', async () => {
    await t.createUser('no-monitor', 'no-monitor-pass-1', { 'user-manage': ['view'] });
    const token = await t.login('no-monitor', 'no-monitor-pass-1');
    expect((await t.call('GET', '/monitor/figures', { token })).statusCode).toBe(403);
    expect((await t.call('GET', '/monitor/figures')).statusCode).toBe(401);
  });
});

describe('Prometheus metrics', () => {
  it('answers the text format to the configured bearer token, at the site root', async () => {
    await t.call('GET', '/dictData/getByType/sex', { token: t.admin });
    const answer = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toMatch(new RegExp(`http_request_duration_seconds_count\\{method="GET",route="${API_BASE}/dictData/getByType/:type"\\} \\d+`));
    expect(answer.body).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(answer.body).toMatch(/^nodejs_heap_used_bytes \d+/m);
    expect(answer.body).toMatch(/^database_size_bytes \d+/m);
    expect(answer.body).toMatch(/^websocket_connections 0$/m);
  });

  it('answers a session of the monitoring page, and refuses a wrong token or none', async () => {
    expect((await scrape(t.admin)).statusCode).toBe(200);
    expect((await scrape(`Bearer ${METRICS_TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape()).statusCode).toBe(401);
    await t.createUser('viewer', 'viewer-pass-1', { 'system-monitoring-menu': ['view'] });
    expect((await scrape(await t.login('viewer', 'viewer-pass-1'))).statusCode).toBe(200);
    await t.createUser('other', 'other-pass-1', { 'redis-manage': ['view'] });
    expect((await scrape(await t.login('other', 'other-pass-1'))).statusCode).toBe(403);
  });

  it('opens nothing else with the metrics token', async () => {
    expect((await t.call('GET', '/monitor/figures', { token: METRICS_TOKEN })).statusCode).toBe(401);
    expect((await t.call('GET', '/cache/figures', { token: `Bearer ${METRICS_TOKEN}` })).statusCode).toBe(401);
  });
});
