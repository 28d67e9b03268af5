/**
 * Refused sign-ins must not tell an unknown user from a known one by their time: an unknown user, a
 * wrong password and a disabled account, interleaved in rounds through the whole stack, throttling out
 * of the way. Budget: the medians of the three lie within 50 ms of each other. The tests check the
 * cause (one password verification each, the same answer); this measures the effect. Run with
 * `npm run bench:refused-sign-ins -w @console/bench`.
 */
import { buildApp } from '../apps/server/src/app.ts';
import { DEFAULT_LOGIN_THROTTLE, loadConfig } from '../apps/server/src/config/config.ts';
import { users } from '../apps/server/src/modules/users/users.table.ts';
import type { Database } from '../apps/server/src/platform/database.ts';
import { PasswordHasher } from '../apps/server/src/platform/passwords.ts';
import { onBothDatabases } from './side-by-side.ts';
import { BENCH_ENV } from './bench-env.ts';

const SPREAD_BUDGET_MS = 50;
const ROUNDS = 15;
const NO_THROTTLE = { account: 1_000_000, ip: 1_000_000 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function refusedSignIns(label: string, database: Database, dataDir: string): Promise<boolean> {
  const loginThrottle = { ...DEFAULT_LOGIN_THROTTLE, captchaAfter: NO_THROTTLE, delayAfter: NO_THROTTLE };
  const config = { ...loadConfig(BENCH_ENV), dataDir, adminPassword: 'bench-admin-password', logLevel: 'warn' as const, loginThrottle };
  const app = await buildApp(config, { database: { ...database, close: async () => undefined } });
  const passwords = new PasswordHasher();
  await database.db.insert(users).values({ username: 'disabled-dora', name: 'Dora', passwordHash: await passwords.hash('dora-password-1'), enabled: false });
  const attempts = { 'unknown user': ['no-such-user', 'whatever-123'], 'wrong password': ['admin', 'wrong-password'], 'disabled account': ['disabled-dora', 'dora-password-1'] };
  const times: Record<string, number[]> = {};
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [kind, [username, password]] of Object.entries(attempts)) {
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: '/yl1001/platform/api/user/login', payload: { username, password } });
      (times[kind] ??= []).push(performance.now() - started);
      if (response.statusCode !== 400) throw new Error(`${kind}: answered ${response.statusCode}`);
    }
  }
  await app.close();
  const medians = Object.fromEntries(Object.entries(times).map(([kind, values]) => [kind, median(values)]));
  const spread = Math.max(...Object.values(medians)) - Math.min(...Object.values(medians));
  const ok = spread <= SPREAD_BUDGET_MS;
  console.log(`\n${label}\n  ${ok ? 'ok  ' : 'FAIL'} refused sign-ins, median ms: ${Object.entries(medians).map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`).join(', ')}; spread ${spread.toFixed(1)} ms (budget ${SPREAD_BUDGET_MS})`);
  return !ok;
}

await onBothDatabases('refused-sign-ins', refusedSignIns);
