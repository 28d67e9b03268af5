import { z } from 'zod';

/**
 * What a record answers for a form field: the stored value, without the form's limits (a length, a
 * pattern, a range), which bind what is sent, not what was kept. A declaration's record is made of
 * these (`defineCrud`), so a field is declared once.
 */

/** The record form of a schema whose output the schema does not show (a transform's), at the type level. */
interface RecordFormed<R extends z.ZodType> {
  readonly '~recordForm'?: R;
}

/** A schema's record form as said (`record`), or as that of the schema it makes optional (`of`). */
const recordForms = new WeakMap<z.ZodType, { record: z.ZodType } | { of: z.ZodType }>();

/**
 * Says what a record answers for a field sent through `schema`, where its output does not show it: a
 * transform (a yes/no from `1`/`0`, ids from a comma-separated text), or files a form names by their ids.
 */
export function answeredAs<S extends z.ZodType, R extends z.ZodType>(schema: S, record: R): S & RecordFormed<R> {
  recordForms.set(schema, { record });
  return schema;
}

/** Says that a record answers for `schema` what it answers for `inner`, the schema it wraps (`optional` of crud.ts). */
export function answeredAsInner<S extends z.ZodType>(schema: S, inner: z.ZodType): S {
  recordForms.set(schema, { of: inner });
  return schema;
}

/** The member of `optional(schema)` that is the schema itself (the others make a blank null). */
type Unblanked<U> = U extends readonly [z.ZodType, z.ZodNull, infer S extends z.ZodType] ? S : never;

/** The record form of a field's schema, at the type level: what `recordFormOf` answers at run time. */
export type RecordForm<S> = S extends RecordFormed<infer R extends z.ZodType>
  ? R
  : S extends z.ZodOptional<infer I> | z.ZodNullable<infer I> | z.ZodDefault<infer I>
    ? RecordForm<I>
    : S extends z.ZodUnion<infer U> ? ([Unblanked<U>] extends [never] ? z.ZodType<NonNullable<z.output<S>>> : RecordForm<Unblanked<U>>)
      : z.ZodType<NonNullable<z.output<S>>>;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly']);
/** Schemas a record answers as they are: their limits, if any, are those of the stored value too. */
const AS_THEY_ARE = new Set(['enum', 'literal', 'object', 'record', 'unknown']);

/**
 * The record form of a field's schema: a text is a text, a whole number a whole number, whatever the
 * form's limits; optional and nullable wrappers come off (a declaration says which fields answer null).
 * A schema whose output cannot be read from it (a transform) is refused unless `answeredAs` said it.
 */
export function recordFormOf(schema: z.ZodType, field: string): z.ZodType {
  const declared = recordForms.get(schema);
  if (declared) return 'record' in declared ? declared.record : recordFormOf(declared.of, field);
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; out?: z.ZodType; element?: z.ZodType };
  if (WRAPPERS.has(def.type)) return recordFormOf(def.innerType!, field);
  if (AS_THEY_ARE.has(def.type)) return schema;
  switch (def.type) {
    case 'string': return z.string();
    case 'boolean': return z.boolean();
    case 'number': return (schema as z.ZodNumber).format === 'safeint' ? z.number().int() : z.number();
    case 'array': return z.array(recordFormOf(def.element!, field));
    case 'pipe': if (def.out!._zod.def.type !== 'transform') return recordFormOf(def.out!, field);
  }
  throw new Error(`${field}: what a record answers for this ${def.type} field is not known; say it with answeredAs or shownAs`);
}
