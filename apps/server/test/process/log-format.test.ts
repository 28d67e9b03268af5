import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { ServerProcess } from './server-process.ts';

vi.setConfig({ testTimeout: 240_000 });

it('prints readable start lines with LOG_FORMAT=pretty, the one-time password among them', async () => {
  const DATA_DIR = await mkdtemp(path.join(tmpdir(), 'console-data-'));
  const server = new ServerProcess({ DATA_DIR, LOG_FORMAT: 'pretty' });
  try {
    await server.baseUrl();
    expect(server.output).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: Created the admin account\. One-time password, shown only now: [\w-]+$/m);
    expect(server.output).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Server listening at http:\/\/127\.0\.0\.1:\d+$/m);
    expect(server.output).not.toMatch(/^\{/m);
  } finally {
    await server.stop('SIGKILL');
    await rm(DATA_DIR, { recursive: true, force: true });
  }
});
