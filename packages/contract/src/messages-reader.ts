/**
 * The shape of a catalogue (`MESSAGES`) in another language: the same keys, each message a text or,
 * where it takes arguments, a function of the same arguments.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : T[K] extends string ? string : Translation<T[K]>;
};

/** A message of a catalogue: a text, or a function of texts. */
type Message = string | ((...args: never[]) => string);

/** Messages by key, in groups: `MESSAGES`, or the messages a domain adds. */
export interface Catalogue { readonly [key: string]: Message | Catalogue }

/** A catalogue's messages in Chinese and in English, each with the same key (and arguments). */
export type CataloguePair = readonly [chinese: Catalogue, english: Catalogue];

/** Messages a domain adds to the catalogue: what it throws, in Chinese, and their English twins. */
export interface DomainMessages { readonly zh: Catalogue; readonly en: Catalogue }

/** A domain's messages, the English of each checked against the Chinese (every key, the same arguments). */
export const defineMessages = <const T extends Catalogue>(zh: T, en: Translation<T>): { zh: T; en: Translation<T> } => ({ zh, en });

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

/** Messages inside messages (a field's reason inside 参数错误) are read this deep. */
const MAX_DEPTH = 3;

/** Reads a Chinese text of the catalogues back to its message, and words it in English. */
export interface MessagesReader {
  /** The English of a message's Chinese text (with its arguments, messages among them), or undefined for a text that is no message. */
  english(text: string): string | undefined;
  /** Message functions whose text could not be read back (an argument it does not show): a test keeps it empty. */
  readonly unreadable: readonly string[];
}

/**
 * A reader of catalogues: an exact text from a map, a message with arguments from a pattern made by
 * calling its function with marks for the arguments (the most literal pattern first); arguments that
 * are themselves messages are read back in turn, the others (a name typed) stay as they are.
 */
export function readerOf(catalogues: readonly CataloguePair[]): MessagesReader {
  const texts = new Map<string, string>();
  const templates: Template[] = [];
  const unreadable: string[] = [];
  const walk = (zh: Catalogue, en: Catalogue, path: string) => {
    for (const [key, message] of Object.entries(zh)) {
      const other = en[key];
      if (typeof message === 'string') {
        if (!texts.has(message)) texts.set(message, other as string);
      } else if (typeof message === 'function') {
        const template = templateOf(message as (...args: string[]) => string, other as (...args: string[]) => string);
        if (template) templates.push(template);
        else unreadable.push(`${path}${key}`);
      } else walk(message, other as Catalogue, `${path}${key}.`);
    }
  };
  for (const [zh, en] of catalogues) walk(zh, en, '');
  templates.sort((a, b) => b.literal - a.literal);

  const english = (text: string, depth: number): string | undefined => {
    const known = texts.get(text);
    if (known !== undefined || depth > MAX_DEPTH) return known;
    for (const template of templates) {
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
  };
  return { english: (text) => english(text, 0), unreadable };
}
