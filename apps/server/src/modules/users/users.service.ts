import { randomBytes } from 'node:crypto';
import { and, inArray, type SQL } from 'drizzle-orm';
import { ADMIN_ROLE, MESSAGES, type Page, type UserRecord } from '@console/contract';
import type { Actor } from '../../crud/audit.ts';
import { recordAudit } from '../../crud/audit.ts';
import { AuditedStore } from '../../crud/audited-store.ts';
import { contains, equals, listPage, type ListRequest } from '../../crud/listing.ts';
import { badRequest, conflict, forbiddenBecause, notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import type { PasswordHasher } from '../../platform/passwords.ts';
import type { DepartmentsService } from '../departments/departments.service.ts';
import type { RolesService } from '../roles/roles.service.ts';
import * as repo from './users.repository.ts';
import { users, type UserRow } from './users.table.ts';

export const ADMIN_USERNAME = 'admin';

const store = new AuditedStore(users, 'user');

export interface UserFilters {
  username?: string;
  name?: string;
  phone?: string;
  departmentId?: number;
  enabled?: boolean;
  userType?: number;
}

export interface UserFields {
  name?: string;
  phone?: string | null;
  email?: string | null;
  avatar?: string | null;
  introduction?: string | null;
  departmentId?: number | null;
  roleIds?: number[];
  userType?: number;
  subAccount?: boolean;
  parentId?: number | null;
  enabled?: boolean;
}

const toRecord = (row: repo.UserListRow): UserRecord => ({
  id: row.id, username: row.username, name: row.name, phone: row.phone, email: row.email, avatar: row.avatar,
  introduction: row.introduction, departmentId: row.departmentId, departmentName: row.departmentName,
  roleIds: row.roleIds, roleNames: row.roleNames, userType: row.userType, subAccount: row.subAccount,
  parentId: row.parentId, enabled: row.enabled, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
});

/** Table columns of the fields a form sends; roles are stored apart. */
function columnsOf({ roleIds: _roles, avatar, introduction, ...fields }: UserFields) {
  return {
    ...fields,
    ...(avatar !== undefined && { avatar: avatar ?? '' }),
    ...(introduction !== undefined && { introduction: introduction ?? '' }),
  };
}

/** A password nobody chose: shown once to the administrator who reset it. */
const oneTimePassword = () => randomBytes(9).toString('base64url');

export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly roles: RolesService,
    private readonly departments: DepartmentsService,
    private readonly passwords: PasswordHasher,
    /** Ends sessions when an account's password changes. */
    private readonly sessions: { endAllOf(userId: number): Promise<void>; endOthersOf(userId: number, keepTokenHash: string): Promise<void> },
  ) {}

  findForSignIn(username: string): Promise<UserRow | undefined> {
    return repo.findByUsername(this.db, username);
  }

  findById(id: number): Promise<UserRow | undefined> {
    return repo.findById(this.db, id);
  }

  async exists(db: Db, id: number): Promise<boolean> {
    return (await store.get(db, id)) !== undefined;
  }

  /** Creates the `admin` account unless it exists; returns its id when it was created. */
  async createAdminIfMissing(tx: Db, passwordHash: string): Promise<number | undefined> {
    if (await repo.findByUsername(tx, ADMIN_USERNAME)) return undefined;
    const admin = await repo.insertUser(tx, { username: ADMIN_USERNAME, passwordHash, name: '超级管理员' });
    return admin.id;
  }

  options(text: string | undefined) {
    return repo.options(this.db, text);
  }

  /** One page of users; `scope` narrows it to what the caller's data rules allow. */
  async list(request: ListRequest<repo.UserSort> & UserFilters, scope?: SQL): Promise<Page<UserRecord>> {
    const where = and(
      scope,
      contains(users.username, request.username),
      contains(users.name, request.name),
      contains(users.phone, request.phone),
      request.departmentId === undefined ? undefined : inArray(users.departmentId, await this.departments.selfAndDescendantIds(request.departmentId)),
      equals(users.enabled, request.enabled),
      equals(users.userType, request.userType),
    );
    const page = await listPage(repo.userList(this.db), request, where);
    return { ...page, records: page.records.map(toRecord) };
  }

  private async record(db: Db, id: number): Promise<UserRecord> {
    const row = await repo.listRowById(db, id);
    if (!row) throw notFound(MESSAGES.userNotFound);
    return toRecord(row);
  }

  /** Checks what a caller may do to other accounts: only an admin grants roles it lacks or touches an admin. */
  private async checkRoles(db: Db, actor: Actor, roleIds: number[]): Promise<void> {
    const found = await this.roles.rolesByIds(db, roleIds);
    const missing = roleIds.find((id) => !found.some((role) => role.id === id));
    if (missing !== undefined) throw badRequest(MESSAGES.roleNotFound(missing));
    if (actor.userId === null || (await this.roles.isAdmin(db, actor.userId))) return;
    const own = await this.roles.roleIdsOf(db, actor.userId);
    const foreign = found.find((role) => !own.includes(role.id));
    if (foreign) throw forbiddenBecause(MESSAGES.cannotGrantRole(foreign.name));
  }

  private async checkNotTouchingAdmins(db: Db, actor: Actor, userIds: number[]): Promise<void> {
    if (actor.userId !== null && (await this.roles.isAdmin(db, actor.userId))) return;
    if ((await this.roles.adminsAmong(db, userIds)).length > 0) throw forbiddenBecause(MESSAGES.cannotManageAdmin);
  }

  /** Users outside the rows the caller may see are, to them, users that do not exist. */
  private async checkVisible(db: Db, ids: number[], scope: SQL | undefined): Promise<void> {
    if (scope && (await repo.anyOutside(db, ids, scope))) throw notFound(MESSAGES.userNotFound);
  }

  /** A user the caller creates or changes must stay among the rows the caller may see. */
  private async checkStaysVisible(db: Db, id: number, scope: SQL | undefined): Promise<void> {
    if (scope && (await repo.anyOutside(db, [id], scope))) throw forbiddenBecause(MESSAGES.userOutsideScope);
  }

  private async checkDepartment(db: Db, departmentId: number | null | undefined): Promise<void> {
    if (departmentId && !(await this.departments.exists(db, departmentId))) throw badRequest(MESSAGES.departmentNotFound);
  }

  private async setRoles(tx: Db, actor: Actor, userId: number, roleIds: number[]): Promise<void> {
    const before = await this.roles.roleIdsOf(tx, userId);
    await this.roles.replaceUserRoles(tx, userId, roleIds);
    await recordAudit(tx, actor, { action: 'update', target: 'user', targetId: userId, before: { roleIds: before }, after: { roleIds: [...roleIds].sort((a, b) => a - b) } });
  }

  /** `scope` (the caller's data rules) limits which users a caller may create, change or remove. */
  create(actor: Actor, body: UserFields & { username: string; password: string; name: string }, scope?: SQL): Promise<UserRecord> {
    return this.db.transaction(async (tx) => {
      if (await repo.usernameTaken(tx, body.username)) throw conflict(MESSAGES.usernameTaken(body.username));
      await this.checkDepartment(tx, body.departmentId);
      await this.checkRoles(tx, actor, body.roleIds ?? []);
      const row = await store.create(tx, actor, { ...columnsOf(body), username: body.username, name: body.name, passwordHash: await this.passwords.hash(body.password) });
      if (body.roleIds?.length) await this.setRoles(tx, actor, row.id, body.roleIds);
      await this.checkStaysVisible(tx, row.id, scope);
      return this.record(tx, row.id);
    });
  }

  update(actor: Actor, id: number, fields: UserFields, scope?: SQL): Promise<UserRecord> {
    return this.db.transaction(async (tx) => {
      if (!(await store.get(tx, id))) throw notFound(MESSAGES.userNotFound);
      await this.checkVisible(tx, [id], scope);
      await this.checkNotTouchingAdmins(tx, actor, [id]);
      if (fields.enabled === false) await this.checkCanDisable(tx, actor, [id]);
      await this.checkDepartment(tx, fields.departmentId);
      if (fields.roleIds) {
        await this.checkRoles(tx, actor, fields.roleIds);
        await this.checkKeepsAnAdmin(tx, id, fields.roleIds);
        await this.setRoles(tx, actor, id, fields.roleIds);
      }
      await store.update(tx, actor, id, { ...columnsOf(fields), updatedAt: new Date() });
      await this.checkStaysVisible(tx, id, scope);
      return this.record(tx, id);
    });
  }

  /** Taking the admin role from the last enabled admin would leave nobody to administer. */
  private async checkKeepsAnAdmin(db: Db, userId: number, roleIds: number[]): Promise<void> {
    if (!(await this.roles.isAdmin(db, userId))) return;
    const keepsAdmin = (await this.roles.rolesByIds(db, roleIds)).some((role) => role.code === ADMIN_ROLE);
    if (!keepsAdmin && (await this.roles.enabledAdminCountExcept(db, [userId])) === 0) throw conflict(MESSAGES.lastAdmin);
  }

  private async checkCanDisable(db: Db, actor: Actor, ids: number[]): Promise<void> {
    if (actor.userId !== null && ids.includes(actor.userId)) throw conflict(MESSAGES.cannotDisableSelf);
    const admins = await this.roles.adminsAmong(db, ids);
    if (admins.length > 0 && (await this.roles.enabledAdminCountExcept(db, admins)) === 0) throw conflict(MESSAGES.lastAdmin);
  }

  delete(actor: Actor, ids: number[], scope?: SQL): Promise<number> {
    return this.db.transaction(async (tx) => {
      if (actor.userId !== null && ids.includes(actor.userId)) throw conflict(MESSAGES.cannotDeleteSelf);
      await this.checkVisible(tx, ids, scope);
      await this.checkNotTouchingAdmins(tx, actor, ids);
      const admins = await this.roles.adminsAmong(tx, ids);
      if (admins.length > 0 && (await this.roles.enabledAdminCountExcept(tx, admins)) === 0) throw conflict(MESSAGES.lastAdmin);
      return store.deleteByIds(tx, actor, ids);
    });
  }

  setEnabled(actor: Actor, ids: number[], enabled: boolean, scope?: SQL): Promise<number> {
    return this.db.transaction(async (tx) => {
      await this.checkVisible(tx, ids, scope);
      await this.checkNotTouchingAdmins(tx, actor, ids);
      if (!enabled) await this.checkCanDisable(tx, actor, ids);
      let changed = 0;
      for (const id of ids) if (await store.update(tx, actor, id, { enabled, updatedAt: new Date() })) changed += 1;
      return changed;
    });
  }

  /** Changes one's own password; other sessions end when asked (the current one stays). */
  async changePassword(userId: number, tokenHash: string, oldPassword: string, newPassword: string, endOtherSessions: boolean, actor: Actor): Promise<void> {
    const user = await repo.findById(this.db, userId);
    if (!user || !(await this.passwords.verify(user.passwordHash, oldPassword))) throw badRequest(MESSAGES.wrongOldPassword);
    const passwordHash = await this.passwords.hash(newPassword);
    await this.db.transaction(async (tx) => {
      await store.update(tx, actor, userId, { passwordHash, mustChangePassword: false, updatedAt: new Date() });
    });
    if (endOtherSessions) await this.sessions.endOthersOf(userId, tokenHash);
  }

  /** Gives an account a one-time password that must be changed at its next sign-in; its sessions end. */
  async resetPassword(actor: Actor, id: number, scope?: SQL): Promise<string> {
    const password = oneTimePassword();
    const passwordHash = await this.passwords.hash(password);
    await this.db.transaction(async (tx) => {
      if (!(await store.get(tx, id))) throw notFound(MESSAGES.userNotFound);
      await this.checkVisible(tx, [id], scope);
      await this.checkNotTouchingAdmins(tx, actor, [id]);
      await store.update(tx, actor, id, { passwordHash, mustChangePassword: true, updatedAt: new Date() });
    });
    await this.sessions.endAllOf(id);
    return password;
  }
}

