import { MESSAGES, type DepartmentRecord } from '@console/contract';
import type { Actor } from '../../crud/audit.ts';
import { AuditedStore } from '../../crud/audited-store.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import * as repo from './departments.repository.ts';
import { departments } from './departments.table.ts';

const store = new AuditedStore(departments, 'department');

const toRecord = (row: repo.DepartmentWithCounts): DepartmentRecord => ({
  id: row.id, parentId: row.parentId, name: row.name, leader: row.leader, phone: row.phone, sort: row.sort,
  enabled: row.enabled, hasChildren: row.hasChildren, memberCount: row.memberCount, createdAt: row.createdAt.toISOString(),
});

export interface DepartmentFields {
  name?: string;
  leader?: string | null;
  phone?: string | null;
  sort?: number;
  enabled?: boolean;
}

const columnsOf = ({ leader, ...fields }: DepartmentFields) => ({ ...fields, ...(leader !== undefined && { leader: leader ?? '' }) });

export class DepartmentsService {
  constructor(private readonly db: Db) {}

  async children(parentId: number): Promise<DepartmentRecord[]> {
    return (await repo.childrenOf(this.db, parentId === 0 ? null : parentId)).map(toRecord);
  }

  options() {
    return repo.options(this.db);
  }

  async search(name: string | undefined): Promise<DepartmentRecord[]> {
    return (await repo.searchByName(this.db, name)).map(toRecord);
  }

  /** Ids of a department and all below it, for filters such as "this department and below". */
  selfAndDescendantIds(id: number): Promise<number[]> {
    return repo.selfAndDescendantIds(this.db, id);
  }

  async exists(db: Db, id: number): Promise<boolean> {
    return (await store.get(db, id)) !== undefined;
  }

  private async record(db: Db, id: number): Promise<DepartmentRecord> {
    const row = await repo.withCounts(db, id);
    if (!row) throw notFound(MESSAGES.departmentNotFound);
    return toRecord(row);
  }

  add(actor: Actor, parentId: number | null | undefined, fields: DepartmentFields & { name: string }): Promise<DepartmentRecord> {
    return this.db.transaction(async (tx) => {
      if (parentId && !(await store.get(tx, parentId))) throw notFound(MESSAGES.departmentNotFound);
      const row = await store.create(tx, actor, { parentId: parentId ?? null, ...columnsOf(fields), name: fields.name });
      return this.record(tx, row.id);
    });
  }

  edit(actor: Actor, id: number, fields: DepartmentFields): Promise<DepartmentRecord> {
    return this.db.transaction(async (tx) => {
      const row = await store.update(tx, actor, id, { ...columnsOf(fields), updatedAt: new Date() });
      if (!row) throw notFound(MESSAGES.departmentNotFound);
      return this.record(tx, id);
    });
  }

  move(actor: Actor, id: number, parentId: number | null | undefined): Promise<DepartmentRecord> {
    return this.db.transaction(async (tx) => {
      if (!(await store.get(tx, id))) throw notFound(MESSAGES.departmentNotFound);
      if (parentId) {
        const chain = await repo.selfAndAncestorIds(tx, parentId);
        if (chain.length === 0) throw notFound(MESSAGES.departmentNotFound);
        if (chain.includes(id)) throw conflict(MESSAGES.departmentCycle);
      }
      await store.update(tx, actor, id, { parentId: parentId ?? null, updatedAt: new Date() });
      return this.record(tx, id);
    });
  }

  /** Deletes departments that have neither children nor members; refuses the whole request otherwise. */
  delete(actor: Actor, ids: number[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      for (const department of await store.getMany(tx, ids)) {
        const usage = await repo.withCounts(tx, department.id);
        if (usage?.hasChildren) throw conflict(MESSAGES.departmentHasChildren(department.name));
        if (usage && usage.memberCount > 0) throw conflict(MESSAGES.departmentHasMembers(department.name));
      }
      return store.deleteByIds(tx, actor, ids);
    });
  }
}
