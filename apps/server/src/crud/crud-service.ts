import { and, desc, eq, getTableColumns, ne, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { MESSAGES, type CrudDeclaration, type Page } from '@console/contract';
import { badRequest, conflict, forbiddenBecause, notFound } from '../http/errors.ts';
import type { Db } from '../platform/database.ts';
import type { Actor } from './audit.ts';
import { AuditedStore } from './audited-store.ts';
import { contains, countIn, equals, listPage, type ListRequest } from './listing.ts';

export type TableWithId = PgTable & { id: PgColumn };
type Values = Record<string, unknown>;
/** A selection a record field is read from: a column of a joined table or a computed expression. */
type Selection = PgColumn | SQL.Aliased | SQL;

/** A field whose value must name an existing row of another table. */
export interface Reference {
  table: TableWithId;
  message: string | ((id: number) => string);
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
  /** The list's order when none is asked for; newest first by default. */
  defaultOrder?: SQL[];
  /** The unfiltered total is kept in `row_counts` (see `countIn`). */
  keptCount?: boolean;
}

/** What a caller said about the rows that belong to the records being deleted. */
export interface DeleteOptions {
  /** The caller confirmed that what belongs to the records goes with them. */
  cascade?: boolean;
}

export interface WriteContext<R> {
  actor: Actor;
  /** The fields the caller sent. */
  fields: Values;
  /** The row as it was, when updating. */
  before?: R;
}

const messageFor = (message: string | ((id: number) => string), id: number) => (typeof message === 'function' ? message(id) : message);

const asRecordValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * The common work of a declared CRUD domain: a filtered, sorted page; one record; create, update
 * and delete in a transaction, each audited; 404 for missing records, 409 for taken unique values,
 * 400 for references to missing rows. `scope` (a caller's data rules) narrows what a caller sees
 * and may change. A domain subclasses it for its own rules and overrides the hooks below.
 */
export class CrudService<T extends TableWithId, Rec = Record<string, unknown>, Row extends { id: number } = InferSelectModel<T> & { id: number }> {
  protected readonly store: AuditedStore<T>;
  protected readonly table: T;
  private readonly columns: Record<string, PgColumn>;

  constructor(protected readonly db: Db, readonly declaration: CrudDeclaration, protected readonly storage: CrudStorage<T>) {
    this.table = storage.table;
    this.store = new AuditedStore(storage.table, declaration.name);
    this.columns = getTableColumns(storage.table) as Record<string, PgColumn>;
  }

  // ---- hooks ----

  /** Rules about a record about to be created (no `before`) or changed; throw to refuse. */
  protected async checkWrite(_tx: Db, _change: WriteContext<Row>): Promise<void> {}

  /** Work that goes with a create or update in its transaction (rows of other tables, say). */
  protected async afterWrite(_tx: Db, _id: number, _change: WriteContext<Row>): Promise<void> {}

  /** Rules about records about to be deleted (throw to refuse the whole request), and work that goes before it. */
  protected async beforeDelete(_tx: Db, _actor: Actor, _rows: Row[], _options: DeleteOptions): Promise<void> {}

  /**
   * Table values of the fields a form sends: fields that are not columns are left out, blank becomes the
   * column's default, and an instant sent as ISO 8601 text becomes the date a timestamp column takes.
   */
  protected valuesOf(fields: Values): Values {
    const values: Values = {};
    for (const [name, value] of Object.entries(fields)) {
      const column = this.columns[name];
      if (!column || name === 'id' || value === undefined) continue;
      if (value === null && column.notNull && column.hasDefault) values[name] = column.default;
      else values[name] = typeof value === 'string' && column.dataType === 'date' ? new Date(value) : value;
    }
    return values;
  }

  // ---- reading ----

  private select(db: Db): PgSelect {
    const query = db.select({ row: this.table, ...this.storage.computed } as never).from(this.table as PgTable).$dynamic();
    return this.storage.join ? this.storage.join(query) : query;
  }

  protected toRecord(selected: { row: Values } & Values): Rec {
    const { row, ...computed } = selected;
    const all: Values = { ...row, ...computed };
    return Object.fromEntries(Object.keys(this.declaration.record.shape).map((key) => [key, asRecordValue(all[key])])) as Rec;
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

  async list(query: ListRequest<string> & Values, scope?: SQL): Promise<Page<Rec>> {
    const sortable = Object.fromEntries(this.declaration.sorts.map((name) => [name, this.storage.computed?.[name] ?? this.columns[name]!]));
    return listPage({
      sortable: sortable as never,
      defaultOrder: this.storage.defaultOrder ?? [desc(this.table.id)],
      count: countIn(this.db, this.table, { kept: this.storage.keptCount }),
      rows: async (where, orderBy, limit, offset) =>
        (await this.select(this.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map((row) => this.toRecord(row as never)),
    }, query, await this.where(query, scope));
  }

  /** Every record meeting a condition, in the default order: for trees and pickers, not for lists that grow. */
  async all(where?: SQL, db: Db = this.db): Promise<Rec[]> {
    const order = this.storage.defaultOrder ?? [desc(this.table.id)];
    return (await this.select(db).where(where).orderBy(...order)).map((row) => this.toRecord(row as never));
  }

  /** The 404 of a record that does not exist. */
  protected missing(id: number) {
    return notFound(messageFor(this.declaration.notFound, id));
  }

  /** One record; 404 when there is none. */
  async get(id: number, db: Db = this.db): Promise<Rec> {
    const [selected] = await this.select(db).where(eq(this.table.id, id)).limit(1);
    if (!selected) throw this.missing(id);
    return this.toRecord(selected as never);
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

  private async checkUnique(tx: Db, values: Values, before?: Row): Promise<void> {
    for (const [field, rule] of Object.entries(this.declaration.unique ?? {})) {
      const value = values[field];
      if (value === undefined || value === null || !rule) continue;
      const column = this.columns[field]!;
      const same = rule.ignoreCase ? sql`lower(${column}) = lower(${value})` : eq(column, value);
      const within = (rule.within ?? []).map((shared) => eq(this.columns[shared]!, values[shared] ?? (before as Values | undefined)?.[shared]));
      const others = before ? ne(this.table.id, before.id) : undefined;
      const [taken] = await tx.select({ id: this.table.id }).from(this.table as PgTable).where(and(same, ...within, others)).limit(1);
      if (taken) throw conflict(rule.message(String(value)));
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

  // ---- changing ----

  create(actor: Actor, fields: Values, scope?: SQL): Promise<Rec> {
    return this.db.transaction(async (tx) => {
      const values = this.valuesOf(fields);
      const change = { actor, fields };
      await this.checkReferences(tx, values);
      await this.checkUnique(tx, values);
      await this.checkWrite(tx, change);
      const row = (await this.store.create(tx, actor, values as never)) as Row;
      await this.afterWrite(tx, row.id, change);
      await this.checkStaysVisible(tx, row.id, scope);
      return this.get(row.id, tx);
    });
  }

  update(actor: Actor, id: number, fields: Values, scope?: SQL): Promise<Rec> {
    return this.db.transaction(async (tx) => {
      const before = (await this.store.get(tx, id)) as Row | undefined;
      if (!before) throw this.missing(id);
      await this.checkVisible(tx, [id], scope);
      const values = this.valuesOf(fields);
      const change = { actor, fields, before };
      await this.checkReferences(tx, values);
      await this.checkUnique(tx, values, before);
      await this.checkWrite(tx, change);
      await this.store.update(tx, actor, id, { ...values, ...('updatedAt' in this.columns && { updatedAt: new Date() }) } as never);
      await this.afterWrite(tx, id, change);
      await this.checkStaysVisible(tx, id, scope);
      return this.get(id, tx);
    });
  }

  setEnabled(actor: Actor, id: number, enabled: boolean, scope?: SQL): Promise<Rec> {
    return this.update(actor, id, { enabled }, scope);
  }

  /** Deletes the records among `ids` that exist; returns how many. A refusal leaves all of them. */
  delete(actor: Actor, ids: number[], scope?: SQL, options: DeleteOptions = {}): Promise<number> {
    return this.db.transaction(async (tx) => {
      await this.checkVisible(tx, ids, scope);
      await this.beforeDelete(tx, actor, (await this.store.getMany(tx, ids)) as Row[], options);
      return this.store.deleteByIds(tx, actor, ids);
    });
  }
}
