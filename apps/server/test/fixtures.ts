import { inArray } from 'drizzle-orm';
import type { PermType } from '@console/contract';
import type { Db } from '../src/platform/database.ts';
import type { PasswordHasher } from '../src/platform/passwords.ts';
import { RolesService } from '../src/modules/roles/roles.service.ts';
import { menus } from '../src/modules/menu/menu.table.ts';
import { users } from '../src/modules/users/users.table.ts';

/** A user holding one role of their own that grants the given pages and permission types. */
export async function createUserWithPages(
  db: Db,
  passwords: PasswordHasher,
  username: string,
  password: string,
  grants: Record<string, PermType[]> = {},
): Promise<number> {
  return createUserWithGrants(db, username, await passwords.hash(password), grants);
}

/** The same with a stored hash as given: for users who never sign in with a password. */
export async function createUserWithGrants(db: Db, username: string, passwordHash: string, grants: Record<string, PermType[]>): Promise<number> {
  const roles = new RolesService(db);
  const [user] = await db.insert(users).values({ username, name: username, passwordHash }).returning();
  const roleId = await roles.ensureRole(db, `role-of-${username}`, `Role of ${username}`);
  await roles.assign(db, user!.id, roleId);
  const pages = Object.keys(grants);
  if (pages.length > 0) {
    const rows = await db.select().from(menus).where(inArray(menus.name, pages));
    await roles.grant(db, roleId, rows.map((row) => ({ menuId: row.id, permTypes: grants[row.name]! })));
  }
  return user!.id;
}
