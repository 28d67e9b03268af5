import { z } from 'zod';

/**
 * Personal data of people other than the caller (GB/T 22239 8.1.4.11, ASVS V8): a record field marked
 * `personal(kind, schema)` is masked in every answer that carries it — lists, trees, a saved record, the
 * exports made from them — and read in full only through its declaration's `personal` route, by holders
 * of the permission `PERSONAL_DATA_PAGE`, each answer recorded in the operation log.
 */
export const PERSONAL_KINDS = ['phone', 'email'] as const;
export type PersonalKind = (typeof PERSONAL_KINDS)[number];

/** The character masked values hide with: neither a phone number nor an e-mail address the forms take has one. */
export const MASK_CHAR = '*';

/** `13800138001` → `138****8001`: the network's prefix and the last four digits. Shorter text shows nothing. */
export const maskPhone = (phone: string): string =>
  (phone.length >= 8 ? `${phone.slice(0, 3)}${MASK_CHAR.repeat(4)}${phone.slice(-4)}` : MASK_CHAR.repeat(4));

/** `zhouming@example.com` → `z***@example.com`: the first character and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}${MASK_CHAR.repeat(3)}${at > 0 ? email.slice(at) : ''}`;
}

const MASKS: Record<PersonalKind, (value: string) => string> = { phone: maskPhone, email: maskEmail };

/** A value of this kind as answers show it; blank and null stay as they are. */
export const maskPersonal = (kind: PersonalKind, value: unknown): unknown =>
  (typeof value === 'string' && value !== '' ? MASKS[kind](value) : value);

/** Whether a value is one a mask made: a form holding it has not been given the real value. */
export const isMasked = (value: unknown): boolean => typeof value === 'string' && value.includes(MASK_CHAR);

const personalData = z.registry<{ personal: PersonalKind }>();

/** Marks a record field as a person's phone or e-mail: every answer carrying it shows it masked. */
export function personal<T extends z.ZodType>(kind: PersonalKind, schema: T): T {
  personalData.add(schema, { personal: kind });
  return schema;
}

const kindOf = (schema: z.ZodType): PersonalKind | undefined => personalData.get(schema)?.personal;

/** The schema inside `nullable`, `optional` and `default`, with the first personal mark met on the way. */
function unwrapped(schema: z.ZodType): { inner: z.ZodType; kind: PersonalKind | undefined } {
  let inner = schema;
  let kind = kindOf(inner);
  while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) {
    inner = inner.unwrap() as z.ZodType;
    kind ??= kindOf(inner);
  }
  return { inner, kind };
}

/** A record's personal fields by name, with their kinds (its own fields, not those of nested objects). */
export function personalFieldsOf(record: z.ZodObject): Record<string, PersonalKind> {
  return Object.fromEntries(Object.entries(record.shape as Record<string, z.ZodType>).flatMap(([name, field]) => {
    const { kind } = unwrapped(field);
    return kind ? [[name, kind]] : [];
  }));
}

type Masker = (value: unknown) => unknown;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function objectMasker(object: z.ZodObject): Masker | undefined {
  const fields = Object.entries(object.shape as Record<string, z.ZodType>).flatMap(([name, field]) => {
    const masker = maskerOf(field);
    return masker ? [[name, masker] as const] : [];
  });
  if (fields.length === 0) return undefined;
  return (value) => {
    if (!isPlainObject(value)) return value;
    const masked = { ...value };
    for (const [name, masker] of fields) if (name in masked) masked[name] = masker(masked[name]);
    return masked;
  };
}

/**
 * How an answer of this schema is masked: its personal fields at any depth of objects and arrays (a
 * page of records, a tree level), each by its kind. Undefined when it carries none, so that answers of
 * other routes are left untouched. Recursive and union schemas are not looked into.
 */
export function maskerOf(schema: z.ZodType): Masker | undefined {
  const { inner, kind } = unwrapped(schema);
  if (kind) return (value) => maskPersonal(kind, value);
  if (inner instanceof z.ZodObject) return objectMasker(inner);
  if (inner instanceof z.ZodArray) {
    const element = maskerOf(inner.element as z.ZodType);
    return element && ((value) => (Array.isArray(value) ? value.map(element) : value));
  }
  return undefined;
}
