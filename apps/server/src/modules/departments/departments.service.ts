import { asc, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { departmentsCrud, type DepartmentRecord } from '@console/contract/departments';
import type { Actor } from '../../crud/audit.ts';
import { CrudService } from '../../crud/crud-service.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { users } from '../users/users.table.ts';
import type { DepartmentsApi } from './departments.api.ts';
import * as repo from './departments.repository.ts';
import { departments, type DepartmentRow } from './departments.table.ts';

/** The outer row's id, qualified: drizzle leaves columns of a single-table select unqualified. */
const outerId = sql.raw('"departments"."id"');

/** A department tree read one level at a time, or searched by name; moving is its own action. */
export class DepartmentsService extends CrudService<typeof departments, typeof departmentsCrud> implements DepartmentsApi {
  constructor(db: Db) {
    super(db, departmentsCrud, {
      table: departments,
      computed: {
        hasChildren: sql<boolean>`exists (select 1 from ${departments} child where child.parent_id = ${outerId})`,
        memberCount: sql<number>`(select cast(count(*) as integer) from ${users} member where member.department_id = ${outerId})`,
      },
      references: { parentId: { table: departments, message: MESSAGES.departmentNotFound } },
      defaultOrder: [asc(departments.sort), asc(departments.id)],
    });
  }

  children(parentId: number): Promise<DepartmentRecord[]> {
    return this.all(parentId === 0 ? sql`${departments.parentId} is null` : eq(departments.parentId, parentId));
  }

  search(name: string | undefined): Promise<DepartmentRecord[]> {
    return this.all(repo.nameContains(name));
  }

  options() {
    return repo.options(this.db);
  }

  selfAndDescendantIds(id: number, db: Db = this.db): Promise<number[]> {
    return repo.selfAndDescendantIds(db, id);
  }

  move(actor: Actor, id: number, parentId: number | null | undefined): Promise<DepartmentRecord> {
    return this.db.transaction(async (tx) => {
      const before = await this.store.get(tx, id);
      if (!before) throw notFound(MESSAGES.departmentNotFound);
      if (parentId) {
        const chain = await repo.selfAndAncestorIds(tx, parentId);
        if (chain.length === 0) throw notFound(MESSAGES.departmentNotFound);
        if (chain.includes(id)) throw conflict(MESSAGES.departmentCycle);
      }
      await this.checkUnique(tx, { parentId: parentId ?? null }, before);
      await this.store.update(tx, actor, id, { parentId: parentId ?? null, updatedAt: new Date() });
      return this.get(id, tx);
    });
  }

  /** A department with children or members stays; so do the others asked with it. */
  protected override async beforeDelete(tx: Db, _actor: Actor, rows: DepartmentRow[]): Promise<void> {
    for (const department of rows) {
      const usage = await this.get(department.id, tx);
      if (usage.hasChildren) throw conflict(MESSAGES.departmentHasChildren(department.name));
      if (usage.memberCount > 0) throw conflict(MESSAGES.departmentHasMembers(department.name));
    }
  }
}
