import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Redis } from 'ioredis';
import { API } from './helpers.ts';

/** The server the specs' own server runs: built before them (playwright.config.ts). */
const MAIN = fileURLToPath(new URL('../../apps/server/dist/main.mjs', import.meta.url));

export interface SecondConsole {
  /** Its address, e.g. `http://127.0.0.1:18091`. */
  base: string;
  stop(): void;
}

/**
 * Another console than the specs' server, started by a spec on the loopback with a data folder of its
 * own and the web app the specs' server built: a partner site (an OpenID provider), or an install
 * whose cache the spec can read (`REDIS_URL`). Resolves once it answers.
 */
export async function startSecondConsole(request: APIRequestContext, port: number, env: Record<string, string>): Promise<SecondConsole> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'console-e2e-second-')),
      LOG_LEVEL: 'warn', DRAIN_SECONDS: '0', DATABASE_URL: '', REDIS_URL: '', REQUIRE_TWO_FACTOR: 'false', ...env,
    },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 120; tries += 1) {
    if (await request.get(`${base}${API}/user/initCaptcha`).then((response) => response.ok(), () => false)) return { base, stop: () => child.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the second console did not start on ${base}`);
}

/** The Redis a second console keeps its cache in when started with it: `REDIS_URL`, or the one on the loopback every machine of the project runs. */
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** The server's default key prefix in the cache. */
const KEY_PREFIX = 'console:';

/**
 * The answer of the next captcha issued to the page by a second console whose cache is `redis`: known
 * only to the server, which keeps it there. Called before what has it issued.
 */
export async function nextCaptchaAnswer(page: Page, redis: Redis): Promise<string> {
  const issued = await page.waitForResponse((response) => response.url().endsWith('/user/initCaptcha'));
  const captchaId = ((await issued.json()) as { data: string }).data;
  const answer = await redis.get(`${KEY_PREFIX}captcha:${captchaId}`);
  expect(answer).toBeTruthy();
  return answer!;
}
