import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, ServerProcess } from './server-process.ts';

vi.setConfig({ testTimeout: 240_000 });

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'backup-test-password';

const started: ServerProcess[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.stop('SIGKILL')));
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function dataDir() {
  const folder = await mkdtemp(path.join(tmpdir(), 'console-backup-'));
  folders.push(folder);
  return folder;
}

function start(DATA_DIR: string) {
  const server = new ServerProcess({ DATA_DIR, ADMIN_PASSWORD: PASSWORD });
  started.push(server);
  return server;
}

/** Runs one of the built commands (`npm run backup` / `npm run restore`); its exit code and output. */
async function command(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const { DATABASE_URL, REDIS_URL, ...inherited } = process.env;
  return promisify(execFile)(process.execPath, [`dist/${name}.mjs`, ...args], { cwd: SERVER_DIR, env: { ...inherited, ...env } })
    .then(({ stdout, stderr }) => ({ code: 0, output: `${stdout}${stderr}`.trim() }), (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: `${error.stdout}${error.stderr}`.trim() }));
}

class Admin {
  constructor(private readonly api: string, private readonly token: string) {}

  static async of(server: ServerProcess) {
    const api = await server.baseUrl();
    return new Admin(api, (await login(api, 'admin', PASSWORD)).body.data.token!);
  }

  private async call(route: string, init: RequestInit = {}) {
    return fetch(`${this.api}${route}`, { ...init, headers: { authorization: this.token, ...init.headers } });
  }

  async upload(name: string, content: Buffer): Promise<number> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)], { type: 'text/plain' }), name);
    const answer = await this.call('/file/upload', { method: 'POST', body: form });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: { id: number } }).data.id;
  }

  async download(id: number): Promise<Buffer> {
    return Buffer.from(await (await this.call(`/file/download/${id}`)).arrayBuffer());
  }

  async addDictionary(type: string): Promise<boolean> {
    const answer = await this.call('/dict/add', { method: 'POST', body: new URLSearchParams({ type, name: type }) }).catch(() => undefined);
    return answer?.status === 200;
  }

  async dictionaryTypes(key: string): Promise<Set<string>> {
    const answer = await this.call(`/dict/search?key=${key}`);
    return new Set(((await answer.json()) as { data: { type: string }[] }).data.map((dict) => dict.type));
  }
}

describe('backup of a running instance and restore', () => {
  it('archives without stopping, under writes, and a restored folder starts with every write acknowledged before and every file byte for byte', async () => {
    const original = await dataDir();
    const server = start(original);
    const admin = await Admin.of(server);
    const stored = new Map<number, Buffer>();
    for (const name of ['合同.txt', 'notes.txt', '简历.txt']) {
      const content = Buffer.from(randomBytes(64 * 1024).toString('hex'));
      stored.set(await admin.upload(name, content), content);
    }

    const acknowledged: string[] = [];
    let writing = true;
    let next = 0;
    const writer = async () => {
      while (writing) {
        const type = `backup_${(next += 1)}`;
        if (await admin.addDictionary(type)) acknowledged.push(type);
      }
    };
    const writers = [writer(), writer()];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const beforeBackup = [...acknowledged];
    const backup = await command('backup', [], { DATA_DIR: original });
    writing = false;
    await Promise.all(writers);
    console.log(`backup: ${beforeBackup.length} writes acknowledged before it began, ${acknowledged.length - beforeBackup.length} while it was written`);
    expect(backup.code, backup.output).toBe(0);
    const [, archive] = backup.output.match(/^Backup written: (.+\.tar)$/m) ?? [];
    expect(archive).toBeDefined();
    expect(beforeBackup.length).toBeGreaterThan(0);
    expect(await server.stop('SIGTERM')).toBe(0);

    const restored = await dataDir();
    expect(await command('restore', [archive!, restored], {})).toEqual({ code: 0, output: `Restored into ${restored}: start the console with DATA_DIR=${restored}` });
    const restarted = start(restored);
    const again = await Admin.of(restarted);
    const types = await again.dictionaryTypes('backup_');
    expect(beforeBackup.filter((type) => !types.has(type))).toEqual([]);
    for (const [id, content] of stored) expect((await again.download(id)).equals(content), `file ${id}`).toBe(true);
    expect(await restarted.stop('SIGTERM')).toBe(0);

    expect(await command('restore', [archive!, restored], {})).toEqual({ code: 1, output: `The data folder ${restored} already holds a database: restore into a new folder.` });
    const notAnArchive = path.join(await dataDir(), 'notes.tar');
    await writeFile(notAnArchive, 'not a tar');
    const refused = await command('restore', [notAnArchive, await dataDir()], {});
    expect(refused).toEqual({ code: 1, output: `${notAnArchive} is not a backup of this console: TAR_BAD_ARCHIVE: Unrecognized archive format.` });
  });
});
