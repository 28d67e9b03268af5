import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@console/contract';
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

type Message = string | ((...args: never[]) => string);
interface Catalogue { readonly [key: string]: Message | Catalogue }

/** A message with arguments, recognised in its Chinese text: a pattern with a group for each argument. */
interface Template {
  pattern: RegExp;
  /** Which argument each group of the pattern is, in the order the Chinese text places them. */
  places: number[];
  english: (...args: string[]) => string;
  /** Characters the pattern matches literally: the most specific template is tried first. */
  literal: number;
}

/** An argument's place, as a message is called to see its text: characters of the private-use area, which no message has. */
const MARK = /\uE000(\d+)\uE001/g;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The template of a message function: it is called with a mark for each argument, and the marks
 * become groups (an argument said twice, the same text twice); undefined when some argument does not
 * appear in the text (it could not be read back).
 */
function templateOf(chinese: (...args: string[]) => string, english: (...args: string[]) => string): Template | undefined {
  const marks = Array.from({ length: chinese.length }, (_, index) => `\uE000${index}\uE001`);
  const parts = chinese(...marks).split(MARK);
  const places: number[] = [];
  let source = escaped(parts[0] ?? '');
  for (let index = 1; index < parts.length; index += 2) {
    const place = Number(parts[index]);
    const group = places.indexOf(place) + 1;
    if (group === 0) places.push(place);
    source += (group === 0 ? '([\\s\\S]*?)' : `\\${group}`) + escaped(parts[index + 1] ?? '');
  }
  if (places.length !== marks.length) return undefined;
  const literal = parts.filter((_, index) => index % 2 === 0).join('').length;
  return { pattern: new RegExp(`^${source}$`), places, english, literal };
}

interface Translator {
  /** The English of each message without arguments, by its Chinese. */
  texts: Map<string, string>;
  templates: Template[];
  /** Message functions whose text could not be read back (an argument it does not show): a test keeps it empty. */
  unreadable: string[];
}

function translatorOf(chinese: Catalogue, english: Catalogue): Translator {
  const translator: Translator = { texts: new Map(), templates: [], unreadable: [] };
  const walk = (zh: Catalogue, en: Catalogue, path: string) => {
    for (const [key, message] of Object.entries(zh)) {
      const other = en[key];
      if (typeof message === 'string') {
        if (!translator.texts.has(message)) translator.texts.set(message, other as string);
      } else if (typeof message === 'function') {
        const template = templateOf(message as (...args: string[]) => string, other as (...args: string[]) => string);
        if (template) translator.templates.push(template);
        else translator.unreadable.push(`${path}${key}`);
      } else walk(message, other as Catalogue, `${path}${key}.`);
    }
  };
  walk(chinese, english, '');
  translator.templates.sort((a, b) => b.literal - a.literal);
  return translator;
}

export const TRANSLATOR = translatorOf(MESSAGES as unknown as Catalogue, MESSAGES_EN as unknown as Catalogue);

/** Messages inside messages (a field's reason inside 参数错误) are read this deep. */
const MAX_DEPTH = 3;

function english(text: string, depth: number): string | undefined {
  const known = TRANSLATOR.texts.get(text);
  if (known !== undefined || depth > MAX_DEPTH) return known;
  for (const template of TRANSLATOR.templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const args: string[] = [];
    template.places.forEach((place, group) => {
      const value = match[group + 1] ?? '';
      args[place] = english(value, depth + 1) ?? value;
    });
    return template.english(...args);
  }
  return undefined;
}

/**
 * A text of the server's (a message of `MESSAGES`, with its arguments) in a language: the messages
 * are thrown in Chinese wherever they arise, and kept so in the logs; this reads one back (which
 * message, with which arguments, messages among them) and words it again in English. A text that is
 * no message (a provider's own reason) stays as it is.
 */
export function say(text: string, language: Language): string {
  return language === 'zh' ? text : (english(text, 0) ?? text);
}
