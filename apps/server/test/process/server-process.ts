import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the server as `npm run build` does; the suite's global set-up does it once for every process started. */
export async function buildServer() {
  await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: SERVER_DIR });
}

/** The real product process, started from its build as an operator would, with its output kept for assertions. */
export class ServerProcess {
  readonly child: ChildProcess;
  output = '';
  private exited: Promise<number | null>;

  /** `root`: the folder holding the build (`dist/`) and the migrations, the server's own by default. */
  constructor(env: Record<string, string>, root = SERVER_DIR) {
    // The spawned product runs on its embedded default whatever the suite runs against.
    const { DATABASE_URL, REDIS_URL, ...inherited } = process.env;
    this.child = spawn(process.execPath, ['dist/main.mjs'], {
      cwd: root,
      // No balancer to wait for: SIGTERM closes at once unless a test says otherwise. The admin role's
      // second factor is not required but where a test asks for the product's default.
      env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DRAIN_SECONDS: '0', REQUIRE_TWO_FACTOR: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => (this.output += chunk.toString());
    this.child.stdout!.on('data', collect);
    this.child.stderr!.on('data', collect);
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
  }

  /** Resolves with the first match of `pattern` in the output so far or to come. */
  async waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray> {
    let match: RegExpMatchArray | null = null;
    await this.waitUntil(`${pattern}`, (output) => (match = output.match(pattern)) !== null, timeoutMs);
    return match!;
  }

  /** How many times the output so far holds `text`. */
  count(text: string): number {
    return this.output.split(text).length - 1;
  }

  /** Generous by default: creating the embedded database takes seconds, more on a busy machine. */
  async waitUntil(what: string, holds: (output: string) => boolean, timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!holds(this.output)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; output:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async baseUrl(): Promise<string> {
    const [, url] = await this.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    return `${url}/yl1001/platform/api`;
  }

  /** The exit code, once the process has exited by itself (a hang is caught by the test's own timeout). */
  exit(): Promise<number | null> {
    return this.exited;
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM') {
    if (this.child.exitCode === null) this.child.kill(signal);
    return this.exited;
  }
}

export async function login(api: string, username: string, password: string) {
  const response = await fetch(`${api}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  return { status: response.status, body: (await response.json()) as { code: number; data: { token?: string; mustChangePassword?: boolean } } };
}
