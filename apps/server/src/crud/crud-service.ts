import { isDeepStrictEqual } from 'node:util';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, ne, sql, type InferInsertModel, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { CHOICES_MAX, MESSAGES, personalFieldsOf, type CrudDeclaration, type Page, type ReferenceChoice } from '@console/contract';
import { type AttachmentRecord } from '@console/contract/files';
import { badRequest, conflict, forbiddenBecause, notFound } from '../http/errors.ts';
import type { Db } from '../platform/database.ts';
import type { Actor } from './audit.ts';
import { AuditedStore } from './audited-store.ts';
import { contains, countIn, equals, listPage, type ListRequest } from './listing.ts';

export type TableWithId = PgTable & { id: PgColumn };
type Values = Record<string, unknown>;
/** A row as the list and `get` select it: the table's row, and each computed field by name (what `toRecord` turns into a record). */
export type SelectedRow = { row: Values } & Values;
/** A selection a record field is read from: a column of a joined table or a computed expression. */
type Selection = PgColumn | SQL.Aliased | SQL;

/** A field whose value must name an existing row of another table. */
export interface Reference {
  table: TableWithId;
  message: string | ((id: number) => string);
  /** The column naming the referenced rows, for a field the declaration offers `choices` of. */
  label?: PgColumn;
}

/** Stored files, read and checked for the records holding them: the files module's interface is one. */
export interface FileStore {
  /** The files of these ids; an id that is no stored file refuses (400) naming `field`. */
  attachmentsFor(db: Db, ids: readonly number[], field: string): Promise<AttachmentRecord[]>;
  /** Stored files by id; a file deleted since is left out. */
  attachmentsById(db: Db, ids: readonly number[]): Promise<Map<number, AttachmentRecord>>;
}

/**
 * Record fields showing stored files, whose rows keep only the files' ids: a form sends the ids (or
 * the files it holds), the record answers the files.
 */
export interface HeldFiles {
  store: FileStore;
  /** Each record field and the column keeping its file's id (an integer) or its files' ids (a list). */
  columns: Record<string, string>;
}

/**
 * The rows the product relies on: those it seeds and reads (a dictionary a page asks for, a built-in
 * setting). They are never deleted, and keep the fields the product reads them by; their records say
 * `system: true`.
 */
export interface SystemRows<Row> {
  /** The condition such a row meets, derived from what the product seeds. */
  where: SQL;
  /** The fields such a row keeps. */
  fixed: readonly string[];
  /** How the refusals word it (`MESSAGES.systemRows`). */
  messages: { undeletable(name: string, code: string): string; fixed(name: string, code: string): string };
  /** The row's name and code, as the refusals name it. */
  named(row: Row): readonly [string, string];
}

/** The values of a dictionary's enabled entries, read through `db`: the dictionaries module's interface is one. */
export interface DictionaryReader {
  readOptionsOf(db: Db, type: string): Promise<readonly { value: string }[]>;
}

/** How a declared CRUD domain is stored: what the declaration cannot know about tables. */
export interface CrudStorage<T extends TableWithId> {
  table: T;
  /** Record fields that are not columns of the table: counts, names from joined tables. */
  computed?: Record<string, Selection>;
  /** The joins the computed fields read from. */
  join?: (query: PgSelect) => PgSelect;
  /** Conditions of the declaration's `custom` filters. */
  customFilters?: Record<string, (value: never) => Promise<SQL | undefined>>;
  references?: Record<string, Reference>;
  files?: HeldFiles;
  /** Where the values of the declaration's `dicts` are read. */
  dictionaries?: DictionaryReader;
  /** The list's order when none is asked for; newest first by default. */
  defaultOrder?: SQL[];
  /** The unfiltered total is kept in `row_counts` (see `countIn`). */
  keptCount?: boolean;
  system?: SystemRows<InferSelectModel<T>>;
}

/** What a caller said about the rows that belong to the records being deleted. */
export interface DeleteOptions {
  /** The caller confirmed that what belongs to the records goes with them. */
  cascade?: boolean;
}

/** The record a declaration answers with. */
export type RecordOf<D extends CrudDeclaration> = z.output<D['record']>;
/** What a form sends to create a record: the declaration's create body. */
export type CreateFields<D extends CrudDeclaration> = z.output<D['schemas']['create']>;
/** What a form sends to change one: its update body but the id (every field optional, none of the create-only ones). */
export type UpdateFields<D extends CrudDeclaration> = Omit<z.output<D['schemas']['update']>, 'id'>;
/** Any of the fields a form sends: a create body, or the fields of an update. */
export type SentFields<D extends CrudDeclaration> = Partial<CreateFields<D>>;
/** Columns the server sets beside what a form sends: an owner, a password's digest, a status of its own. */
export type SetColumns<T extends TableWithId> = Partial<InferInsertModel<T>>;

/** A create (no `before`) or an update (the row as it was), with the fields the caller sent. */
export type WriteContext<R, D extends CrudDeclaration = CrudDeclaration> =
  | { actor: Actor; fields: CreateFields<D>; before?: undefined }
  | { actor: Actor; fields: UpdateFields<D>; before: R };

const messageFor = (message: string | ((id: number) => string), id: number) => (typeof message === 'function' ? message(id) : message);

/** The file ids a held-files field holds: one id, a list, or none. */
const heldIds = (value: unknown) => [value ?? []].flat() as number[];

const asRecordValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** A body a form sent, or the columns of one, field by field, as the generic checks read it. */
const asValues = (body: object): Values => body as Values;

/** An update's fields are some of the create body's: what the types of a declaration in general do not show. */
const someOf = <D extends CrudDeclaration>(update: UpdateFields<D>): SentFields<D> => update as unknown as SentFields<D>;

/**
 * The common work of a declared CRUD domain: a filtered, sorted page; one record; create, update
 * and delete in a transaction, each audited; 404 for missing records, 409 for taken unique values
 * and for deleting a system row or changing what it keeps, 400 for references to missing rows.
 * `scope` (a caller's data rules) narrows what a caller sees and may change. A domain subclasses it
 * for its own rules and overrides the hooks below.
 */
export class CrudService<T extends TableWithId, D extends CrudDeclaration = CrudDeclaration, Row extends { id: number } = InferSelectModel<T> & { id: number }> {
  protected readonly store: AuditedStore<T>;
  protected readonly table: T;
  private readonly columns: Record<string, PgColumn>;
  /** The record fields that are not columns: the storage's, and whether the row is a system row. */
  private readonly computed: Record<string, Selection>;

  constructor(protected readonly db: Db, readonly declaration: D, protected readonly storage: CrudStorage<T>) {
    this.table = storage.table;
    this.store = new AuditedStore(storage.table, declaration.name);
    this.columns = getTableColumns(storage.table) as Record<string, PgColumn>;
    this.computed = { ...storage.computed, ...(storage.system && { system: sql<boolean>`coalesce(${storage.system.where}, false)` }) };
    const unlabelled = declaration.choices?.find((field) => !storage.references?.[field]?.label);
    if (unlabelled) throw new Error(`${declaration.name}: the choices of ${unlabelled} need a reference with a label column`);
    if (Object.keys(declaration.dicts ?? {}).length > 0 && !storage.dictionaries) throw new Error(`${declaration.name}: dictionary fields need the dictionaries to read`);
  }

  // ---- hooks ----

  /** Rules about a record about to be created (no `before`) or changed; throw to refuse. */
  protected async checkWrite(_tx: Db, _change: WriteContext<Row, D>): Promise<void> {}

  /** Work that goes with a create or update in its transaction (rows of other tables, say). */
  protected async afterWrite(_tx: Db, _id: number, _change: WriteContext<Row, D>): Promise<void> {}

  /** Rules about records about to be deleted (throw to refuse the whole request), and work that goes before it. */
  protected async beforeDelete(_tx: Db, _actor: Actor, _rows: Row[], _options: DeleteOptions): Promise<void> {}

  /**
   * Table values of the fields a form sends: fields that are not columns are left out, blank becomes the
   * column's default, and an instant sent as ISO 8601 text becomes the date a timestamp column takes.
   */
  protected valuesOf(fields: SentFields<D>): SetColumns<T> {
    const sent = asValues(fields);
    const values: Values = {};
    for (const [name, value] of Object.entries(sent)) {
      const column = this.columns[name];
      if (!column || name === 'id' || value === undefined) continue;
      if (value === null && column.notNull && column.hasDefault) values[name] = column.default;
      else values[name] = typeof value === 'string' && column.dataType === 'date' ? new Date(value) : value;
    }
    for (const [field, column] of Object.entries(this.storage.files?.columns ?? {})) {
      if (sent[field] !== undefined) values[column] = sent[field];
    }
    return values as SetColumns<T>;
  }

  // ---- reading ----

  private select(db: Db): PgSelect {
    const query = db.select({ row: this.table, ...this.computed } as never).from(this.table as PgTable).$dynamic();
    return this.storage.join ? this.storage.join(query) : query;
  }

  /** The record of a selected row; a field of held files has its files' ids until `withFiles` puts the files there. */
  protected toRecord(selected: SelectedRow): RecordOf<D> {
    const { row, ...computed } = selected;
    const all: Values = { ...row, ...computed };
    for (const [field, column] of Object.entries(this.storage.files?.columns ?? {})) all[field] = row[column];
    return Object.fromEntries(Object.keys(this.declaration.record.shape).map((key) => [key, asRecordValue(all[key])])) as RecordOf<D>;
  }

  /** The records with their held files in place of the files' ids; a file deleted since is left out (or null). */
  private async withFiles(records: RecordOf<D>[], db: Db): Promise<RecordOf<D>[]> {
    const held = this.storage.files;
    if (!held || records.length === 0) return records;
    const fields = Object.keys(held.columns);
    const files = await held.store.attachmentsById(db, records.flatMap((record) => fields.flatMap((field) => heldIds((record as Values)[field]))));
    return records.map((record) => ({
      ...record,
      ...Object.fromEntries(fields.map((field) => {
        const value = (record as Values)[field];
        return [field, Array.isArray(value) ? value.flatMap((id: number) => files.get(id) ?? []) : (files.get(value as number) ?? null)];
      })),
    }));
  }

  private async recordsOf(selected: unknown[], db: Db): Promise<RecordOf<D>[]> {
    return this.withFiles(selected.map((row) => this.toRecord(row as never)), db);
  }

  private async where(query: Values, scope: SQL | undefined): Promise<SQL | undefined> {
    const conditions: (SQL | undefined)[] = [scope];
    for (const [name, filter] of Object.entries(this.declaration.filters)) {
      const value = query[name];
      if (value === undefined) continue;
      if (filter.match === 'custom') conditions.push(await this.storage.customFilters![name]!(value as never));
      else conditions.push(filter.match === 'contains' ? contains(this.columns[name]!, value as string) : equals(this.columns[name]!, value));
    }
    return and(...conditions);
  }

  async list(query: ListRequest<string> & Values, scope?: SQL): Promise<Page<RecordOf<D>>> {
    const sortable = Object.fromEntries(this.declaration.sorts.map((name) => [name, this.computed[name] ?? this.columns[name]!]));
    return listPage({
      sortable: sortable as never,
      defaultOrder: this.storage.defaultOrder ?? [desc(this.table.id)],
      count: countIn(this.db, this.table, { kept: this.storage.keptCount }),
      rows: async (where, orderBy, limit, offset) =>
        this.recordsOf(await this.select(this.db).where(where).orderBy(...orderBy).limit(limit).offset(offset), this.db),
    }, query, await this.where(query, scope));
  }

  /** Every record meeting a condition, in the default order: for trees and pickers, not for lists that grow. */
  async all(where?: SQL, db: Db = this.db): Promise<RecordOf<D>[]> {
    const order = this.storage.defaultOrder ?? [desc(this.table.id)];
    return this.recordsOf(await this.select(db).where(where).orderBy(...order), db);
  }

  /** The rows a reference field may name, by their label: what its select offers. */
  async choices(field: string): Promise<ReferenceChoice[]> {
    const { table, label } = this.storage.references![field]!;
    return this.db.select({ id: sql<number>`${table.id}`, name: sql<string>`coalesce(cast(${label} as text), '')` }).from(table as PgTable)
      .orderBy(asc(label!), asc(table.id)).limit(CHOICES_MAX);
  }

  /** The 404 of a record that does not exist. */
  protected missing(id: number) {
    return notFound(messageFor(this.declaration.notFound, id));
  }

  /** One record; 404 when there is none. */
  async get(id: number, db: Db = this.db): Promise<RecordOf<D>> {
    const [selected] = await this.select(db).where(eq(this.table.id, id)).limit(1);
    if (!selected) throw this.missing(id);
    const [record] = await this.recordsOf([selected], db);
    return record!;
  }

  /** The personal fields of one record in full, for its own dialog; 404 when it does not exist or lies outside the scope. */
  async personal(id: number, scope?: SQL): Promise<Values> {
    const record = (await this.get(id)) as Values;
    await this.checkVisible(this.db, [id], scope);
    return Object.fromEntries(Object.keys(personalFieldsOf(this.declaration.record)).map((field) => [field, record[field]]));
  }

  async exists(db: Db, id: number): Promise<boolean> {
    return (await this.store.get(db, id)) !== undefined;
  }

  // ---- checks ----

  private async checkReferences(tx: Db, values: Values): Promise<void> {
    for (const [field, reference] of Object.entries(this.storage.references ?? {})) {
      const id = values[field];
      if (typeof id !== 'number') continue;
      const [found] = await tx.select({ id: reference.table.id }).from(reference.table as PgTable).where(eq(reference.table.id, id)).limit(1);
      if (!found) throw badRequest(messageFor(reference.message, id));
    }
  }

  private async checkFiles(tx: Db, fields: Values): Promise<void> {
    for (const field of Object.keys(this.storage.files?.columns ?? {})) {
      const ids = heldIds(fields[field]);
      if (ids.length > 0) await this.storage.files!.store.attachmentsFor(tx, ids, field);
    }
  }

  /**
   * A dictionary field holds the value of an enabled entry of its dictionary, or is blank. A value the
   * record holds already is not asked again: its entry may have been disabled since.
   */
  private async checkDictValues(tx: Db, fields: Values, before?: Row): Promise<void> {
    for (const [field, type] of Object.entries(this.declaration.dicts ?? {})) {
      const value = fields[field];
      if (value === undefined || value === null || value === '' || !type || value === (before as Values | undefined)?.[field]) continue;
      const entries = await this.storage.dictionaries!.readOptionsOf(tx, type);
      if (!entries.some((entry) => entry.value === value)) throw badRequest(MESSAGES.invalidField(field, MESSAGES.notDictValue(String(value), type)));
    }
  }

  /** What the declaration and the storage say of the values sent: references to existing rows, stored files, dictionary values. */
  private async checkSent(tx: Db, sent: Values, values: Values, before?: Row): Promise<void> {
    await this.checkReferences(tx, values);
    await this.checkFiles(tx, sent);
    await this.checkDictValues(tx, sent, before);
  }

  /**
   * A value taken by another record, among those sharing the rule's `within` fields, is refused: when
   * the value or one of those fields changes (a missing one is the record's own, an empty one matches empty).
   */
  protected async checkUnique(tx: Db, values: Values, before?: Row): Promise<void> {
    const valueOf = (field: string) => (values[field] !== undefined ? values[field] : (before as Values | undefined)?.[field]);
    for (const [field, rule] of Object.entries(this.declaration.unique ?? {})) {
      const value = valueOf(field);
      if (!rule || value === undefined || value === null || ![field, ...(rule.within ?? [])].some((name) => values[name] !== undefined)) continue;
      const column = this.columns[field]!;
      const same = rule.ignoreCase ? sql`lower(${column}) = lower(${value})` : eq(column, value);
      const within = (rule.within ?? []).map((shared) => {
        const sharedValue = valueOf(shared);
        return sharedValue === undefined || sharedValue === null ? isNull(this.columns[shared]!) : eq(this.columns[shared]!, sharedValue);
      });
      const others = before ? ne(this.table.id, before.id) : undefined;
      const [taken] = await tx.select({ id: this.table.id }).from(this.table as PgTable).where(and(same, ...within, others)).limit(1);
      if (taken) throw conflict(rule.message(String(value)), { field });
    }
  }

  /** Rows outside the caller's scope are, to the caller, rows that do not exist. */
  protected async checkVisible(tx: Db, ids: number[], scope: SQL | undefined): Promise<void> {
    if (scope && (await this.anyOutside(tx, ids, scope))) throw this.missing(ids[0]!);
  }

  /** A record the caller creates or changes must stay among the rows the caller may see. */
  protected async checkStaysVisible(tx: Db, id: number, scope: SQL | undefined): Promise<void> {
    if (scope && (await this.anyOutside(tx, [id], scope))) throw forbiddenBecause(this.declaration.outOfScope ?? MESSAGES.outOfScope);
  }

  /** Whether any of these rows lies outside a condition; a condition that yields NULL counts as outside. */
  private async anyOutside(tx: Db, ids: number[], condition: SQL): Promise<boolean> {
    if (ids.length === 0) return false;
    const listed = sql.join(ids.map((id) => sql`${id}`), sql`, `);
    const [row] = await tx.select({ id: this.table.id }).from(this.table as PgTable)
      .where(sql`${this.table.id} in (${listed}) and not coalesce((${condition}), false)`).limit(1);
    return row !== undefined;
  }

  /** The first of these rows that is a system row, if any. */
  private async systemRowAmong(tx: Db, ids: number[]): Promise<Row | undefined> {
    const system = this.storage.system;
    if (!system || ids.length === 0) return undefined;
    const [row] = await tx.select().from(this.table as PgTable).where(and(inArray(this.table.id, ids), system.where)).limit(1);
    return row as Row | undefined;
  }

  /**
   * A system row keeps its fixed fields: a change of one is refused (409), sending the value it has is not.
   * `sent` is an update's fields, or what a domain saving outside `update` sends (a role with its grants).
   */
  protected async checkFixedFields(tx: Db, before: Row, sent: object): Promise<void> {
    const system = this.storage.system;
    const values = asValues(this.valuesOf(sent as SentFields<D>));
    const changes = system?.fixed.some((field) => values[field] !== undefined && !isDeepStrictEqual(values[field], (before as Values)[field]));
    if (changes && (await this.systemRowAmong(tx, [before.id]))) throw conflict(system!.messages.fixed(...system!.named(before as never)));
  }

  /** System rows are never deleted: one among them refuses the whole request (409). */
  private async checkDeletable(tx: Db, ids: number[]): Promise<void> {
    const row = await this.systemRowAmong(tx, ids);
    if (row) throw conflict(this.storage.system!.messages.undeletable(...this.storage.system!.named(row as never)));
  }

  // ---- changing ----

  /** Creates a record of the fields a form sent and the `columns` the server sets beside them. */
  create(actor: Actor, fields: CreateFields<D>, scope?: SQL, columns: SetColumns<T> = {}): Promise<RecordOf<D>> {
    return this.db.transaction(async (tx) => {
      const values = asValues({ ...this.valuesOf(fields), ...columns });
      const change = { actor, fields };
      await this.checkSent(tx, asValues(fields), values);
      await this.checkUnique(tx, values);
      await this.checkWrite(tx, change);
      const row = (await this.store.create(tx, actor, values as never)) as Row;
      await this.afterWrite(tx, row.id, change);
      await this.checkStaysVisible(tx, row.id, scope);
      return this.get(row.id, tx);
    });
  }

  /** Changes a record by the fields a form sent and the `columns` the server sets beside them. */
  update(actor: Actor, id: number, fields: UpdateFields<D>, scope?: SQL, columns: SetColumns<T> = {}): Promise<RecordOf<D>> {
    return this.db.transaction(async (tx) => {
      const before = (await this.store.get(tx, id)) as Row | undefined;
      if (!before) throw this.missing(id);
      await this.checkVisible(tx, [id], scope);
      await this.checkFixedFields(tx, before, someOf(fields));
      const values = asValues({ ...this.valuesOf(someOf(fields)), ...columns });
      const change = { actor, fields, before };
      await this.checkSent(tx, asValues(fields), values, before);
      await this.checkUnique(tx, values, before);
      await this.checkWrite(tx, change);
      await this.store.update(tx, actor, id, { ...values, ...('updatedAt' in this.columns && { updatedAt: new Date() }) } as never);
      await this.afterWrite(tx, id, change);
      await this.checkStaysVisible(tx, id, scope);
      return this.get(id, tx);
    });
  }

  /** The `status` action: a declaration with a status path has an `enabled` field, which the types of a declaration in general do not show. */
  setEnabled(actor: Actor, id: number, enabled: boolean, scope?: SQL): Promise<RecordOf<D>> {
    return this.update(actor, id, { enabled } as unknown as UpdateFields<D>, scope);
  }

  /** Deletes the records among `ids` that exist; returns how many. A refusal leaves all of them. */
  delete(actor: Actor, ids: number[], scope?: SQL, options: DeleteOptions = {}): Promise<number> {
    return this.db.transaction(async (tx) => {
      await this.checkVisible(tx, ids, scope);
      await this.checkDeletable(tx, ids);
      await this.beforeDelete(tx, actor, (await this.store.getMany(tx, ids)) as Row[], options);
      return this.store.deleteByIds(tx, actor, ids);
    });
  }
}
