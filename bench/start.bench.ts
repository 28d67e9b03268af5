/**
 * How long the product takes from `node apps/server/dist/main.mjs` to its first answer, restarting on
 * an existing embedded database and starting on a new one (migrations, seeding, the admin account),
 * each next to a bare Fastify server that opens the same database (bare-start.mjs), in alternating
 * rounds. Not a test: run `npm run build` first, then `npm run bench:start -w @console/bench`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { BENCH_ENV } from './bench-env.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PRODUCT = path.join(ROOT, 'apps/server/dist/main.mjs');
const BARE = fileURLToPath(new URL('bare-start.mjs', import.meta.url));
const ROUNDS = Number(process.env.START_ROUNDS ?? 7);
const BUDGETS_MS = { restart: 1_500, fresh: 5_000 };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Milliseconds from spawning `script` on `dataDir` to its first answer of GET /healthz; then stops it. */
async function timeToFirstAnswer(script: string, dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...BENCH_ENV, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: 'start-bench-password', LOG_LEVEL: 'warn', LOG_FORMAT: 'json', DRAIN_SECONDS: '0', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode} before answering`);
    if (await fetch(`http://127.0.0.1:${port}/healthz`).then((answer) => answer.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const elapsed = performance.now() - started;
  child.kill('SIGTERM');
  await exited;
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!existsSync(PRODUCT)) throw new Error('No build: run `npm run build` first');
  const work = await mkdtemp(path.join(tmpdir(), 'console-start-bench-'));
  const fresh = async () => mkdtemp(path.join(work, 'data-'));
  try {
    // Each side restarts on a folder of its own, made by its own first start (unmeasured).
    const productData = await fresh();
    const bareData = await fresh();
    await timeToFirstAnswer(PRODUCT, productData);
    await timeToFirstAnswer(BARE, bareData);
    const samples = { restart: { product: [] as number[], bare: [] as number[] }, fresh: { product: [] as number[], bare: [] as number[] } };
    for (let round = 0; round < ROUNDS; round += 1) {
      const sides = round % 2 === 0 ? (['product', 'bare'] as const) : (['bare', 'product'] as const);
      for (const side of sides) {
        const script = side === 'product' ? PRODUCT : BARE;
        samples.restart[side].push(await timeToFirstAnswer(script, side === 'product' ? productData : bareData));
        samples.fresh[side].push(await timeToFirstAnswer(script, await fresh()));
      }
    }
    let within = true;
    for (const kind of ['restart', 'fresh'] as const) {
      const product = median(samples[kind].product);
      const bare = median(samples[kind].bare);
      const ok = product <= BUDGETS_MS[kind];
      within &&= ok;
      console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${kind} to the first answer: product ${product.toFixed(0)} ms (runs ${samples[kind].product.map((ms) => ms.toFixed(0)).join(', ')}), bare Fastify on the same database ${bare.toFixed(0)} ms, ratio ${(product / bare).toFixed(2)} (budget ${BUDGETS_MS[kind]} ms)`);
    }
    process.exitCode = within ? 0 : 1;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
