import { randomUUID } from 'node:crypto';
import type { Cache } from '../../platform/cache/index.ts';
import { drawCaptcha, randomCaptchaText } from './captcha-image.ts';

const key = (id: string) => `captcha:${id}`;

/** Captchas live in the cache: they expire on their own and are deleted by the first check. */
export class CaptchaService {
  constructor(private readonly cache: Cache, private readonly ttlMs: number) {}

  async issue(): Promise<string> {
    const id = randomUUID();
    await this.cache.set(key(id), randomCaptchaText(), this.ttlMs);
    return id;
  }

  /** The image of a live captcha, or null when it expired or was used. */
  async image(id: string): Promise<string | null> {
    const text = await this.cache.get(key(id));
    return text === null ? null : drawCaptcha(text);
  }

  /** Checks an answer; the captcha is gone afterwards whatever the result. */
  async check(id: string, answer: string): Promise<boolean> {
    const text = await this.cache.take(key(id));
    return text !== null && text === answer.trim().toUpperCase();
  }
}
