import type { z } from 'zod';

/** What a declared field holds, as a form shows it: read from its schema, whatever wraps it. */
export type FieldKind =
  | { kind: 'text'; maxLength?: number; format?: string }
  | { kind: 'day' }
  | { kind: 'number' }
  | { kind: 'flag' }
  | { kind: 'choice' }
  | { kind: 'list' }
  | { kind: 'other' };

interface Def {
  type: string;
  format?: string;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
}

const defOf = (schema: z.ZodType) => schema._zod.def as Def;

/** `optional(…)`'s blank-as-null: a literal turned into something else. */
const isBlankAsNull = (schema: z.ZodType) => {
  const def = defOf(schema);
  return def.type === 'pipe' && defOf(def.in!).type === 'literal';
};

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);
const ASIDES = new Set(['null', 'literal', 'undefined']);

/**
 * The schema a value is checked by, out of what wraps it: optional, nullable or defaulted; the
 * blank and null a union also takes; a transform after it (a flag's text read as a boolean), or
 * the check after a conversion (a whole number's digits).
 */
function coreOf(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return coreOf(def.innerType!);
  if (def.type === 'union') {
    const kept = def.options!.filter((option) => !ASIDES.has(defOf(option).type) && !isBlankAsNull(option));
    return kept.length === 1 ? coreOf(kept[0]!) : schema;
  }
  if (def.type === 'pipe') {
    if (defOf(def.out!).type === 'transform') return coreOf(def.in!);
    // Text checked again after (an address of some form): its length is the text's; a conversion (digits to a number) is its result.
    const input = coreOf(def.in!);
    return defOf(input).type === 'string' ? input : coreOf(def.out!);
  }
  return schema;
}

/** What a field's schema holds: a text and its longest length, a calendar day, a number, a yes/no, one of fixed values, a list. */
export function fieldKindOf(schema: z.ZodType): FieldKind {
  const core = coreOf(schema);
  const def = defOf(core);
  switch (def.type) {
    case 'string': {
      if (def.format === 'date') return { kind: 'day' };
      const maxLength = (core as z.ZodString).maxLength ?? undefined;
      return { kind: 'text', maxLength, format: def.format };
    }
    case 'number':
      return { kind: 'number' };
    case 'boolean':
      return { kind: 'flag' };
    case 'enum':
      return { kind: 'choice' };
    case 'array':
      return { kind: 'list' };
    case 'union': {
      // A flag takes true/false or their text; a list of ids an array or comma-separated text.
      const kinds = def.options!.map(fieldKindOf);
      if (kinds.some(({ kind }) => kind === 'flag')) return { kind: 'flag' };
      if (kinds.some(({ kind }) => kind === 'list')) return { kind: 'list' };
      // Texts of several forms (an address or a network): text, as long as the longest.
      const lengths = kinds.map((option) => (option.kind === 'text' ? option.maxLength : undefined));
      if (!kinds.every(({ kind }) => kind === 'text')) return { kind: 'other' };
      return { kind: 'text', maxLength: lengths.includes(undefined) ? undefined : Math.max(...(lengths as number[])) };
    }
    default:
      return { kind: 'other' };
  }
}
