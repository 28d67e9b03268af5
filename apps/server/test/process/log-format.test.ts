import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { ServerProcess } from './server-process.ts';

vi.setConfig({ testTimeout: 240_000 });

it('prints readable start lines with LOG_FORMAT=pretty, and one block saying where things are, the one-time password last', async () => {
  const DATA_DIR = await mkdtemp(path.join(tmpdir(), 'console-data-'));
  const server = new ServerProcess({ DATA_DIR, LOG_FORMAT: 'pretty' });
  try {
    await server.baseUrl();
    await server.waitFor(/Admin account/);
    expect(server.output).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Server listening at http:\/\/127\.0\.0\.1:\d+$/m);
    const [summary] = server.output.match(/^\[[\d:.]+\] WARN: Console started\n(?: {2}.*\n)+/m) ?? [];
    expect(summary?.split('\n').slice(1, -1).map((line) => line.trim().split(/\s{2,}/))).toEqual([
      ['Address', expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/)],
      ['Database', `embedded (PGlite) in ${DATA_DIR}/pgdata`],
      ['Redis', 'none: captchas, sign-in throttling and messages are kept in this process'],
      ['Outbound calls', 'to public addresses only (OUTBOUND_ALLOW opens internal ones)'],
      ['Demo data', 'not loaded (DEMO_DATA=true loads it)'],
      ['Storage', `local folder ${DATA_DIR}/files`],
      ['Two-factor sign-in', 'REQUIRE_TWO_FACTOR=false: no role requires it (for development, tests and demos only); accounts that enrolled still give their code'],
      ['Admin account', expect.stringMatching(/^admin, created now\. One-time password, shown only now: [\w-]+$/)],
    ]);
    expect(server.output).not.toMatch(/^\{/m);
  } finally {
    await server.stop('SIGKILL');
    await rm(DATA_DIR, { recursive: true, force: true });
  }
});
