import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, ServerProcess } from './server-process.ts';

vi.setConfig({ testTimeout: 600_000 });

const PASSWORD = 'faults-test-password';
const KILLS = Number(process.env.CRASH_KILLS ?? 10);
const WRITERS = 4;

let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await server?.stop('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A signed-in admin of a running server, calling its API as the web app would. */
class Client {
  constructor(readonly api: string, readonly token: string) {}

  /** Signs in, or goes on with a session from before a restart. */
  static async of(process: ServerProcess, token?: string): Promise<Client> {
    const api = await process.baseUrl();
    return new Client(api, token ?? (await login(api, 'admin', PASSWORD)).body.data.token!);
  }

  /** The answer's data, or throws: a refusal is a failure of the test, a broken connection an unknown outcome. */
  async call<T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.api}${route}`, {
      method,
      headers: { authorization: this.token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: number; data: T; status_desc: string };
    if (response.status !== 200) throw new Refused(`${method} ${route}: ${response.status} ${envelope.status_desc}`);
    return envelope.data;
  }

  /** The usernames of every user creation in the log: its operations, or its access changes for one given roles. */
  async loggedCreations(): Promise<Set<string>> {
    const found = new Set<string>();
    for (const kind of ['operation', 'access']) {
      for (let pageNumber = 1; ; pageNumber += 1) {
        const page = await this.call<{ records: { body: string }[]; total: number }>('GET', `/log/list/${kind}?route=/user/save&pageSize=100&pageNumber=${pageNumber}`);
        for (const { body } of page.records) found.add((JSON.parse(body) as { username: string }).username);
        if (pageNumber * 100 >= page.total) break;
      }
    }
    return found;
  }

  async usersNamed(prefix: string): Promise<Map<string, StoredUser>> {
    const found = new Map<string, StoredUser>();
    for (let pageNumber = 1; ; pageNumber += 1) {
      const page = await this.call<{ records: (StoredUser & { username: string })[]; total: number }>(
        'GET', `/user/list?username=${prefix}&pageSize=100&pageNumber=${pageNumber}&sort=id&order=asc`);
      for (const { username, id, name, roleIds } of page.records) found.set(username, { id, name, roleIds: [...roleIds].sort() });
      if (pageNumber * 100 >= page.total) return found;
    }
  }
}

class Refused extends Error {}

interface StoredUser { id: number; name: string; roleIds: number[] }

/** A user as the writer last knew it: what acknowledged writes made it, or the outcomes an unanswered write allows. */
type Known = { user: StoredUser | undefined } | { either: (StoredUser | undefined)[] };

/**
 * One writer's users and what it knows of them. A writer has one request in flight at a time, so
 * after a kill at most one of its changes is unanswered, and that change must be wholly applied or
 * not at all.
 */
class Writer {
  readonly known = new Map<string, Known>();
  /** The users whose creation was answered: each must be in the operation log. */
  readonly created: string[] = [];
  acknowledged = 0;
  unanswered = 0;
  private serial = 0;

  constructor(private readonly prefix: string, private readonly roleIds: number[]) {}

  private present(): [string, StoredUser][] {
    return [...this.known].flatMap(([username, known]) => ('user' in known && known.user ? [[username, known.user] as [string, StoredUser]] : []));
  }

  /** Mixed writes until the connection breaks: creates (user and role rows), updates, bulk deletes. */
  async run(client: Client, stop: { now: boolean }): Promise<void> {
    while (!stop.now) {
      const present = this.present();
      const choice = present.length < 4 ? 0 : this.serial % 3;
      try {
        if (choice === 0) await this.create(client);
        else if (choice === 1) await this.update(client, present[this.serial % present.length]!);
        else await this.deleteSome(client, present.slice(0, 3));
        this.acknowledged += 1;
      } catch (error) {
        if (error instanceof Refused) throw error;
        return;
      }
    }
  }

  private async create(client: Client) {
    const username = `${this.prefix}-${(this.serial += 1)}`;
    const wanted = { name: `Name ${this.serial}`, roleIds: this.roleIds };
    this.known.set(username, { either: [undefined, { id: 0, ...wanted }] });
    const saved = await client.call<StoredUser>('POST', '/user/save', { username, password: 'crash-user-password', ...wanted });
    this.known.set(username, { user: { id: saved.id, ...wanted } });
    this.created.push(username);
  }

  private async update(client: Client, [username, before]: [string, StoredUser]) {
    const after = { id: before.id, name: `Renamed ${(this.serial += 1)}`, roleIds: before.roleIds.length === 2 ? this.roleIds.slice(0, 1) : this.roleIds };
    this.known.set(username, { either: [before, after] });
    await client.call('POST', '/user/update', after);
    this.known.set(username, { user: after });
  }

  private async deleteSome(client: Client, doomed: [string, StoredUser][]) {
    this.serial += 1;
    for (const [username, user] of doomed) this.known.set(username, { either: [user, undefined] });
    await client.call('POST', '/user/delete', { ids: doomed.map(([, user]) => user.id) });
    for (const [username] of doomed) this.known.set(username, { user: undefined });
  }

  /** Compares with what the server has; settles unanswered writes to what it finds. Returns the differences. */
  reconcile(stored: Map<string, StoredUser>): string[] {
    const problems: string[] = [];
    const same = (a: StoredUser | undefined, b: StoredUser | undefined) =>
      a === undefined || b === undefined ? a === b : a.name === b.name && a.roleIds.join() === b.roleIds.join() && (a.id === 0 || a.id === b.id);
    for (const [username, known] of this.known) {
      const found = stored.get(username);
      if ('user' in known && !same(known.user, found)) problems.push(`${username}: acknowledged ${JSON.stringify(known.user)}, found ${JSON.stringify(found)}`);
      if ('either' in known && !known.either.some((outcome) => same(outcome, found))) problems.push(`${username}: half applied, found ${JSON.stringify(found)}`);
      if ('either' in known) this.unanswered += 1;
      this.known.set(username, { user: found });
    }
    return problems;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until each writer has had one more write acknowledged, so every kill lands among writes the
 * server has taken, however slow a busy machine makes the restart; gives up after 60 s.
 */
async function everyWriterAcknowledgedOnce(writers: Writer[]): Promise<void> {
  const before = writers.map((writer) => writer.acknowledged);
  const deadline = Date.now() + 60_000;
  while (writers.some((writer, n) => writer.acknowledged === before[n])) {
    if (Date.now() > deadline) throw new Error('a writer had no write acknowledged within 60 s');
    await pause(20);
  }
}

describe('kill -9 during writes (embedded database)', () => {
  it(`starts after each of ${KILLS} kills with every acknowledged write, its entry in the operation log, and no half-applied change`, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'console-crash-'));
    const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD };
    server = new ServerProcess(env);
    let client = await Client.of(server);
    const roles = await Promise.all(['crash-a', 'crash-b'].map((code) => client.call<{ id: number }>('POST', '/role/save', { code, name: code })));
    const writers = Array.from({ length: WRITERS }, (_, n) => new Writer(`crash${n}`, roles.map((role) => role.id).sort()));
    const problems: string[] = [];

    for (let kill = 0; kill < KILLS; kill += 1) {
      const stop = { now: false };
      const writing = writers.map((writer) => writer.run(client, stop));
      await everyWriterAcknowledgedOnce(writers);
      await pause(Math.random() * 1000);
      server.child.kill('SIGKILL');
      stop.now = true;
      await Promise.all(writing);
      await server.stop();

      server = new ServerProcess(env);
      client = await Client.of(server, client.token);
      const stored = await client.usersNamed('crash');
      problems.push(...writers.flatMap((writer) => writer.reconcile(stored)));
    }

    const total = (count: (writer: Writer) => number) => writers.reduce((sum, writer) => sum + count(writer), 0);
    console.info(`${KILLS} kills: ${total((w) => w.acknowledged)} acknowledged writes, ${total((w) => w.unanswered)} rows under unanswered writes, ${problems.length} problems`);
    expect(problems).toEqual([]);
    expect(total((w) => w.unanswered), 'kills that caught writes in flight').toBeGreaterThan(0);
    const logged = await client.loggedCreations();
    expect(writers.flatMap((writer) => writer.created.filter((username) => !logged.has(username))), 'answered creations missing from the log').toEqual([]);
    // Entries written from the journals of killed runs joined the one hash chain like the others.
    expect(await client.call('GET', '/log/verify')).toMatchObject({ intact: true, broken: null });
    expect(await server.stop('SIGTERM')).toBe(0);
  });
});

/** A user creation whose body is sent in two parts: the second when `finish` is called. Resolves with the status. */
function halfSentCreation(client: Client, username: string) {
  const body = JSON.stringify({ username, password: 'drain-user-password', name: username });
  const half = Math.floor(body.length / 2);
  const request = http.request(`${client.api}/user/save`, {
    method: 'POST',
    headers: { authorization: client.token, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => response.resume().on('end', () => resolve(response.statusCode!)));
    request.on('error', reject);
  });
  request.write(body.slice(0, half));
  return { answer, finish: () => request.end(body.slice(half)) };
}

describe('SIGTERM', () => {
  it('tells balancers at once, lets the requests in flight finish, exits 0 and starts clean with their writes', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'console-drain-'));
    // Requests are logged at debug; draining lasts long enough to ask for readiness meanwhile (its end is not awaited).
    const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'debug', DRAIN_SECONDS: '1' };
    server = new ServerProcess(env);
    const client = await Client.of(server);
    const usernames = Array.from({ length: 40 }, (_, n) => `drain-${n}`);
    const seenBefore = server.count('incoming request');
    // Each body arrives in two parts with the signal in between: the requests are certainly in flight when it comes.
    const requests = usernames.map((username) => halfSentCreation(client, username));
    await server.waitUntil('the requests to arrive', () => server!.count('incoming request') >= seenBefore + usernames.length);
    server.child.kill('SIGTERM');
    await server.waitFor(/SIGTERM received/);
    const origin = new URL(client.api).origin;
    const readiness = await fetch(`${origin}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    for (const request of requests) request.finish();

    expect(await Promise.all(requests.map((request) => request.answer))).toEqual(usernames.map(() => 200));
    expect(await server.exit()).toBe(0);
    const [, afterSignal] = server.output.split('SIGTERM received');
    expect(afterSignal, 'some requests were still in flight when the signal came').toContain('request completed');

    server = new ServerProcess(env);
    const stored = await (await Client.of(server, client.token)).usersNamed('drain-');
    expect([...stored.keys()].sort()).toEqual([...usernames].sort());
  });
});
