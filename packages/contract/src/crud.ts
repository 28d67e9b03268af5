import { z } from 'zod';
import { MASK_CHAR } from './personal-data.ts';
import { answeredAs, answeredAsInner } from './record-form.ts';
import { MESSAGES } from './messages.ts';

export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

const DIGITS = /^\d{1,15}$/;
/** The largest id (and whole number) the database's integer columns hold. */
export const ID_MAX = 2_147_483_647;

/**
 * A whole number as JSON, forms, paths and query strings send it. Texts must be decimal digits:
 * `0x10`, `1e3`, ` 7` or `7.0` are refused rather than read as numbers.
 */
export const wholeNumber = (min: number, max = ID_MAX) =>
  z.union([z.number(), z.string().regex(DIGITS, 'must be a whole number').transform(Number)]).pipe(z.number().int().min(min).max(max));

/** A list's paging and sorting; `sort` names one of the list's whitelisted fields. */
export function listQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(sortable: S, filters: F) {
  return z.strictObject({
    pageNumber: wholeNumber(1).default(1),
    pageSize: wholeNumber(1, PAGE_SIZE_MAX).default(10),
    sort: z.enum(sortable).optional(),
    order: z.enum(['asc', 'desc']).default('desc'),
    ...filters,
  });
}

/** `data` of a list: one page of records and the total count. */
export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({ records: z.array(record), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });
}

export type Page<T> = { records: T[]; total: number; pageNumber: number; pageSize: number };

/**
 * The `system` field of records of which the product seeds some and relies on them (dictionaries,
 * settings, menus, roles): such a record is never deleted and keeps what the product reads it by.
 */
export const systemMark = z.boolean();

/** `data` of a delete: how many rows went. */
export const deletedCount = z.object({ deleted: z.number().int() });
/** What a 409 for a value another record holds names: the field, so that a form can mark it. */
export const takenField = z.object({ field: z.string() });

/** Ids as the specification sends them: comma-separated (`1,2,3`), or an array in JSON. */
export const idList = answeredAs(z
  .union([z.string(), z.array(z.union([z.number(), z.string()]))])
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value.map(String) : value.split(',')).map((part) => part.trim()).filter((part) => part !== '');
    const ids = parts.map(Number);
    if (parts.some((part) => !DIGITS.test(part)) || ids.some((id) => id < 1 || id > ID_MAX)) {
      ctx.addIssue({ code: 'custom', message: 'must be positive whole numbers separated by commas' });
      return z.NEVER;
    }
    return [...new Set(ids)];
  }), z.array(z.number().int()));

export const id = wholeNumber(1);

/** A yes/no value from a form (`true`/`false`/`1`/`0`) or JSON. */
export const flag = answeredAs(
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((value) => value === true || value === 'true' || value === '1'),
  z.boolean(),
);

/** An optional text filter: blank means no filter. */
export const textFilter = z.string().trim().max(100).optional().transform((value) => value || undefined);

/**
 * A calendar day filter, `YYYY-MM-DD` from the year 1 on (the databases know no year 0); blank means
 * no filter.
 */
export const dayFilter = z
  .union([z.literal('').transform(() => undefined), z.iso.date({ error: MESSAGES.inputRules.isoDate }).refine((day) => !day.startsWith('0000'), MESSAGES.inputRules.yearRange)])
  .optional();

/** An address the platform may call: http or https only (no file:, no other scheme). */
export const outboundUrl = z.url({ protocol: /^https?$/, error: MESSAGES.inputRules.httpUrl }).max(500);

/** Text a person types, trimmed, with a length limit. */
export const text = (max: number) => z.string().trim().max(max);

/** The specification's patterns (§5). */
export const PHONE_PATTERN = /^1\d{10}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/**
 * A masked value (`138****8001`) is refused by name before the pattern says why: a form that shows a
 * masked value must not save it over the real one.
 */
const unmasked = (value: string) => !value.includes(MASK_CHAR);

export const phone = z.string().trim().refine(unmasked, MESSAGES.inputRules.maskedPhone).regex(PHONE_PATTERN, MESSAGES.inputRules.mobilePhone);
/** A mobile number, or a landline with its area code and perhaps an extension (0755-12345678-801), or a 400/800 line. */
export const CONTACT_PHONE_PATTERN = /^(?:1\d{10}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/;
/** The phone of a place rather than a person: a desk or a switchboard as well as a mobile. */
export const contactPhone = z.string().trim().refine(unmasked, MESSAGES.inputRules.maskedPhone).regex(CONTACT_PHONE_PATTERN, MESSAGES.inputRules.contactPhone);
export const email = z.string().trim().max(120).refine(unmasked, MESSAGES.inputRules.maskedEmail).regex(EMAIL_PATTERN, MESSAGES.inputRules.email);

/** Letters, digits, `_` and `-`, starting with a letter: an application's id names a route of the web app. */
export const APP_ID_PATTERN = /^[A-Za-z][\w-]*$/;
/** The id of an application, wherever one is named: its record, its menus, its SaaS product, a domain. */
export const appId = text(64).min(1).regex(APP_ID_PATTERN, MESSAGES.inputRules.code);
/** An optional field of a form: blank becomes null. */
export const optional = <T extends z.ZodType>(schema: T) =>
  answeredAsInner(z.union([z.literal('').transform(() => null), z.null(), schema]).optional(), schema);
