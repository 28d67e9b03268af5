import { z } from 'zod';
import { defineRoute, inputPlaceOf, onPage, type Access, type RouteDef } from './route.ts';
import { deletedCount, flag, id, idList, listQuery, pageOf, takenField, textFilter, wholeNumber } from './crud.ts';
import type { PageName, PermType } from './pages.ts';
import { personal as personalField, personalFieldsOf, type PersonalKind } from './personal-data.ts';
import { recordFormOf, type RecordForm } from './record-form.ts';

/**
 * How a list narrows by one query field: `contains` matches text anywhere (case-insensitive),
 * `equals` compares with the column of the same name, `custom` leaves the condition to the server
 * module (a department and the ones below it, say).
 */
export interface FilterDef<S extends z.ZodType = z.ZodType> {
  match: 'contains' | 'equals' | 'custom';
  schema: S;
}

export const filterBy = {
  contains: { match: 'contains', schema: textFilter },
  text: { match: 'equals', schema: textFilter },
  flag: { match: 'equals', schema: flag.optional() },
  id: { match: 'equals', schema: id.optional() },
  number: (min: number, max: number) => ({ match: 'equals', schema: wholeNumber(min, max).optional() }),
  custom: <S extends z.ZodType>(schema: S) => ({ match: 'custom', schema }),
} as const satisfies Record<string, FilterDef | ((...args: never[]) => FilterDef)>;

type Verb = 'GET' | 'POST';
/** Method and path of one action, as the catalogue names it: `GET /product/delByIds/:ids`. */
export type ActionPath = `${Verb} /${string}`;

/**
 * `personal`: the personal fields of one record in full (`personal(kind, schema)` in the record), for its
 * own dialog; every other answer shows them masked.
 */
export const CRUD_ACTIONS = ['list', 'info', 'create', 'update', 'delete', 'status', 'choices', 'personal'] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];
export type CrudPaths = Partial<Record<CrudAction, ActionPath>>;

const ACTION_PERM: Record<CrudAction, PermType> = {
  list: 'view', info: 'view', create: 'add', update: 'edit', delete: 'delete', status: 'edit', choices: 'view', personal: 'view',
};

/**
 * The most records a reference field's choices offer (its form's select); the table's cells show a
 * record further down by its number.
 */
export const CHOICES_MAX = 1000;

/** A record a reference field may name: its id, and the text naming it. */
export const referenceChoice = z.object({ id: z.number().int(), name: z.string() });
export type ReferenceChoice = z.infer<typeof referenceChoice>;

type Placed<AP, S extends z.ZodType, R extends z.ZodType> = AP extends `${infer M} ${infer Path}`
  ? Path extends `${string}/:${string}`
    ? RouteDef<undefined, undefined, S, R>
    : M extends 'GET' ? RouteDef<S, undefined, undefined, R> : RouteDef<undefined, S, undefined, R>
  : never;

/** A field a table of the server module stores; its form schema. */
type FieldShape = Record<string, z.ZodType>;

type Optionalised<F extends FieldShape> = { [K in keyof F]: z.ZodOptional<F[K]> };

/** The stamps a record may carry, set by the server when a row is created and changed. */
export const TIMESTAMPS = ['createdAt', 'updatedAt'] as const;
type Timestamp = (typeof TIMESTAMPS)[number];

type Flat<T> = { [K in keyof T]: T[K] };

/** The record fields of the form fields: each as stored, null where the declaration says so, or as `shownAs` says. */
type ShownFields<F extends FieldShape, W extends keyof F, N extends keyof F, O> = {
  [K in Exclude<keyof F, W>]: K extends keyof O ? O[K] : K extends N ? z.ZodNullable<RecordForm<F[K]>> : RecordForm<F[K]>;
};

/** The record a declaration derives from its fields: `id`, the fields, the read-only fields, the timestamps. */
export type DerivedRecord<F extends FieldShape, RO extends z.ZodRawShape, W extends keyof F, N extends keyof F, O, TS extends readonly Timestamp[]> =
  z.ZodObject<Flat<{ id: z.ZodNumber } & ShownFields<F, W, N, O> & RO & { [K in TS[number]]: z.ZodString }>>;

/**
 * How the record the API answers with follows from the form fields, when it is not given whole as
 * `record`: every field but the write-only ones, as stored (a form's limits bind what is sent, not what
 * is kept), then the fields no form sends, then the timestamps.
 */
export interface RecordDeclaration<F extends FieldShape, RO extends z.ZodRawShape, W extends keyof F, N extends keyof F, O, TS extends readonly Timestamp[]> {
  /** Record fields no form sends: names from joined tables, counts, what the server sets (a status, an owner). */
  readOnly?: RO;
  /** Fields a form sends and no record shows (a password). */
  writeOnly?: readonly W[];
  /** Fields the record answers null for when a form left them blank (nullable columns); others keep their column's default. */
  nullable?: readonly N[];
  /** Fields the record shows otherwise than their schema says: any stored text where the form offers a choice of some. */
  shownAs?: O;
  /** Which stamps the record carries; both by default. */
  timestamps?: TS;
}

export interface UniqueRule {
  /** Compared ignoring letter case (an index on `lower(column)` backs it). */
  ignoreCase?: boolean;
  /** Unique among the records that share these fields only (a menu's name within its application). */
  within?: readonly string[];
  message: (value: string) => string;
}

export interface CrudDeclarationInput<
  Rec extends z.ZodObject,
  F extends FieldShape,
  CO extends keyof F & string,
  Fl extends Record<string, FilterDef>,
  S extends readonly [string, ...string[]],
  P extends CrudPaths,
> {
  /** Names the records in the audit log and the web app's stored settings. */
  name: string;
  /** The page whose permission types the actions need. */
  page: PageName;
  /**
   * The record in English, singular and plural, for the summaries of the API reference and the titles
   * of its routes, and in Chinese, for their Chinese titles.
   */
  noun: readonly [string, string, string];
  /** The record the API answers with, given whole where it does not follow from the fields (see `RecordDeclaration`). */
  record?: Rec;
  /** What a form sends: the create body as is; every field optional when updating. */
  fields: F;
  /** Fields set when a record is created and never changed afterwards. */
  createOnly?: readonly CO[];
  /** Rules across the fields of a create body (a page's url must be a path), checked with its schema. */
  refineCreate?(body: z.output<z.ZodObject<F>>, ctx: z.RefinementCtx): void;
  /** A filter on a personal field matches its whole value (`filterBy.text`): parts of it would rebuild what the mask hides. */
  filters: Fl;
  sorts: S;
  paths: P;
  /**
   * Reference fields whose referenced records a form picks from: the `choices` action answers them
   * by field (`GET /…/choices/:field`).
   */
  choices?: readonly (keyof F & string)[];
  /** Fields no two records may share. */
  unique?: { [K in keyof F]?: UniqueRule };
  /** A person's phone or e-mail among the fields: the record marks it (`personal` of personal-data.ts), every answer masks it. */
  personal?: { [K in keyof F]?: PersonalKind };
  /** Fields holding the value of an entry of a dictionary, by the dictionary's type: a value that is not one is refused. */
  dicts?: { [K in keyof F]?: string };
  /** The message of a 404, or how to word it for an id. */
  notFound: string | ((id: number) => string);
  /** Why a caller may not save a record their data scope would no longer show them. */
  outOfScope?: string;
  /** Access other than the page's permission type for the action. */
  access?: { [A in keyof P]?: Access };
  /** How the create and update bodies are sent; form-encoded by default. */
  bodyEncoding?: 'form' | 'json';
}

export type CrudListQuery<Fl extends Record<string, FilterDef>, S extends readonly [string, ...string[]]> = ReturnType<
  typeof listQuery<S, { [K in keyof Fl]: Fl[K]['schema'] }>
>;

export interface CrudSchemas<Rec extends z.ZodObject, F extends FieldShape, CO extends keyof F & string, Fl extends Record<string, FilterDef>, S extends readonly [string, ...string[]]> {
  list: CrudListQuery<Fl, S>;
  info: z.ZodObject<{ id: typeof id }>;
  create: z.ZodObject<F, z.core.$strict>;
  update: z.ZodObject<Flat<{ id: typeof id } & Optionalised<Omit<F, CO>>>, z.core.$strict>;
  delete: z.ZodObject<{ ids: typeof idList }>;
  status: z.ZodObject<{ id: typeof id; status: typeof enabledStatus }>;
  choices: z.ZodObject<{ field: z.ZodType<string> }>;
  personal: z.ZodObject<{ id: typeof id }>;
  record: Rec;
}

type Answers<Rec extends z.ZodObject> = {
  list: ReturnType<typeof pageOf<Rec>>;
  info: Rec;
  create: Rec;
  update: Rec;
  delete: typeof deletedCount;
  status: Rec;
  choices: z.ZodArray<typeof referenceChoice>;
  personal: z.ZodObject;
};

export type CrudRoutes<P extends CrudPaths, Sc extends Record<CrudAction, z.ZodType>, Ans extends Record<CrudAction, z.ZodType>> = {
  [A in keyof P & CrudAction]: Placed<P[A], Sc[A], Ans[A]>;
};

export interface CrudDeclaration<
  Rec extends z.ZodObject = z.ZodObject,
  F extends FieldShape = FieldShape,
  CO extends keyof F & string = string,
  Fl extends Record<string, FilterDef> = Record<string, FilterDef>,
  S extends readonly [string, ...string[]] = readonly [string, ...string[]],
  P extends CrudPaths = CrudPaths,
> extends CrudDeclarationInput<Rec, F, CO, Fl, S, P> {
  record: Rec;
  schemas: CrudSchemas<Rec, F, CO, Fl, S>;
  routes: CrudRoutes<P, CrudSchemas<Rec, F, CO, Fl, S> & Record<CrudAction, z.ZodType>, Answers<Rec>>;
}

/** `1` enables, `0` disables, as the catalogue's changeStatus paths take it. */
export const enabledStatus = z.enum(['0', '1']).transform((value) => value === '1');

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `a` or `an` before a noun, by its sound: an application, a user. */
const articleOf = (noun: string) => (/^([aeio]|u(?!s))/i.test(noun) ? 'an' : 'a');

const KIND_NAMES: Record<PersonalKind, string> = { phone: 'phone', email: 'e-mail' };

function summaries([one, many]: readonly [string, string, string], personal: Record<string, PersonalKind>): Record<CrudAction, string> {
  const kinds = [...new Set(Object.values(personal))].map((kind) => KIND_NAMES[kind]);
  return {
    list: `${capitalised(many)}, paged and filtered`,
    info: `One ${one}`,
    create: `Create ${articleOf(one)} ${one}`,
    update: `Change ${articleOf(one)} ${one}`,
    delete: `Delete ${many}`,
    status: `Enable (1) or disable (0) ${articleOf(one)} ${one}`,
    choices: `The records a field of ${articleOf(one)} ${one} may reference, by name`,
    personal: `The ${kinds.join(' and ')} of ${articleOf(one)} ${one} in full, for its own dialog; each answer is recorded in the operation log`,
  };
}

/** The title of each action's route, in Chinese and English (the operation log's words for it). */
function titles([one, many, chinese]: readonly [string, string, string]): Record<CrudAction, readonly [string, string]> {
  const a = `${articleOf(one)} ${one}`;
  return {
    list: [`查询${chinese}`, `List ${many}`],
    info: [`查看${chinese}`, `View ${a}`],
    create: [`新增${chinese}`, `Add ${a}`],
    update: [`修改${chinese}`, `Change ${a}`],
    delete: [`删除${chinese}`, `Delete ${many}`],
    status: [`启用或停用${chinese}`, `Enable or disable ${a}`],
    choices: [`${chinese}的可选引用`, `Reference choices for ${a}`],
    personal: [`查看${chinese}的完整个人信息`, `Personal data of ${a} in full`],
  };
}

/**
 * The rules of a record holding personal fields: a dialog that edits it can read them in full (a
 * `personal` path), and no filter finds records by a part of one.
 */
function checkPersonal(input: { name: string; record: z.ZodObject; paths: CrudPaths; filters: Record<string, FilterDef> }): Record<string, PersonalKind> {
  const personal = personalFieldsOf(input.record);
  const fields = Object.keys(personal);
  if (input.paths.personal && fields.length === 0) throw new Error(`${input.name}: a personal path needs personal fields in the record`);
  if (input.paths.update && fields.length > 0 && !input.paths.personal) throw new Error(`${input.name}: a record with personal fields needs a personal path for its dialog`);
  const partly = fields.find((field) => input.filters[field]?.match === 'contains');
  if (partly) throw new Error(`${input.name}: ${partly} is personal and is filtered by its whole value only`);
  return personal;
}

type DerivationInput = { name: string; fields: FieldShape; personal?: Partial<Record<string, PersonalKind>> } & RecordDeclaration<FieldShape, z.ZodRawShape, string, string, Partial<Record<string, z.ZodType>>, readonly Timestamp[]>;

/** The record of a declaration that does not give it whole: see `RecordDeclaration`. */
function derivedRecord(input: DerivationInput): z.ZodObject {
  const writeOnly = new Set<string>(input.writeOnly);
  const nullable = new Set<string>(input.nullable);
  const shown = Object.entries(input.fields).filter(([name]) => !writeOnly.has(name)).map(([name, schema]) => {
    const stored = () => recordFormOf(schema, `${input.name}.${name}`);
    const form = input.shownAs?.[name] ?? (nullable.has(name) ? stored().nullable() : stored());
    const kind = input.personal?.[name];
    return [name, kind ? personalField(kind, form) : form];
  });
  const stamps = (input.timestamps ?? TIMESTAMPS).map((stamp) => [stamp, z.string()]);
  return z.object({ id: z.number().int(), ...Object.fromEntries(shown), ...input.readOnly, ...Object.fromEntries(stamps) });
}

const DERIVATION_OPTIONS = ['readOnly', 'writeOnly', 'nullable', 'shownAs', 'timestamps', 'personal'] as const;

/** The record a declaration gives whole, or the one it derives from its fields; never a mix of both. */
function recordOf(input: DerivationInput & { record?: z.ZodObject }): z.ZodObject {
  if (!input.record) return derivedRecord(input);
  const mixed = DERIVATION_OPTIONS.find((option) => input[option] !== undefined);
  if (mixed) throw new Error(`${input.name}: ${mixed} derives a record, and the record is given whole`);
  return input.record;
}

/**
 * One CRUD domain, declared once: its form fields and the record they make, filters, sorts and the
 * catalogue's paths for each action. The routes, their access and their schemas follow from it; the
 * server's generic service and the web's generic resource read the same declaration.
 */
export function defineCrud<
  F extends FieldShape,
  Fl extends Record<string, FilterDef>,
  const S extends readonly [string, ...string[]],
  const P extends CrudPaths,
  const CO extends keyof F & string = never,
  RO extends z.ZodRawShape = Record<never, never>,
  const W extends keyof F & string = never,
  const N extends keyof F & string = never,
  O extends { [K in keyof F]?: z.ZodType } = Record<never, never>,
  const TS extends readonly Timestamp[] = typeof TIMESTAMPS,
  Rec extends z.ZodObject = DerivedRecord<F, RO, W, N, O, TS>,
>(input: CrudDeclarationInput<Rec, F, CO, Fl, S, P> & RecordDeclaration<F, RO, W, N, O, TS>): CrudDeclaration<Rec, F, CO, Fl, S, P> {
  if (input.paths.choices && !input.choices?.length) throw new Error(`${input.name}: a choices path needs the reference fields it answers`);
  const record = recordOf(input as DerivationInput & { record?: z.ZodObject }) as Rec;
  const personal = checkPersonal({ ...input, record });
  const filterSchemas = Object.fromEntries(Object.entries(input.filters).map(([name, filter]) => [name, filter.schema]));
  const updatable = Object.fromEntries(Object.entries(input.fields)
    .filter(([name]) => !(input.createOnly as readonly string[] | undefined)?.includes(name))
    .map(([name, schema]) => [name, schema.optional()]));
  const schemas = {
    list: listQuery(input.sorts, filterSchemas),
    info: z.strictObject({ id }),
    create: input.refineCreate ? z.strictObject(input.fields).superRefine(input.refineCreate) : z.strictObject(input.fields),
    update: z.strictObject({ id, ...updatable }),
    delete: z.strictObject({ ids: idList }),
    status: z.strictObject({ id, status: enabledStatus }),
    choices: z.strictObject({ field: z.enum((input.choices ?? []) as readonly string[]) }),
    personal: z.strictObject({ id }),
    record,
  } as unknown as CrudSchemas<Rec, F, CO, Fl, S>;
  const answers: Record<CrudAction, z.ZodType> = {
    list: pageOf(record), info: record, create: record, update: record, delete: deletedCount, status: record,
    choices: z.array(referenceChoice),
    personal: record.pick(Object.fromEntries(Object.keys(personal).map((field) => [field, true])) as Record<string, true>),
  };
  const summary = summaries(input.noun, personal);
  const title = titles(input.noun);
  const routes = Object.fromEntries(Object.entries(input.paths).map(([action, actionPath]) => {
    const name = action as CrudAction;
    const [method, path] = actionPath.split(' ') as [Verb, string];
    const place = inputPlaceOf({ method, path });
    const access = (input.access as Partial<Record<CrudAction, Access>> | undefined)?.[name] ?? onPage(input.page, ACTION_PERM[name]);
    const writes = name === 'create' || name === 'update';
    return [name, defineRoute({
      method, path, access, title: title[name][0], titleEn: title[name][1], summary: summary[name], [place]: schemas[name], data: answers[name],
      ...(writes && input.bodyEncoding && { bodyEncoding: input.bodyEncoding }),
      ...(writes && input.unique && { errors: { 409: takenField.nullable() } }),
      ...(name === 'list' && method === 'POST' && { readsOnly: true as const }),
      ...(name === 'personal' && { revealsPersonalData: true as const }),
    })];
  }));
  return { ...input, record, schemas, routes: routes as unknown as CrudDeclaration<Rec, F, CO, Fl, S, P>['routes'] };
}
