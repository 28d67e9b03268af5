import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config.ts';
import { startTestApp } from './harness.ts';

describe('log format', () => {
  it('is readable at a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT');
  });

  it('keeps a handed-in stream on JSON even when the format is pretty', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const app = await startTestApp({ logLevel: 'debug', logFormat: 'pretty' }, { logStream: stream });
    const answered = await app.call('GET', '/user/initCaptcha');
    await app.close();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const requestLines = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string }).filter((line) => line.msg.endsWith('request') || line.msg === 'request completed');
    expect(requestLines.map(({ msg, reqId }) => ({ msg, reqId }))).toEqual([
      { msg: 'incoming request', reqId: answered.headers['x-request-id'] },
      { msg: 'request completed', reqId: answered.headers['x-request-id'] },
    ]);
  });
});

describe('request log', () => {
  /** The JSON lines an app logs at `info` while `work` runs. */
  async function loggedDuring(slowRequestMs: number, work: (app: Awaited<ReturnType<typeof startTestApp>>) => Promise<unknown>) {
    const lines: Record<string, unknown>[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean).map((line) => JSON.parse(line))));
    const app = await startTestApp({ logLevel: 'info', slowRequestMs }, { logStream: stream });
    await work(app);
    await app.close();
    return lines.filter((line) => line.msg === 'request completed');
  }

  it('leaves answered requests at debug, and tells refusals at info and slow answers at warn with the address', async () => {
    let refusedId: unknown;
    const completed = await loggedDuring(60_000, async (app) => {
      await app.call('GET', '/user/initCaptcha');
      await app.app.inject({ method: 'GET', url: '/healthz' });
      refusedId = (await app.call('GET', '/no/such/route')).headers['x-request-id'];
    });
    expect(completed).toEqual([expect.objectContaining({ level: 30, reqId: refusedId, req: expect.objectContaining({ method: 'GET', url: '/yl1001/platform/api/no/such/route' }), res: { statusCode: 404 } })]);

    const slow = await loggedDuring(1, (app) => app.call('POST', '/user/login', { form: { username: 'admin', password: 'not-the-password' } }));
    expect(slow).toEqual([expect.objectContaining({ level: 40, req: expect.objectContaining({ method: 'POST', url: '/yl1001/platform/api/user/login' }) })]);
  });
});
