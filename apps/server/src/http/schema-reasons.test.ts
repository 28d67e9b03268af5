import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { say } from './language.ts';
import { schemaReason } from './schema-reasons.ts';

/** Values the schemas refuse, one of each kind of reason the server meets. */
const REFUSED: [string, z.ZodType, unknown][] = [
  ['a type', z.string(), 5],
  ['a number for nothing', z.number(), undefined],
  ['an instance', z.date(), 'today'],
  ['one value', z.literal('on'), 'off'],
  ['an option', z.enum(['a', 'b']), 'c'],
  ['a text too long', z.string().max(3), 'abcd'],
  ['a text too short', z.string().min(3), 'ab'],
  ['a number too big', z.number().max(5), 6],
  ['a number too small', z.number().gt(5), 5],
  ['a list too long', z.array(z.number()).max(1), [1, 2]],
  ['a pattern', z.string().regex(/^\d+$/), 'x'],
  ['a start', z.string().startsWith('ab'), 'x'],
  ['an e-mail', z.email(), 'x'],
  ['a URL', z.url(), 'x'],
  ['a date', z.iso.date(), 'x'],
  ['an address', z.ipv4(), 'x'],
  ['a multiple', z.number().multipleOf(3), 4],
  ['unknown keys', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }],
  ['a union', z.union([z.string(), z.number()]), true],
];

const reasonOf = (schema: z.ZodType, value: unknown, error: z.core.$ZodErrorMap) => schema.safeParse(value, { error }).error!.issues[0]!.message;

describe('the schema library\'s reasons', () => {
  it.each(REFUSED)('of %s are worded as its Chinese locale words them, and read back in English', (_kind, schema, value) => {
    const chinese = reasonOf(schema, value, schemaReason);
    expect(chinese).toBe(reasonOf(schema, value, z.locales.zhCN().localeError));
    expect(say(chinese, 'en')).not.toMatch(/\p{Script=Han}/u);
  });

  it('read back as the library words them in English', () => {
    expect(say(reasonOf(z.string().max(3), 'abcd', schemaReason), 'en')).toBe(reasonOf(z.string().max(3), 'abcd', z.locales.en().localeError));
    expect(say(reasonOf(z.number(), undefined, schemaReason), 'en')).toBe('Invalid input: expected number, received undefined');
  });
});
