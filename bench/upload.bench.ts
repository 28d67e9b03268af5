/**
 * A 200 MB upload to the local provider, the server in a process of its own so that its resident
 * memory is its own. Budgets: the server's resident memory rises by less than 64 MB during the upload,
 * and the upload runs at least half as fast as copying the same file on disk. Run with
 * `npm run bench:upload -w @console/bench`.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_ENV } from './bench-env.ts';

const MB = 1024 * 1024;
const FILE_BYTES = 200 * MB;
const MEMORY_BUDGET = 64 * MB;
const SPEED_BUDGET = 0.5;
const PASSWORD = 'bench-admin-password';
const API = '/yl1001/platform/api';
const ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** `--serve`: the server side, started by the driver below. */
async function serve(dataDir: string) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config/config.ts');
  const app = await buildApp({ ...loadConfig(BENCH_ENV), dataDir, adminPassword: PASSWORD, logLevel: 'warn', databaseUrl: undefined, redisUrl: undefined });
  console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
}

/** Raises the configured upload size limit, as an administrator would on 系统配置. */
async function allowUploadsOf(address: string, token: string, bytes: number): Promise<void> {
  const call = async (pathAndQuery: string, init: RequestInit = {}) =>
    ((await (await fetch(`${address}${API}${pathAndQuery}`, { ...init, headers: { authorization: token, 'content-type': 'application/json' } })).json()) as { code: number; data: { id: number } });
  const setting = await call('/config/select/upload.maxSizeMb');
  const saved = await call('/config/edit', { method: 'POST', body: JSON.stringify({ id: setting.data.id, value: String(Math.ceil(bytes / MB)) }) });
  if (saved.code !== 200) throw new Error('could not raise the upload size limit');
}

const residentBytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

async function writeTextFile(file: string) {
  const out = createWriteStream(file);
  const line = Buffer.from('一行上传测试文本 upload benchmark line of text 0123456789\n');
  const block = Buffer.concat(Array.from({ length: Math.ceil(MB / line.length) }, () => line)).subarray(0, MB);
  for (let written = 0; written < FILE_BYTES; written += MB) if (!out.write(block)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

/** Sends the file as a browser would (multipart), streamed from the disk in 1 MB reads. */
async function upload(address: string, token: string, file: string): Promise<void> {
  const boundary = '----console-upload-bench';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.txt"\r\nContent-Type: text/plain\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(`${address}${API}/file/upload`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + statSync(file).size + tail.length },
  });
  const answered = once(request, 'response') as Promise<[http.IncomingMessage]>;
  request.write(head);
  await pipeline(createReadStream(file, { highWaterMark: MB }), request, { end: false });
  request.end(tail);
  const [response] = await answered;
  const body = JSON.parse(await text(response)) as { code: number; status_desc: string };
  if (body.code !== 200) throw new Error(`upload refused: ${body.status_desc}`);
}

async function drive() {
  const work = mkdtempSync(path.join(tmpdir(), 'upload-bench-'));
  const file = path.join(work, 'source.txt');
  await writeTextFile(file);
  const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', path.join(work, 'data')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(server.stdout, 'data')) as [Buffer];
  const address = line.toString().trim();
  try {
    const login = await fetch(`${address}${API}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await allowUploadsOf(address, token, 2 * FILE_BYTES);
    const cold = residentBytes(server.pid!);
    await upload(address, token, file); // warms the server up: the measured uploads find their code loaded
    const warm = residentBytes(server.pid!);

    const before = residentBytes(server.pid!);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server.pid!))), 10);
    // Alternating rounds, the median of each: the disk's write-back makes single runs vary.
    const uploads: number[] = [];
    const copies: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      uploads.push(await timed(() => upload(address, token, file)));
      copies.push(await timed(() => copyFile(file, path.join(work, `copy-${round}.txt`))));
    }
    clearInterval(sampler);
    const uploadMs = median(uploads);
    const copyMs = median(copies);

    const rise = peak - before;
    const speed = copyMs / uploadMs;
    console.log(`200 MB upload to the local provider (median of ${ROUNDS}): ${uploadMs.toFixed(0)} ms (${(FILE_BYTES / MB / (uploadMs / 1000)).toFixed(0)} MB/s)`);
    console.log(`copying the same file on disk (median of ${ROUNDS}):       ${copyMs.toFixed(0)} ms (${(FILE_BYTES / MB / (copyMs / 1000)).toFixed(0)} MB/s)`);
    console.log(`upload speed / copy speed: ${speed.toFixed(2)} (budget ≥ ${SPEED_BUDGET}) ${speed >= SPEED_BUDGET ? 'ok' : 'OVER BUDGET'}`);
    console.log(`server resident memory: ${(before / MB).toFixed(0)} MB before, ${(peak / MB).toFixed(0)} MB at the peak, +${(rise / MB).toFixed(1)} MB (budget < 64 MB) ${rise < MEMORY_BUDGET ? 'ok' : 'OVER BUDGET'}`);
    console.log(`the first upload (code loading, buffers): ${(cold / MB).toFixed(0)} MB before it, ${(warm / MB).toFixed(0)} MB after it`);
    if (rise >= MEMORY_BUDGET || speed < SPEED_BUDGET) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!);
else await drive();
