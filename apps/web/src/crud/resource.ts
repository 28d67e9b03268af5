import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Page, RouteDef } from '@console/contract';
import type { Label, MessageKey } from '../lib/i18n.ts';
import { queryKeyOf } from '../lib/query.ts';
import { call, type CallInput, type Schema } from '../lib/request.ts';
import { fixedReason, type SystemMarks } from './system-rows.tsx';

/** Paging and sorting every list query has (the contract's `listQuery`). */
export interface ListQuery {
  pageNumber: number;
  pageSize: number;
  sort?: string;
  order: 'asc' | 'desc';
}

/** A choice of a select, or what one value of a column means, in the reader's words. */
export interface Choice {
  value: string | number | boolean;
  label: string;
  /** Shows the value as a tag of this colour. */
  color?: string;
}

/** A choice a page states: its label is a message key (or words shown as they are). */
export interface Option extends Omit<Choice, 'label'> {
  label: Label;
}

/** Choices a contract route answers with: the call and how each item of its answer becomes a choice, shown as given. */
export interface OptionsCall {
  route: RouteDef;
  input: CallInput<Schema, Schema, Schema>;
  toOptions: (items: unknown) => Choice[];
}

/** Fixed choices, or a call answering them; a call that fails leaves the select empty. */
export type OptionSource = readonly Option[] | OptionsCall;

export const isOptionsCall = (source: OptionSource): source is OptionsCall => 'route' in source;

interface Named {
  id: number;
  name: string;
}

/** The records a route answers, as choices of their id shown by their name (as `shown` says it). */
export function namedOptions<Q extends Schema, B extends Schema, P extends Schema>(
  route: RouteDef<Q, B, P, z.ZodType<Named[]>>,
  input: CallInput<Q, B, P> = {},
  shown: (name: string) => string = (name) => name,
): OptionsCall {
  return { route, input, toOptions: (records) => (records as Named[]).map(({ id, name }) => ({ value: id, label: shown(name) })) };
}

export interface SearchConfig<Q> {
  kind: 'text' | 'select' | 'number' | 'boolean' | 'custom';
  /** The query parameter; the column key by default. */
  field?: keyof Q & string;
  /** Defaults to the column's options (yes/no for `boolean`). */
  options?: OptionSource;
  /** The control of a `custom` filter; it gets and gives the value as text of the address. */
  control?: ReactNode;
}

export interface FormConfig<T = never> {
  kind: 'text' | 'password' | 'textarea' | 'select' | 'multiSelect' | 'radio' | 'number' | 'switch' | 'custom';
  /** The body field; the column key by default. */
  field?: string;
  /** True, or the message key (given the field's `label`) of what to say of an empty field when 请填写… does not fit (请选择…). */
  required?: boolean | MessageKey;
  /** The longest text a `text` or `textarea` takes: typing stops there, and a counter shows how much is used. */
  maxLength?: number;
  /**
   * Shown, and sent, only while the dialog's values meet this (a choice that one answer of another
   * field asks for); hidden, the field forgets its value.
   */
  shownWhen?: (values: Record<string, unknown>) => boolean;
  /** Defaults to the column's options. */
  options?: OptionSource;
  /** Shown in one of the dialogs only. */
  only?: 'create' | 'edit';
  /** The value a new record starts with. */
  initialValue?: unknown;
  /**
   * The control of a `custom` field (it receives `value` and `onChange`), or one made for the record
   * edited (none when creating).
   */
  control?: ReactNode | ((record: T | undefined) => ReactNode);
  /** Why the field of this record cannot be changed, when it cannot: it is shown disabled, with the reason. */
  readOnly?: (record: T) => MessageKey | undefined;
  /** Shown below the field: what it takes. */
  hint?: MessageKey;
  /**
   * What an emptied field sends: blank text by default (a form-encoded body cannot carry null, and the
   * contract's `optional` reads blank as null). `null` for a field of a JSON body that takes null but
   * no blank (a reference cleared); `omit` leaves it out of the body (an optional number: the server's
   * default when creating, unchanged when editing).
   */
  whenEmpty?: 'null' | 'omit';
}

export interface ColumnDef<T, Q extends ListQuery = ListQuery> {
  /** The record field shown, and the column's identity in settings. */
  key: string;
  title: Label;
  /** The cell; the value as text by default. */
  render?: (record: T) => ReactNode;
  /** The whitelisted sort field that clicking the header sorts by. */
  sortable?: NonNullable<Q['sort']>;
  search?: SearchConfig<Q>;
  form?: FormConfig<T>;
  /**
   * What the values mean: shown instead of them, and the choices of the column's selects. Loaded
   * choices (a dictionary's, say) are shared with every select and cell of the same call.
   */
  options?: OptionSource;
  /** Only a search or form field. */
  hideInTable?: boolean;
  /** Hidden until the user shows it in the table settings. */
  defaultHidden?: boolean;
  /** The value as text in the export, and in the cell when there is no `render`; undefined: the column's usual text. */
  exportValue?: (record: T) => string | number | null | undefined;
  /**
   * Sets a yes/no value from a switch in its cell of a `CrudPage`, for holders of `edit` (the list is
   * asked again afterwards); the others see the value as text.
   */
  toggle?: (record: T, on: boolean) => Promise<unknown>;
  /** The value the switch shows as on, when it is not `true` (a status such as `running`); any other is off. */
  toggleOn?: string;
  /**
   * Free text that may run long (a reason, a description): its cell wraps within a bounded width
   * instead of stretching the row. Columns typed in a textarea are prose without saying so.
   */
  prose?: boolean;
}

/** Whether a column's text wraps within a bounded width rather than keeping to one line. */
export const isProse = (column: Pick<ColumnDef<never>, 'prose' | 'form'>): boolean => column.prose ?? column.form?.kind === 'textarea';

/** The labels of an enabled/disabled column, the same on every page. */
export const ENABLED_STATUSES: Option[] = [
  { value: true, label: 'crud.enabled', color: 'success' },
  { value: false, label: 'crud.disabled', color: 'default' },
];

type NumberKey<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T] & string;

/** What the create and edit dialogs and deleting need to know about one kind of record. */
export interface RecordResource<T extends object, C = never, U = never, Q extends ListQuery = ListQuery> {
  /** Names one record, as in “新增用户”. */
  title: Label;
  rowKey: NumberKey<T>;
  columns: ColumnDef<T, Q>[];
  create?: (body: C) => Promise<unknown>;
  /** Checks the create dialog before sending; the server still decides. */
  createSchema?: z.ZodType<unknown, C>;
  /** Receives the edited fields and the row key. */
  update?: (body: U) => Promise<unknown>;
  updateSchema?: z.ZodType<unknown, U>;
  remove?: (ids: number[]) => Promise<unknown>;
  /** The edit dialog's values; by default the form fields' values of the record. */
  toFormValues?: (record: T) => Record<string, unknown>;
  /** Message keys saying creating in the domain's words (发送通知, 已发送) instead of 新增… and 新增成功. */
  createText?: { action: MessageKey; done: MessageKey };
  system?: SystemMarks;
  /** A record still changing by itself (a job's run in progress): while the page shows one, it asks for the list again every few seconds. */
  followWhile?: (record: T) => boolean;
  /** Fields of personal data (masked in the list), and the call the edit dialog reads them with in full. */
  personal?: PersonalFields;
}

/** A record's phones and e-mails, which every answer but one shows masked, and that one: the call reading them in full. */
export interface PersonalFields {
  fields: readonly string[];
  route: RouteDef;
}

/**
 * Records a page holds itself instead of asking the server (rows made in the browser, a preview): it
 * answers a list query as a list route would, and the resource's create, update and remove change them.
 */
export interface LocalSource<T, Q> {
  /** The list query's schema: what the address may hold. */
  query: z.ZodType<Q>;
  list: (query: Q) => Promise<Page<T>>;
}

interface ListedByRoute<T, Q> {
  /** The contract route answering a page of records; its list query (read from the address) is its query or its body. */
  list: ListRoute<T, Q>;
  /** The list route's path parameters, when it has some (`/log/list/:type`): which list of the route this page shows. */
  listParams?: Record<string, string>;
  source?: undefined;
}

interface ListedLocally<T, Q> {
  source: LocalSource<T, Q>;
  list?: undefined;
  listParams?: undefined;
}

/**
 * Everything a CRUD page needs to know about one kind of record: its columns (which also describe
 * its search form and dialogs), its calls (or the source holding its records), and the contract
 * schemas that check its dialogs.
 */
export type ResourceDefinition<T extends object, Q extends ListQuery, C = never, U = never> = RecordResource<T, C, U, Q> & {
  /** Names the list where its table settings are stored, and the cached pages of a local source. */
  key: string;
} & (ListedByRoute<T, Q> | ListedLocally<T, Q>);

export type ListRoute<T, Q> = RouteDef<z.ZodType<Q> | undefined, z.ZodType<Q> | undefined, Schema, z.ZodType<Page<T>>>;

/** The schema of the list query: the route takes it as its query or as its body. */
export const listQueryOf = <T, Q>(list: ListRoute<T, Q>): z.ZodType<Q> => (list.query ?? list.body)!;

/** The call input carrying a list query where the route takes it, and the route's path parameters. */
export const listInputOf = <T, Q>(list: ListRoute<T, Q>, query: Q, params?: Record<string, string>): CallInput<Schema, Schema, Schema> =>
  ({ ...(params && { params }), ...(list.query ? { query } : { body: query }) });

/** One page of records for a list query. */
export const fetchPage = <T, Q>(list: ListRoute<T, Q>, query: Q, params?: Record<string, string>): Promise<Page<T>> =>
  call(list, listInputOf(list, query, params) as never);

type Listed<T, Q> = ListedByRoute<T, Q> | ListedLocally<T, Q>;

/** The schema of a resource's list query, whoever answers it. */
export const resourceQueryOf = <T, Q>(resource: Listed<T, Q>): z.ZodType<Q> => (resource.source ? resource.source.query : listQueryOf(resource.list));

/** One page of a resource's records for a list query: from its route, or from its own source. */
export const fetchResourcePage = <T, Q>(resource: Listed<T, Q>, query: Q): Promise<Page<T>> =>
  (resource.source ? resource.source.list(query) : fetchPage(resource.list, query, resource.listParams));

/** Every cached page of a local source, under the resource's key: apart from every route's answers. */
export const localPagesKey = (key: string) => ['local', key] as const;

/**
 * The cache key of one page of a resource's records. A route's is the key of its call, so that
 * marking the route stale (after a change elsewhere) asks its lists again.
 */
export const resourcePageKey = <T, Q>(resource: Listed<T, Q> & { key: string }, query: Q): QueryKey =>
  (resource.source ? [...localPagesKey(resource.key), query] : queryKeyOf(resource.list, listInputOf(resource.list, query, resource.listParams)));

/** Infers the resource's types from its calls and schemas. */
export const defineResource = <T extends object, Q extends ListQuery, C = never, U = never>(resource: ResourceDefinition<T, Q, C, U>) => resource;

const YES_NO: readonly Option[] = [{ value: true, label: 'crud.yes' }, { value: false, label: 'crud.no' }];

/** A search form field: the query parameter it sets, and its choices. */
export interface SearchField extends Omit<SearchConfig<never>, 'field'> {
  name: string;
  label: Label;
}

/** A dialog field: the body field it sets, and its choices. */
export interface FormField extends Omit<FormConfig, 'field' | 'only' | 'control' | 'readOnly'> {
  /** Its column's key, when it has one: columns shown at different times may set the same body field. */
  key?: string;
  name: string;
  label: Label;
  control?: ReactNode;
  /** Why it cannot be changed, when it cannot. */
  readOnly?: MessageKey;
}

export function searchFields<T, Q extends ListQuery>(columns: readonly ColumnDef<T, Q>[]): SearchField[] {
  return columns.flatMap(({ key, title, search, options }) => {
    if (!search) return [];
    const fallback = search.kind === 'boolean' ? YES_NO : undefined;
    return [{ ...search, name: search.field ?? key, label: title, options: search.options ?? options ?? fallback }];
  });
}

/** The fields of the create dialog, or of the edit dialog of a record (a system record's fixed ones read-only). */
export function formFields<T extends object, Q extends ListQuery>(columns: readonly ColumnDef<T, Q>[], record?: T, system?: SystemMarks): FormField[] {
  const mode = record === undefined ? 'create' : 'edit';
  return columns.flatMap(({ key, title, form, options }) => {
    if (!form || (form.only && form.only !== mode)) return [];
    const { control, readOnly, ...config } = form;
    return [{
      ...config,
      key,
      name: form.field ?? key,
      label: title,
      options: form.options ?? options,
      control: typeof control === 'function' ? control(record) : control,
      readOnly: record === undefined ? undefined : (readOnly?.(record) ?? fixedReason(system, key, record)),
    }];
  });
}
