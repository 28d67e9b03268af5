import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '../../src/platform/database.ts';
import { login, SERVER_DIR, ServerProcess } from './server-process.ts';

vi.setConfig({ testTimeout: 240_000 });

const started: ServerProcess[] = [];
const folders: string[] = [];

function start(env: Record<string, string>, root?: string) {
  const server = new ServerProcess(env, root);
  started.push(server);
  return server;
}

async function dataDir() {
  const folder = await mkdtemp(path.join(tmpdir(), 'console-data-'));
  folders.push(folder);
  return folder;
}

/** Works on the embedded database of a stopped product's data folder. */
async function inDatabaseOf<T>(folder: string, work: (client: PGlite) => Promise<T>): Promise<T> {
  const client = await createPglite({ dataDir: path.join(folder, 'pgdata') });
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.stop('SIGKILL')));
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('first start, restart and shutdown', () => {
  it('prints a one-time admin password, refuses default ones, keeps data over a restart and exits 0 on SIGTERM', async () => {
    const DATA_DIR = await dataDir();
    // As installed: the administrators' role requires two factors, and the start says so.
    const first = start({ DATA_DIR, REQUIRE_TWO_FACTOR: '' });
    const [, password] = await first.waitFor(/One-time password, shown only now: ([\w-]+)/);
    expect(first.output).toContain('required of the roles that ask for it');
    const api = await first.baseUrl();
    const signedIn = await login(api, 'admin', password!);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.data.token!;
    // Nobody chose the printed password: it must be replaced before the admin can do anything else.
    expect(signedIn.body.data.mustChangePassword).toBe(true);
    const refused = (await (await fetch(`${api}/role/select`, { headers: { authorization: token } })).json()) as { status_desc: string };
    expect(refused.status_desc).toBe('请先修改初始密码');
    for (const guess of ['admin', '123456', 'admin123']) expect((await login(api, 'admin', guess)).status).toBe(400);

    expect(await first.stop('SIGTERM')).toBe(0);

    const second = start({ DATA_DIR, ADMIN_PASSWORD: 'ignored-after-first-start' });
    const api2 = await second.baseUrl();
    // The summary is told after the server listens: once it is there, the whole of it is.
    await second.waitFor(/REQUIRE_TWO_FACTOR=false: no role requires it/);
    expect(second.output).not.toContain('One-time password');
    expect((await login(api2, 'admin', password!)).status).toBe(200);
    expect((await fetch(`${api2}/user/info`, { headers: { authorization: token } })).status).toBe(200);
  });

  it('seeds once per build: a restart of the same build skips the seeding, a start of another build seeds again', async () => {
    const DATA_DIR = await dataDir();
    const captchaSettings = async () => inDatabaseOf(DATA_DIR, async (client) => (await client.query(`select key from settings where key = 'login.captcha'`)).rows.length);
    const startAndStop = async () => {
      const server = start({ DATA_DIR, ADMIN_PASSWORD: 'seed-once-Pa55word' });
      await server.baseUrl();
      expect(await server.stop('SIGTERM')).toBe(0);
    };
    await startAndStop();
    // Behind the product's back: a row its seeding adds when missing goes.
    await inDatabaseOf(DATA_DIR, (client) => client.query(`delete from settings where key = 'login.captcha'`));
    await startAndStop();
    expect(await captchaSettings()).toBe(0);

    await inDatabaseOf(DATA_DIR, (client) => client.query(`update seed_mark set build_id = 'an-earlier-build'`));
    await startAndStop();
    expect(await captchaSettings()).toBe(1);
  });

  it('stops at once on an invalid setting, naming it', async () => {
    const server = start({ DATA_DIR: await dataDir(), PORT: 'eighty' });
    expect(await server.exit()).toBe(1);
    expect(server.output).toContain('PORT');
  });
});

describe('a start that cannot succeed', () => {
  /** The process's exit code and its output's lines; a stack trace is no way to tell an operator the cause. */
  async function failedStart(env: Record<string, string>, root?: string) {
    const server = start(env, root);
    const code = await server.exit();
    const lines = server.output.trim().split('\n');
    expect(lines.filter((line) => /^\s+at /.test(line))).toEqual([]);
    return { code, last: lines.at(-1) };
  }

  it('says in one line that the data folder cannot be used', async () => {
    const notAFolder = path.join(await dataDir(), 'a-file');
    await writeFile(notAFolder, '');
    expect(await failedStart({ DATA_DIR: notAFolder })).toEqual({ code: 1, last: expect.stringContaining(`The data folder DATA_DIR=${notAFolder} cannot be used: `) });
  });

  it('says in one line that the build\'s initial database cannot be loaded', async () => {
    // A copy of the build beside the real one (inside the ignored dist/, where the packages still resolve), its initial database damaged.
    const root = await mkdtemp(path.join(SERVER_DIR, 'dist', 'damaged-'));
    folders.push(root);
    await mkdir(path.join(root, 'dist'));
    await copyFile(path.join(SERVER_DIR, 'dist/main.mjs'), path.join(root, 'dist/main.mjs'));
    for (const kept of ['drizzle', 'package.json']) await symlink(path.join(SERVER_DIR, kept), path.join(root, kept));
    const initial = path.join(root, 'dist/pgdata-initial.tar.gz');
    await writeFile(initial, 'not an archive');
    const failed = await failedStart({ DATA_DIR: await dataDir() }, root);
    expect(failed).toEqual({ code: 1, last: expect.stringContaining(`The build's initial database ${initial} cannot be loaded (`) });
  });

  it('says in one line that PostgreSQL refuses', async () => {
    const failed = await failedStart({ DATA_DIR: await dataDir(), DATABASE_URL: 'postgres://postgres@127.0.0.1:1/console' });
    expect(failed).toEqual({ code: 1, last: expect.stringContaining('Cannot reach PostgreSQL at DATABASE_URL (127.0.0.1:1)') });
  });

  it('says in one line that the port is in use, before it makes or opens a database', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const DATA_DIR = await dataDir();
      const failed = await failedStart({ DATA_DIR, PORT: String(port), ADMIN_PASSWORD: 'port-test-password' });
      expect(failed).toEqual({ code: 1, last: `Cannot listen on 127.0.0.1:${port}: another process uses this port. Stop it or set PORT to another port.` });
      expect(existsSync(path.join(DATA_DIR, 'pgdata'))).toBe(false);
    } finally {
      taken.close();
    }
  });
});

describe('data folder lock', () => {
  it('makes a second process on the same folder exit, naming the folder and the holder, while the first keeps serving', async () => {
    const DATA_DIR = await dataDir();
    const first = start({ DATA_DIR, ADMIN_PASSWORD: 'lock-test-password' });
    const api = await first.baseUrl();

    const second = start({ DATA_DIR });
    expect(await second.exit()).toBe(1);
    expect(second.output).toContain(DATA_DIR);
    expect(second.output).toContain(String(first.child.pid));

    expect((await login(api, 'admin', 'lock-test-password')).status).toBe(200);
  });
});

describe('crash during the first start', () => {
  it('starts cleanly after being killed while creating its database', async () => {
    const DATA_DIR = await dataDir();
    const doomed = start({ DATA_DIR, ADMIN_PASSWORD: 'crash-test-password' });
    const staging = path.join(DATA_DIR, 'pgdata.creating');
    while (!existsSync(staging)) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await doomed.stop('SIGKILL');

    const next = start({ DATA_DIR, ADMIN_PASSWORD: 'crash-test-password' });
    const api = await next.baseUrl();
    expect((await login(api, 'admin', 'crash-test-password')).status).toBe(200);
  });

  it('starts cleanly after being killed while migrating and seeding', async () => {
    const DATA_DIR = await dataDir();
    const doomed = start({ DATA_DIR, ADMIN_PASSWORD: 'crash-test-password' });
    while (!existsSync(path.join(DATA_DIR, 'pgdata'))) await new Promise((resolve) => setTimeout(resolve, 5));
    await doomed.stop('SIGKILL');

    const next = start({ DATA_DIR, ADMIN_PASSWORD: 'crash-test-password' });
    const api = await next.baseUrl();
    expect((await login(api, 'admin', 'crash-test-password')).status).toBe(200);
  });
});
