import { eq, inArray, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/database.ts';
import { recordAudit, type Actor } from './audit.ts';

type TableWithId = PgTable & { id: PgColumn };

/**
 * Get, create, update and delete-by-ids of one table, each change recorded in the audit log in
 * the same transaction as the change itself.
 */
export class AuditedStore<T extends TableWithId> {
  constructor(private readonly table: T, private readonly target: string) {}

  async get(db: Db, id: number): Promise<InferSelectModel<T> | undefined> {
    const [row] = await db.select().from(this.table as PgTable).where(eq(this.table.id, id)).limit(1);
    return row as InferSelectModel<T> | undefined;
  }

  async getMany(db: Db, ids: number[]): Promise<InferSelectModel<T>[]> {
    if (ids.length === 0) return [];
    return (await db.select().from(this.table as PgTable).where(inArray(this.table.id, ids))) as InferSelectModel<T>[];
  }

  async create(db: Db, actor: Actor, values: InferInsertModel<T>): Promise<InferSelectModel<T>> {
    const [row] = (await db.insert(this.table).values(values as never).returning()) as InferSelectModel<T>[];
    await recordAudit(db, actor, { action: 'create', target: this.target, targetId: (row as { id: number }).id, before: null, after: row! });
    return row!;
  }

  /** Updates one row; returns it as it is now, or undefined when it does not exist. Nothing to set changes nothing. */
  async update(db: Db, actor: Actor, id: number, values: Partial<InferInsertModel<T>>): Promise<InferSelectModel<T> | undefined> {
    const before = await this.get(db, id);
    if (!before || Object.values(values).every((value) => value === undefined)) return before;
    const [after] = (await db.update(this.table).set(values as never).where(eq(this.table.id, id)).returning()) as InferSelectModel<T>[];
    await recordAudit(db, actor, { action: 'update', target: this.target, targetId: id, before, after: after! });
    return after;
  }

  /** Deletes the rows that exist among `ids`; returns how many. */
  async deleteByIds(db: Db, actor: Actor, ids: number[]): Promise<number> {
    const rows = await this.getMany(db, ids);
    if (rows.length === 0) return 0;
    await db.delete(this.table).where(inArray(this.table.id, rows.map((row) => (row as { id: number }).id)));
    for (const row of rows) await recordAudit(db, actor, { action: 'delete', target: this.target, targetId: (row as { id: number }).id, before: row, after: null });
    return rows.length;
  }
}
