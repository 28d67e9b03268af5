import { dayFilter, type CrudDeclaration, type RouteDef } from '@console/contract';
import type { z } from 'zod';
import type { AppMessages, Label, MessageKey } from '../lib/i18n.ts';
import { formatDateTime } from '../lib/dates.ts';
import { callWith } from '../lib/request.ts';
import { fieldKindOf } from './declared-fields.ts';
import { DayPicker } from './day-picker.tsx';
import { ENABLED_STATUSES, type ColumnDef, type FormConfig, type ListQuery, type OptionSource, type SearchConfig } from './resource.ts';

/** The branches of a tree of texts, their levels joined by dots. */
type BranchesOf<T> = { [K in keyof T & string]: T[K] extends string ? never : K | `${K}.${BranchesOf<T[K]>}` }[keyof T & string];

/** Where a feature's texts are: a branch of the messages (`productCategories`, `generator.list`). */
export type MessagesName = BranchesOf<AppMessages>;

/** The branch of the messages at a name. */
type BranchAt<T, N extends string> = N extends `${infer Head}.${infer Rest}` ? (Head extends keyof T ? BranchAt<T[Head], Rest> : never) : N extends keyof T ? T[N] : never;

/** The keys under a feature's messages that name a text of their own: `<messages>.<key>` is a message key. */
export type TitledKey<M> = [M] extends [never] ? never : M extends MessagesName
  ? { [K in keyof BranchAt<AppMessages, M> & string]: BranchAt<AppMessages, M>[K] extends string ? K : never }[keyof BranchAt<AppMessages, M> & string]
  : never;

/** The names a declaration knows: its record's fields, its form's and its filters'. */
export type DeclaredKey<D extends CrudDeclaration> = (keyof z.output<D['schemas']['record']> | keyof D['fields'] | keyof D['filters']) & string;

/** What a page says of a column of a declared resource where the declaration does not say it: each part wins over it. */
export interface ColumnChanges<T, Q extends ListQuery> extends Omit<ColumnDef<T, Q>, 'key' | 'title' | 'sortable' | 'search' | 'form'> {
  title?: Label;
  /** `false`: not sortable, though the declaration sorts by it. */
  sortable?: NonNullable<Q['sort']> | false;
  /** `false`: no search field, though the declaration filters by it. */
  search?: SearchConfig<Q> | false;
  /** Merged over the field the declaration gives (`{ initialValue: 5 }`); `false`: no dialog field. */
  form?: Partial<FormConfig<T>> | false;
}

/**
 * One column of a declared resource: its key alone when the declaration says everything (the title
 * is `<messages>.<key>`), or the key with what differs. A key without a message of that name states
 * its title.
 */
export type DeclaredColumn<T, Q extends ListQuery, D extends CrudDeclaration, M> =
  | Extract<DeclaredKey<D>, TitledKey<M>>
  | KeyedColumn<T, Q, TitledKey<M>>
  | TitledColumn<T, Q>;

/** A column with what differs, its title `<messages>.<key>`. */
export interface KeyedColumn<T, Q extends ListQuery, K extends string = string> extends ColumnChanges<T, Q> {
  key: K;
}

/** A column with what differs and a title of its own. */
export interface TitledColumn<T, Q extends ListQuery> extends Omit<ColumnChanges<T, Q>, 'title'> {
  key: string;
  title: Label;
}

/** A column as a page states it, whatever its messages: its key, or its key with what differs. */
export type StatedColumn<T, Q extends ListQuery> = string | KeyedColumn<T, Q>;

/** A text this long or longer is typed in a textarea. */
const TEXTAREA_FROM = 200;

const WIDE = { style: { width: '100%' } };

/** A calendar day's picker, as wide as the other controls. */
const dayPicker = () => <DayPicker {...WIDE} />;

/** Naming conventions: `enabled` is a record's on/off status, `sort` its place in a list, `…At` a time, `password` a secret typed unseen. */
const ENABLED = 'enabled';
const PASSWORD = 'password';
const isTime = (key: string) => key.endsWith('At');
const INITIAL_VALUES: Record<string, unknown> = { enabled: true, sort: 0 };

/** `<messages>.<key>`: the types have checked that it is a message key. */
export function titleIn(messages: string | undefined, key: string): MessageKey {
  if (messages === undefined) throw new Error(`The title of ${key} is needed: the resource names no messages`);
  return `${messages}.${key}` as MessageKey;
}

const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> => (schema as z.ZodObject).shape;

/** The dialog's control of a declared field, from what its schema holds. */
function controlOf(schema: z.ZodType, key: string, hasOptions: boolean): Partial<FormConfig> | undefined {
  const field = fieldKindOf(schema);
  const initialValue = INITIAL_VALUES[key];
  switch (field.kind) {
    case 'text': {
      if (hasOptions) return { kind: 'select' };
      if (key === PASSWORD) return { kind: 'password' };
      const long = field.format === undefined && (field.maxLength ?? 0) >= TEXTAREA_FROM;
      return { kind: long ? 'textarea' : 'text', ...(field.maxLength !== undefined && { maxLength: field.maxLength }) };
    }
    case 'number':
      return hasOptions ? { kind: 'select' } : { kind: 'number', initialValue };
    case 'flag':
      return { kind: 'switch', initialValue: initialValue ?? false };
    case 'choice':
      return { kind: 'select' };
    case 'day':
      return { kind: 'custom', control: dayPicker() };
    case 'list':
      return hasOptions ? { kind: 'multiSelect' } : undefined;
    case 'other':
      return undefined;
  }
}

/** Whether the create body needs a field: its schema refuses it missing. */
const requiredIn = (declaration: CrudDeclaration, field: string) => {
  const schema = shapeOf(declaration.schemas.create)[field];
  return schema !== undefined && !schema.safeParse(undefined).success;
};

/** The dialog field of a column: the declared field's, with what the column states (`stated`) over it. */
function formOf<T>(declaration: CrudDeclaration, key: string, stated: Partial<FormConfig<T>> | false | undefined, options: OptionSource | undefined): FormConfig<T> | undefined {
  if (stated === false) return undefined;
  const field = stated?.field ?? key;
  const schema = declaration.fields[field];
  const derived = schema && controlOf(schema, key, (stated?.options ?? options) !== undefined);
  // A field no control follows from (a list without choices) is the page's to give.
  if (derived === undefined && stated === undefined) return undefined;
  // A control of another kind than the schema's keeps nothing of the derived one.
  const kept = stated?.kind === undefined || stated.kind === derived?.kind ? derived : undefined;
  const form = { ...kept, ...stated } as FormConfig<T>;
  if (form.kind === undefined) throw new Error(`${declaration.name}: say the kind of the dialog field of ${key}`);
  const createOnly = (declaration.createOnly ?? []).includes(field);
  return { ...form, required: form.required ?? requiredIn(declaration, field), only: form.only ?? (createOnly ? 'create' : undefined) };
}

/** The search field of a declared filter: text, yes/no for a flag, a select for a column with options, a day picker for a day. */
function searchOf<Q>(declaration: CrudDeclaration, key: string, options: OptionSource | undefined): SearchConfig<Q> | undefined {
  const filter = declaration.filters[key];
  if (!filter) return undefined;
  if (filter.match === 'custom') return filter.schema === dayFilter ? { kind: 'custom', control: dayPicker() } : undefined;
  if (fieldKindOf(filter.schema).kind === 'flag') return { kind: 'boolean' };
  return { kind: options ? 'select' : 'text' };
}

/** A time of the record as the cell and the export show it. */
const timeOf = (key: string) => (record: unknown) => {
  const value = (record as Record<string, string | null>)[key];
  return value ? formatDateTime(value) : '';
};

/**
 * A column filled in from the declaration. Its title is `<messages>.<key>`; a declared sort makes it
 * sortable and a declared filter gives it a search field; a field of the create body is a dialog
 * field whose control follows from its schema (text up to its length, a textarea from
 * TEXTAREA_FROM on, a number, a switch, a day, a select where the column has options), marked as
 * required when the body needs it and shown when creating only when the record keeps it as created.
 * A column the record does not have is only a search or dialog field, unless it renders something;
 * `enabled` shows the enabled/disabled labels and switches through the declared `status` action;
 * a time (`…At`) shows as date and time. What a column states wins.
 */
export function declaredColumn<T, Q extends ListQuery>(
  declaration: CrudDeclaration,
  messages: string | undefined,
  entry: StatedColumn<T, Q>,
): ColumnDef<T, Q> {
  const stated: KeyedColumn<T, Q> = typeof entry === 'string' ? { key: entry } : entry;
  const { key } = stated;
  const inRecord = key in shapeOf(declaration.schemas.record);
  const options = stated.options ?? (key === ENABLED && inRecord ? ENABLED_STATUSES : undefined);
  const status = (declaration.routes as Record<string, RouteDef | undefined>).status;
  const title = stated.title ?? titleIn(messages, key);
  const { sortable, search, form, ...rest } = stated;
  return {
    ...(inRecord && isTime(key) && { exportValue: timeOf(key) }),
    ...(status && key === ENABLED && { toggle: (record: T, on: boolean) => callWith(status, { id: (record as { id: number }).id, status: on ? '1' : '0' }) }),
    hideInTable: !inRecord && stated.render === undefined,
    ...rest,
    title,
    options,
    sortable: sortable === false ? undefined : (sortable ?? ((declaration.sorts as readonly string[]).includes(key) ? (key as NonNullable<Q['sort']>) : undefined)),
    search: search === false ? undefined : (search ?? searchOf<Q>(declaration, key, options)),
    form: formOf(declaration, key, form, options),
  };
}
