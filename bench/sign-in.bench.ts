/**
 * Sign-in through the whole stack (POST /user/login of the admin, over HTTP) next to the argon2id
 * verification alone at the same parameters, both 4 at a time, in alternating rounds
 * (`side-by-side.ts`), on PGlite and (when DATABASE_URL is set) on PostgreSQL. The verification is
 * most of a sign-in's work by design; budget: the stack keeps at least 0.85 of its rate, so what a
 * sign-in does besides (throttling, the session, the sign-in log) costs at most 15 %. Run with
 * `npm run bench:sign-in -w @console/bench`. Next to it, for reference, the same verification behind a
 * Fastify route that does nothing else: the share HTTP and the load generator take on this machine.
 */
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { users } from '../apps/server/src/modules/users/users.table.ts';
import type { Database } from '../apps/server/src/platform/database.ts';
import { PasswordHasher } from '../apps/server/src/platform/passwords.ts';
import { onBothDatabases, reported, ROUND_SECONDS, sideBySide, throughput, type Round } from './side-by-side.ts';
import { BENCH_ENV } from './bench-env.ts';

const BUDGET = 0.85;
const AT_A_TIME = 4;
const PASSWORD = 'bench-admin-password';

/** Verifications of the admin's stored hash, `AT_A_TIME` at once for `seconds`, as a round. */
async function verifications(passwords: PasswordHasher, passwordHash: string, seconds: number): Promise<Round> {
  const until = performance.now() + seconds * 1_000;
  const latencies: number[] = [];
  const verifier = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      if (!(await passwords.verify(passwordHash, PASSWORD))) throw new Error('the admin password did not verify');
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: AT_A_TIME }, verifier));
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p99: Math.round(latencies[Math.floor(latencies.length * 0.99)]!) };
}

async function signIns(label: string, database: Database, dataDir: string): Promise<boolean> {
  console.log(`\n${label}`);
  const passwords = new PasswordHasher();
  const app = await buildApp({ ...loadConfig(BENCH_ENV), dataDir, adminPassword: PASSWORD, logLevel: 'warn' }, { database: { ...database, close: async () => undefined }, passwords });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const [admin] = await database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.username, 'admin'));
  const passwordHash = admin!.passwordHash;
  const result = await sideBySide(
    (seconds) => throughput(`${address}/yl1001/platform/api/user/login`, { 'content-type': 'application/json' }, seconds, { method: 'POST', body: JSON.stringify({ username: 'admin', password: PASSWORD }) }, AT_A_TIME),
    (seconds = ROUND_SECONDS) => verifications(passwords, passwordHash, seconds),
  );
  await app.close();
  const held = reported(`sign-in of the admin, ${AT_A_TIME} at a time, against argon2id verification alone`, result, BUDGET);
  await httpFloor(passwords, passwordHash);
  return !held;
}

/**
 * The same verification behind a Fastify route that does nothing else, against the verification
 * alone: what HTTP and the load generator cost on this machine before the product does anything.
 * Shown for reference, without a budget.
 */
async function httpFloor(passwords: PasswordHasher, passwordHash: string): Promise<void> {
  const floor = Fastify();
  floor.post('/login', async (request) => {
    if (!(await passwords.verify(passwordHash, (request.body as { password: string }).password))) throw new Error('the admin password did not verify');
    return { code: 200, msg: '', data: {} };
  });
  const address = await floor.listen({ port: 0, host: '127.0.0.1' });
  const { ratio, spread } = await sideBySide(
    (seconds) => throughput(`${address}/login`, { 'content-type': 'application/json' }, seconds, { method: 'POST', body: JSON.stringify({ username: 'admin', password: PASSWORD }) }, AT_A_TIME),
    (seconds = ROUND_SECONDS) => verifications(passwords, passwordHash, seconds),
  );
  await floor.close();
  console.log(`  (reference) a Fastify route doing only the verification keeps ${ratio.toFixed(2)} of it (rounds ${spread.map((r) => r.toFixed(2)).join('–')})`);
}

await onBothDatabases('sign-in', signIns);
