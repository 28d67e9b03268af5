/**
 * API throughput on the embedded default, against budgets. Not a test: run with `npm run bench`.
 * Starts the real app on a fresh data folder, then loads it from this process with autocannon.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { BENCH_ENV } from './bench-env.ts';

const API = '/yl1001/platform/api';
const PASSWORD = 'bench-admin-password';

interface Case { name: string; path: string; budgetRps: number; authorised: boolean }

const CASES: Case[] = [
  { name: 'captcha id (no database)', path: '/user/initCaptcha', budgetRps: 5_000, authorised: false },
  { name: 'user info (session check + 3 queries)', path: '/user/info', budgetRps: 400, authorised: true },
  { name: 'menu nav of admin', path: '/menu/nav/platform', budgetRps: 300, authorised: true },
];

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'console-bench-'));
  const app = await buildApp({ ...loadConfig(BENCH_ENV), dataDir, adminPassword: PASSWORD, logLevel: 'warn', port: 0 });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}${API}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  let failed = false;
  for (const c of CASES) {
    const result = await autocannon({
      url: `${address}${API}${c.path}`,
      connections: 10,
      duration: 5,
      headers: c.authorised ? { authorization: token } : {},
    });
    const rps = Math.round(result.requests.average);
    const ok = rps >= c.budgetRps && result.non2xx === 0;
    failed ||= !ok;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${c.name}: ${rps} req/s (budget ${c.budgetRps}), p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);
  }
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
}

void main();
