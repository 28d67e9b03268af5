import { wordsOf } from '@console/contract';

/**
 * Text a person typed, as a single-quoted TypeScript string literal: nothing it holds can end the
 * string, start a template, or break the line (labels are checked to be one line; this holds anyway).
 */
export function tsString(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\r/g, '\\r')
    .replace(/\n/g, '\\n')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `'${escaped}'`;
}

/** A field's name as English speakers read it: `maxPlaces` → `Max places`. */
export function englishOf(name: string): string {
  const text = wordsOf(name).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A number as code: whole numbers as they are, others with the digits they have. */
export const tsNumber = (value: number): string => (Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2))));
