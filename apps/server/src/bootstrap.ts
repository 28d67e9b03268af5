import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_ROLE, SYSTEM_APP_ID } from '@console/contract';
import type { Db } from './platform/database.ts';
import type { PasswordHasher } from './platform/passwords.ts';
import type { MenusService } from './modules/menus/menus.service.ts';
import type { RolesService } from './modules/roles/roles.service.ts';
import type { UsersService } from './modules/users/users.service.ts';

/** Serialises first-start seeding between instances sharing one PostgreSQL database. */
const SEED_LOCK_ID = 720_414_002;

export interface BootstrapDeps {
  db: Db;
  menus: MenusService;
  roles: RolesService;
  users: UsersService;
  passwords: PasswordHasher;
  adminPassword: string | undefined;
  log: FastifyBaseLogger;
}

/**
 * Brings a database up to what every start expects, in one transaction: the menu tree of every
 * page, the admin role, and on the very first start the `admin` account. Its password is
 * `ADMIN_PASSWORD`, or else a random one printed once; there is no default password.
 */
export async function bootstrap({ db, menus, roles, users, passwords, adminPassword, log }: BootstrapDeps): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await menus.seedPages(tx, SYSTEM_APP_ID);
    const adminRoleId = await roles.ensureRole(tx, ADMIN_ROLE, '超级管理员');
    const password = adminPassword ?? randomBytes(15).toString('base64url');
    const adminId = await users.createAdminIfMissing(tx, await passwords.hash(password));
    if (adminId === undefined) return;
    await roles.assign(tx, adminId, adminRoleId);
    if (adminPassword) log.info('Created the admin account with the password from ADMIN_PASSWORD.');
    else log.warn(`Created the admin account. One-time password, shown only now: ${password}`);
  });
}
