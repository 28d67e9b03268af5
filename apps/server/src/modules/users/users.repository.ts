import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { USER_OPTIONS_MAX } from '@console/contract';
import type { Db } from '../../platform/database.ts';
import { contains, countIn, type ListSpec } from '../../crud/listing.ts';
import { departments } from '../departments/departments.table.ts';
import { roles, userRoles } from '../roles/roles.table.ts';
import { users, type UserRow } from './users.table.ts';

export async function findByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1);
  return row;
}

export async function findById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function usernameTaken(db: Db, username: string, exceptId?: number): Promise<boolean> {
  const sameName = sql`lower(${users.username}) = lower(${username})`;
  const [row] = await db.select({ id: users.id }).from(users).where(exceptId ? and(sameName, ne(users.id, exceptId)) : sameName).limit(1);
  return row !== undefined;
}

const roleIds = sql<number[]>`coalesce((select array_agg(ur.role_id order by ur.role_id) from ${userRoles} ur where ur.user_id = ${users.id}), '{}')`;
const roleNames = sql<string[]>`coalesce((select array_agg(r.name order by r.id) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id}), '{}')`;

export type UserListRow = UserRow & { departmentName: string | null; roleIds: number[]; roleNames: string[] };

function selectListRows(db: Db) {
  return db
    .select({ user: users, departmentName: departments.name, roleIds, roleNames })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId));
}

const toListRow = ({ user, ...extra }: { user: UserRow; departmentName: string | null; roleIds: number[]; roleNames: string[] }): UserListRow => ({
  ...user, ...extra, roleIds: extra.roleIds.map(Number),
});

export type UserSort = 'id' | 'username' | 'name' | 'createdAt' | 'updatedAt';

/** The user list: one page of users with their department and roles. */
export function userList(db: Db): ListSpec<UserListRow, UserSort> {
  return {
    sortable: { id: users.id, username: users.username, name: users.name, createdAt: users.createdAt, updatedAt: users.updatedAt },
    defaultOrder: [desc(users.id)],
    count: countIn(db, users, { kept: true }),
    rows: async (where, orderBy, limit, offset) =>
      (await selectListRows(db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toListRow),
  };
}

/** Whether any of these users exists outside a condition; a condition that yields NULL counts as outside. */
export async function anyOutside(db: Db, ids: number[], condition: SQL): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, ids), sql`not coalesce((${condition}), false)`)).limit(1);
  return row !== undefined;
}

export async function listRowById(db: Db, id: number): Promise<UserListRow | undefined> {
  const [row] = await selectListRows(db).where(eq(users.id, id)).limit(1);
  return row && toListRow(row);
}

/** Enabled users matching a text in their name or username, for pickers. */
export function options(db: Db, text: string | undefined) {
  const matches = text === undefined ? undefined : or(contains(users.name, text), contains(users.username, text));
  return db
    .select({ id: users.id, username: users.username, name: users.name })
    .from(users)
    .where(and(eq(users.enabled, true), matches))
    .orderBy(asc(users.username))
    .limit(USER_OPTIONS_MAX);
}
