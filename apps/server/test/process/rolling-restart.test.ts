import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import WebSocket from 'ws';
import { API_BASE } from '@console/contract';
import { databaseUrl, dropDatabase, runPrefix, TEST_ADMIN_PASSWORD, withAdminClient } from '../template.ts';
import { freePort, Nginx } from './nginx.ts';
import { login, ServerProcess } from './server-process.ts';

vi.setConfig({ testTimeout: 240_000 });

const base = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/** What a test opened, stopped after it. */
const opened: { stop(): Promise<unknown> }[] = [];
afterAll(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.stop();
});

/** One instance on its own port and data folder, sharing the database and Redis; started again on the same port. */
class Instance {
  process: ServerProcess;

  constructor(readonly port: number, private readonly env: Record<string, string>) {
    this.process = this.start();
    opened.push({ stop: () => this.process.stop('SIGKILL') });
  }

  private start(): ServerProcess {
    return new ServerProcess({ ...this.env, PORT: String(this.port) });
  }

  /** Resolves once it says it can serve. */
  async ready(): Promise<void> {
    for (;;) {
      if (this.process.child.exitCode !== null) throw new Error(`instance ${this.port} exited:\n${this.process.output}`);
      if ((await fetch(`http://127.0.0.1:${this.port}/readyz`).then((answer) => answer.status, () => 0)) === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** SIGTERM, its exit code, then a new process on the same port, ready. */
  async restart(): Promise<number | null> {
    const code = await this.process.stop('SIGTERM');
    this.process = this.start();
    await this.ready();
    return code;
  }
}

/** Calls through the proxy with the admin's session; every answer other than 200, or a broken connection, is a failure. */
class Caller {
  readonly failures: string[] = [];
  calls = 0;

  constructor(private readonly origin: string, readonly token: string) {}

  async call(method: 'GET' | 'POST', route: string, form?: Record<string, string>): Promise<boolean> {
    this.calls += 1;
    try {
      const answer = await fetch(`${this.origin}${API_BASE}${route}`, {
        method,
        headers: { authorization: this.token, ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
        body: form && new URLSearchParams(form),
      });
      const text = await answer.text();
      if (answer.status === 200) return true;
      this.failures.push(`${method} ${route}: ${answer.status} ${text.slice(0, 200)}`);
    } catch (error) {
      this.failures.push(`${method} ${route}: ${(error as Error).message} ${String((error as Error).cause ?? '')}`);
    }
    return false;
  }
}

/** The admin's message socket through the proxy, opened again (with a new ticket) whenever it closes, as the web app does. */
class ReconnectingSocket {
  readonly titles: string[] = [];
  opens = 0;
  private socket?: WebSocket;
  private stopped = false;

  constructor(private readonly origin: string, private readonly caller: Caller) {}

  async open(): Promise<void> {
    while (!this.stopped) {
      const ticket = await fetch(`${this.origin}${API_BASE}/message/ws/ticket`, { method: 'POST', headers: { authorization: this.caller.token } })
        .then(async (answer) => (answer.ok ? ((await answer.json()) as { data: { ticket: string } }).data.ticket : undefined), () => undefined);
      const socket = ticket && new WebSocket(`${this.origin.replace('http', 'ws')}${API_BASE}/message/ws?ticket=${ticket}`);
      if (socket && (await new Promise<boolean>((resolve) => socket.once('open', () => resolve(true)).once('error', () => resolve(false))))) {
        this.opens += 1;
        this.socket = socket;
        socket.on('message', (data) => {
          const event = JSON.parse(data.toString()) as { type: string; message?: { title: string } };
          if (event.type === 'message' && event.message) this.titles.push(event.message.title);
        });
        socket.once('close', () => void this.open());
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.socket?.terminate();
  }
}

/** Writes (a new dictionary each) and reads from several callers at once until stopped; the types of the acknowledged writes. */
function steadyLoad(caller: Caller, runId: string) {
  const acknowledged: string[] = [];
  let running = true;
  let next = 0;
  const writer = async () => {
    while (running) {
      const type = `roll_${runId}_${(next += 1)}`;
      if (await caller.call('POST', '/dict/add', { type, name: `滚动重启 ${next}` })) acknowledged.push(type);
    }
  };
  const reader = async () => {
    while (running) {
      await caller.call('GET', '/user/info');
      await caller.call('GET', '/dict/getAll');
    }
  };
  const loops = [writer(), writer(), writer(), reader()];
  return {
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe.runIf(base && redisUrl)('rolling restart behind nginx (PostgreSQL and Redis)', () => {
  it('loses no request and no acknowledged write, and the message socket reconnects and gets the next message', async () => {
    const database = `${runPrefix(inject('runId'))}_rolling`;
    await withAdminClient(base!, (client) => client.query(`create database ${database}`));
    opened.push({ stop: () => withAdminClient(base!, (client) => dropDatabase(client, database)) });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'console-rolling-'));
    opened.push({ stop: () => rm(dataDir, { recursive: true, force: true }) });
    const env = {
      DATABASE_URL: databaseUrl(base!, database), REDIS_URL: redisUrl!, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      DATA_DIR: dataDir, DRAIN_SECONDS: '1', OPERATION_LOG: 'false', TRUSTED_PROXIES: '127.0.0.1',
    };
    // The first migrates and seeds the new database; the second starts on it.
    const first = new Instance(await freePort(), env);
    await first.ready();
    const second = new Instance(await freePort(), env);
    await second.ready();
    const nginx = await Nginx.start([first.port, second.port]);
    opened.push(nginx);

    const signedIn = await login(`${nginx.origin}${API_BASE}`, 'admin', TEST_ADMIN_PASSWORD);
    const caller = new Caller(nginx.origin, signedIn.body.data.token!);
    const socket = new ReconnectingSocket(nginx.origin, caller);
    opened.push(socket);
    await socket.open();
    const load = steadyLoad(caller, randomUUID().slice(0, 8));

    expect(await first.restart()).toBe(0);
    expect(await second.restart()).toBe(0);
    await load.stop();

    console.log(`rolling restart: ${caller.calls} requests through the proxy, ${load.acknowledged.length} acknowledged writes, the socket opened ${socket.opens} times`);
    expect(caller.failures).toEqual([]);
    expect(load.acknowledged.length).toBeGreaterThan(0);
    const found = await fetch(`${nginx.origin}${API_BASE}/dict/search?key=roll_`, { headers: { authorization: caller.token } });
    const stored = new Set(((await found.json()) as { data: { type: string }[] }).data.map((dict) => dict.type));
    expect(load.acknowledged.filter((type) => !stored.has(type))).toEqual([]);

    // Each instance closed the socket it held when it stopped: the socket opened again at least once.
    await expect.poll(() => socket.opens, { timeout: 30_000 }).toBeGreaterThan(1);
    const sent = await fetch(`${nginx.origin}${API_BASE}/message/send/all/topic`, {
      method: 'POST', headers: { authorization: caller.token, 'content-type': 'application/json' },
      body: JSON.stringify({ title: '滚动重启之后', content: '两个实例都已重启', audience: 'all' }),
    });
    expect(sent.status).toBe(200);
    await expect.poll(() => socket.titles, { timeout: 30_000 }).toContain('滚动重启之后');
  });
});
