/**
 * A notice to everyone through the whole stack (HTTP call, stored, pushed by the message socket) next
 * to a bare `ws` server sending the same text, each to 10,000 connected clients, in alternating rounds.
 * Servers and clients each run in a process of their own. Budgets: the stack's time until the last
 * client has the notice is at most 1.25 times the bare server's, and each idle connection costs the
 * stack's server less than 30 kB of resident memory. Run with `npm run bench:realtime -w @console/bench`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';
import { BENCH_ENV } from './bench-env.ts';

const CLIENTS = 10_000;
const ROUNDS = 7;
const TIME_BUDGET = 1.25;
const MEMORY_BUDGET = 30 * 1024;
const PASSWORD = 'bench-admin-password';
const API = '/yl1001/platform/api';
/** Connections opened at once, within the servers' listen backlog. */
const OPENING_AT_ONCE = 200;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const residentBytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

type Command = { send: string } | { report: true };

/** `--stack`: the product, as `npm start` runs it, on the database and bus the environment names. */
async function serveStack(dataDir: string) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config/config.ts');
  const app = await buildApp({ ...loadConfig({ ...process.env, ...BENCH_ENV }), dataDir, adminPassword: PASSWORD, logLevel: 'warn' });
  process.send!(await app.listen({ port: 0, host: '127.0.0.1' }));
}

/** `--bare`: a `ws` server that sends a text to every client when told. */
async function serveBare() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(server, 'listening');
  process.on('message', (command: Command) => {
    if ('send' in command) for (const client of server.clients) client.send(command.send);
  });
  process.send!(`ws://127.0.0.1:${(server.address() as { port: number }).port}`);
}

/** `--clients`: opens one socket per address it is given; tells each time every socket has had a text, and the first text. */
function runClients() {
  let received = 0;
  process.once('message', async (urls: string[]) => {
    const open = async (url: string) => {
      const socket = new WebSocket(url);
      socket.on('message', (data) => {
        received += 1;
        if (received === 1) process.send!({ first: data.toString() });
        if (received % urls.length === 0) process.send!({ all: true });
      });
      await once(socket, 'open');
    };
    for (let start = 0; start < urls.length; start += OPENING_AT_ONCE) await Promise.all(urls.slice(start, start + OPENING_AT_ONCE).map(open));
    process.send!({ connected: urls.length });
  });
}

function child(role: string, env: NodeJS.ProcessEnv = process.env, ...args: string[]): ChildProcess {
  const started = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), role, ...args], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env });
  // The driver kills them when it is done; a part that ends on its own leaves the measurement without it.
  started.once('exit', (code, signal) => {
    if (signal !== null) return;
    console.error(`  FAIL the ${role.slice(2)} process ended (exit code ${code})`);
    process.exit(1);
  });
  return started;
}

/** The next IPC message of a child that matches. */
function next<T>(process: ChildProcess, matches: (message: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: T) => {
      if (!matches(message)) return;
      process.off('message', listener);
      resolve(message);
    };
    process.on('message', listener);
  });
}

async function signIn(address: string): Promise<string> {
  const response = await fetch(`${address}${API}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function ticketUrls(address: string, token: string): Promise<string[]> {
  const socketUrl = `${address.replace('http', 'ws')}${API}/message/ws?ticket=`;
  const urls: string[] = [];
  for (let start = 0; start < CLIENTS; start += 100) {
    const tickets = await Promise.all(Array.from({ length: 100 }, async () => {
      const response = await fetch(`${address}${API}/message/ws/ticket`, { method: 'POST', headers: { authorization: token } });
      return ((await response.json()) as { data: { ticket: string } }).data.ticket;
    }));
    urls.push(...tickets.map((ticket) => socketUrl + ticket));
  }
  return urls;
}

/** How long after `trigger` the clients tell that every one of them had the text. */
async function timeToAll(clients: ChildProcess, trigger: () => Promise<unknown> | void): Promise<number> {
  const all = next<{ all?: true }>(clients, (message) => message.all === true);
  const started = performance.now();
  await trigger();
  await all;
  return performance.now() - started;
}

async function measure(label: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  console.log(`\n${label}: ${CLIENTS} clients`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-bench-realtime-'));
  const stack = child('--stack', env, dataDir);
  const bare = child('--bare');
  const [stackAddress, bareAddress] = await Promise.all([next<string>(stack, () => true), next<string>(bare, () => true)]);
  const token = await signIn(stackAddress);
  const stackClients = child('--clients');
  const bareClients = child('--clients');
  const stackBefore = residentBytes(stack.pid!);
  const bareBefore = residentBytes(bare.pid!);
  stackClients.send(await ticketUrls(stackAddress, token));
  bareClients.send(Array.from({ length: CLIENTS }, () => bareAddress));
  await Promise.all([next(stackClients, (m: { connected?: number }) => m.connected !== undefined), next(bareClients, (m: { connected?: number }) => m.connected !== undefined)]);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const perConnection = (residentBytes(stack.pid!) - stackBefore) / CLIENTS;
  const barePerConnection = (residentBytes(bare.pid!) - bareBefore) / CLIENTS;

  let sent = 0;
  const sendNotice = () => fetch(`${stackAddress}${API}/message/send/all/topic`, {
    method: 'POST', headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ title: `系统升级通知 ${(sent += 1)}`, content: '本周六 22:00 至 24:00 平台升级，期间可能无法登录，请提前保存工作。', audience: 'all' }),
  }).then((response) => response.json());
  const first = next<{ first?: string }>(stackClients, (message) => message.first !== undefined);
  await timeToAll(stackClients, sendNotice);
  const payload = (await first).first!;
  await timeToAll(bareClients, () => void bare.send({ send: payload }));

  const ratios: number[] = [];
  const times = { stack: [] as number[], bare: [] as number[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const stackFirst = round % 2 === 0;
    const runStack = async () => times.stack.push(await timeToAll(stackClients, sendNotice));
    const runBare = async () => times.bare.push(await timeToAll(bareClients, () => void bare.send({ send: payload })));
    if (stackFirst) await runStack().then(runBare);
    else await runBare().then(runStack);
    ratios.push(times.stack.at(-1)! / times.bare.at(-1)!);
  }
  for (const process of [stackClients, bareClients, stack, bare]) process.kill();
  rmSync(dataDir, { recursive: true, force: true });

  const ratio = median(ratios);
  const timeOk = ratio <= TIME_BUDGET;
  const memoryOk = perConnection < MEMORY_BUDGET;
  console.log(`  ${timeOk ? 'ok  ' : 'FAIL'} notice to everyone (${payload.length} bytes): stack ${median(times.stack).toFixed(0)} ms, bare ws ${median(times.bare).toFixed(0)} ms, median round ratio ${ratio.toFixed(2)} (rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}; budget ${TIME_BUDGET})`);
  console.log(`  ${memoryOk ? 'ok  ' : 'FAIL'} resident memory per idle connection: stack ${(perConnection / 1024).toFixed(1)} kB, bare ws ${(barePerConnection / 1024).toFixed(1)} kB (budget ${MEMORY_BUDGET / 1024} kB)`);
  return timeOk && memoryOk;
}

async function drive() {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...embedded } = process.env;
  process.exit((await measure('Embedded (PGlite, in-process bus)', embedded)) ? 0 : 1);
}

const [role, argument] = process.argv.slice(2);
if (role === '--stack') void serveStack(argument!);
else if (role === '--bare') void serveBare();
else if (role === '--clients') runClients();
else void drive();
