import type { FastifyRequest } from 'fastify';
import { DOMAIN_MESSAGES, MESSAGES, readerOf } from '@console/contract';
import { MESSAGES_EN } from '@console/contract/messages.en';

/** The languages the server answers in: the specification's Chinese, and English for who asks for it. */
export type Language = 'zh' | 'en';

/**
 * The language a request asks for: English when the caller's `Accept-Language` prefers English to
 * Chinese (the web app sends its own language), Chinese otherwise, and when it says nothing.
 */
export function languageOf(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (!header) return 'zh';
  let best: Language = 'zh';
  let bestWeight = 0;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const language = tag.startsWith('en') ? 'en' : tag.startsWith('zh') ? 'zh' : undefined;
    if (!language) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (weight > bestWeight) [best, bestWeight] = [language, weight];
  }
  return best;
}

/**
 * The reader of the server's messages: the catalogue, and the messages the domains add (those the code
 * generator made carry their own, in both languages).
 */
export const READER = readerOf([[MESSAGES, MESSAGES_EN], ...DOMAIN_MESSAGES]);

/**
 * A text of the server's (a message of `MESSAGES`, with its arguments) in a language: the messages
 * are thrown in Chinese wherever they arise, and kept so in the logs; this reads one back (which
 * message, with which arguments, messages among them) and words it again in English. A text that is
 * no message (a provider's own reason) stays as it is.
 */
export function say(text: string, language: Language): string {
  return language === 'zh' ? text : (READER.english(text) ?? text);
}
