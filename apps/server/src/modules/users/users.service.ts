import { randomBytes } from 'node:crypto';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ACCOUNT, ADMIN_ROLE, BASE_ROLE, MESSAGES } from '@console/contract';
import { type PasswordAge } from '@console/contract/account';
import { DUTY_ROLES } from '@console/contract/roles';
import { usersCrud, type UserRecord } from '@console/contract/users';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import { CrudService, type SelectedRow, type CreateFields, type WriteContext } from '../../crud/crud-service.ts';
import { badRequest, conflict, forbiddenBecause } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import type { PasswordHasher } from '../../platform/passwords.ts';
import type { DepartmentsApi } from '../departments/departments.api.ts';
import { departments } from '../departments/departments.table.ts';
import type { SessionsApi } from '../auth/sessions.api.ts';
import type { RolesApi } from '../roles/roles.api.ts';
import { roles, userRoles } from '../roles/roles.table.ts';
import type { PasswordPolicy } from './password-policy.ts';
import { refuseMainAccountsWithSubAccounts } from './sub-account-rules.ts';
import * as repo from './users.repository.ts';
import { ADMIN_USERNAME, users, type UserRow } from './users.table.ts';


/** What a new account's first password is checked against: the account's names. */
type FirstPasswordFields = Pick<CreateFields<typeof usersCrud>, 'password' | 'username' | 'name'>;

/** A password nobody chose: shown once to the administrator who reset it. */
const oneTimePassword = () => randomBytes(9).toString('base64url');

const roleIds = sql<number[]>`coalesce((select array_agg(ur.role_id order by ur.role_id) from ${userRoles} ur where ur.user_id = ${users.id}), '{}')`;
const roleNames = sql<string[]>`coalesce((select array_agg(r.name order by r.id) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id}), '{}')`;

/**
 * Accounts. On top of the generic rules: nobody changes their own roles; a role is given or taken
 * away, and an account acted on, only by someone whose own access covers its roles (an admin's, then,
 * only by an admin); an account holds at most one of the separated duties; nobody removes or disables
 * themselves or the last enabled admin.
 */
export class UsersService extends CrudService<typeof users, typeof usersCrud> {
  constructor(
    db: Db,
    private readonly roles: RolesApi,
    departmentsApi: DepartmentsApi,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionsApi,
    private readonly policy: PasswordPolicy,
  ) {
    super(db, usersCrud, {
      table: users,
      computed: { departmentName: departments.name, roleIds, roleNames, twoFactor: sql<boolean>`${users.twoFactorSince} is not null` },
      join: (query) => query.leftJoin(departments, eq(departments.id, users.departmentId)),
      customFilters: {
        departmentId: async (departmentId: number) => inArray(users.departmentId, await departmentsApi.selfAndDescendantIds(departmentId)),
      },
      references: { departmentId: { table: departments, message: MESSAGES.departmentNotFound } },
      keptCount: true,
    });
  }

  protected override toRecord(selected: SelectedRow): UserRecord {
    const record = super.toRecord(selected);
    return { ...record, roleIds: record.roleIds.map(Number) };
  }

  private readonly signInLookup = repo.signInLookup(this.db);

  findForSignIn(username: string): Promise<UserRow | undefined> {
    return this.signInLookup(username);
  }

  findById(id: number): Promise<UserRow | undefined> {
    return repo.findById(this.db, id);
  }

  enabledByPhone(phone: string): Promise<UserRow[]> {
    return repo.enabledByPhone(this.db, phone);
  }

  /**
   * Creates the `admin` account unless it exists; returns its id when it was created. The password is
   * hashed only then: a hash would cost every start a third of a second. A password the operator did
   * not choose (one printed at the first start) must be changed at the first sign-in.
   */
  async createAdminIfMissing(tx: Db, passwordHash: () => Promise<string>, { operatorChose }: { operatorChose: boolean }): Promise<number | undefined> {
    if (await repo.findByUsername(tx, ADMIN_USERNAME)) return undefined;
    const admin = await repo.insertUser(tx, { username: ADMIN_USERNAME, passwordHash: await passwordHash(), name: ADMIN_ACCOUNT.name, mustChangePassword: !operatorChose });
    return admin.id;
  }

  options(text: string | undefined) {
    return repo.options(this.db, text);
  }

  override async create(actor: Actor, fields: CreateFields<typeof usersCrud>, scope?: SQL): Promise<UserRecord> {
    return super.create(actor, fields, scope, await this.firstPassword(fields));
  }

  /**
   * The stored form of a new account's first password, once the policy took it. Whoever creates an
   * account sets that password, so its user must choose their own at the first sign-in.
   */
  async firstPassword({ password, username, name }: FirstPasswordFields): Promise<{ passwordHash: string; mustChangePassword: true }> {
    await this.policy.check(password, [username, name]);
    return { passwordHash: await this.passwords.hash(password), mustChangePassword: true };
  }

  protected override async checkWrite(tx: Db, { actor, fields, before }: WriteContext<UserRow, typeof usersCrud>): Promise<void> {
    if (before) {
      await this.checkWithinReach(tx, actor, [before.id]);
      if (fields.enabled === false) await this.checkCanDisable(tx, actor, [before.id]);
    }
    const wanted = fields.roleIds;
    if (!wanted) return;
    if (before && before.id === actor.userId) await this.refuseOwnRoleChange(tx, before.id, wanted);
    await this.checkRoles(tx, actor, wanted);
    if (before) await this.checkKeepsAnAdmin(tx, before.id, wanted);
  }

  /** Nobody grants themselves a role, or drops one to slip out of a rule: another administrator does. */
  private async refuseOwnRoleChange(db: Db, userId: number, wanted: number[]): Promise<void> {
    const held = await this.roles.roleIdsOf(db, userId);
    const same = held.length === new Set(wanted).size && wanted.every((id) => held.includes(id));
    if (!same) throw forbiddenBecause(MESSAGES.cannotChangeOwnRoles);
  }

  protected override async afterWrite(tx: Db, id: number, { actor, fields, before }: WriteContext<UserRow, typeof usersCrud>): Promise<void> {
    const wanted = fields.roleIds;
    if (wanted && (before || wanted.length > 0)) await this.setRoles(tx, actor, id, wanted);
  }

  protected override async beforeDelete(tx: Db, actor: Actor, rows: UserRow[]): Promise<void> {
    const ids = rows.map((row) => row.id);
    if (actor.userId !== null && ids.includes(actor.userId)) throw conflict(MESSAGES.cannotDeleteSelf);
    await this.checkWithinReach(tx, actor, ids);
    const admins = await this.roles.adminsAmong(tx, ids);
    if (admins.length > 0 && (await this.roles.enabledAdminCountExcept(tx, admins)) === 0) throw conflict(MESSAGES.lastAdmin);
    await refuseMainAccountsWithSubAccounts(tx, rows);
  }

  /**
   * The roles an account is to hold: existing, never the base role, at most one separated duty, and
   * each within the caller's reach (the roles it held were checked with the account).
   */
  private async checkRoles(db: Db, actor: Actor, roleIdList: number[]): Promise<void> {
    const found = await this.roles.rolesByIds(db, roleIdList);
    const missing = roleIdList.find((id) => !found.some((role) => role.id === id));
    if (missing !== undefined) throw badRequest(MESSAGES.roleNotFound(missing));
    if (found.some((role) => role.code === BASE_ROLE)) throw badRequest(MESSAGES.baseRoleNotAssignable);
    if (found.filter((role) => (DUTY_ROLES as readonly string[]).includes(role.code)).length > 1) throw conflict(MESSAGES.duties.exclusive);
    const beyond = await this.roles.firstBeyondReach(db, actor.userId, roleIdList);
    if (beyond) throw forbiddenBecause(MESSAGES.cannotGrantRole(beyond.name));
  }

  /**
   * Acting on an account (changing, resetting, disabling or deleting it) is acting with its roles: the
   * caller's own access must cover every one of them, so that nobody takes over an account that may
   * do more than they may (an admin's, an auditor's).
   */
  private async checkWithinReach(db: Db, actor: Actor, userIds: number[]): Promise<void> {
    const held = new Set<number>();
    for (const userId of userIds) for (const roleId of await this.roles.roleIdsOf(db, userId)) held.add(roleId);
    const beyond = await this.roles.firstBeyondReach(db, actor.userId, [...held]);
    if (beyond) throw forbiddenBecause(MESSAGES.duties.cannotManageAccount(beyond.name));
  }

  /** Taking the admin role from the last enabled admin would leave nobody to administer. */
  private async checkKeepsAnAdmin(db: Db, userId: number, roleIdList: number[]): Promise<void> {
    if (!(await this.roles.isAdmin(db, userId))) return;
    const keepsAdmin = (await this.roles.rolesByIds(db, roleIdList)).some((role) => role.code === ADMIN_ROLE);
    if (!keepsAdmin && (await this.roles.enabledAdminCountExcept(db, [userId])) === 0) throw conflict(MESSAGES.lastAdmin);
  }

  private async checkCanDisable(db: Db, actor: Actor, ids: number[]): Promise<void> {
    if (actor.userId !== null && ids.includes(actor.userId)) throw conflict(MESSAGES.cannotDisableSelf);
    const admins = await this.roles.adminsAmong(db, ids);
    if (admins.length > 0 && (await this.roles.enabledAdminCountExcept(db, admins)) === 0) throw conflict(MESSAGES.lastAdmin);
  }

  /** Gives the account exactly these roles; the audit entry names them as they are called now (the 权限变更 log shows it). */
  private async setRoles(tx: Db, actor: Actor, userId: number, roleIdList: number[]): Promise<void> {
    const before = await this.roles.roleIdsOf(tx, userId);
    await this.roles.replaceUserRoles(tx, userId, roleIdList);
    const after = [...roleIdList].sort((a, b) => a - b);
    const named = async (ids: number[]) => (await this.roles.rolesByIds(tx, ids)).sort((a, b) => a.id - b.id).map((role) => role.name);
    await recordAudit(tx, actor, {
      action: 'update', target: 'user', targetId: userId,
      before: { roleIds: before, roles: await named(before) }, after: { roleIds: after, roles: await named(after) },
    });
  }

  /** Enables or disables several users at once; returns how many exist. */
  setEnabledMany(actor: Actor, ids: number[], enabled: boolean, scope?: SQL): Promise<number> {
    return this.db.transaction(async (tx) => {
      await this.checkVisible(tx, ids, scope);
      await this.checkWithinReach(tx, actor, ids);
      if (!enabled) await this.checkCanDisable(tx, actor, ids);
      let changed = 0;
      for (const id of ids) if (await this.store.update(tx, actor, id, { enabled, updatedAt: new Date() })) changed += 1;
      return changed;
    });
  }

  /** Changes one's own password, the old one proven; the user's other sessions end (the current one stays). */
  async changePassword(userId: number, tokenHash: string, oldPassword: string, newPassword: string, actor: Actor): Promise<void> {
    const user = await repo.findById(this.db, userId);
    if (!user || !(await this.passwords.verify(user.passwordHash, oldPassword))) throw badRequest(MESSAGES.wrongOldPassword);
    await this.replacePassword(user, newPassword, actor);
    await this.sessions.endOthersOf(userId, tokenHash);
  }

  /**
   * Sets a password its user chose, proven otherwise than by the old one, as the policy allows; every
   * session of the user ends. `proof`, when given, is checked once the policy took the password (a code
   * is spent only then): without it, nothing changes and the answer is false.
   */
  async setChosenPassword(userId: number, newPassword: string, actor: Actor, proof?: () => Promise<boolean>): Promise<boolean> {
    const user = await repo.findById(this.db, userId);
    if (!user) throw this.missing(userId);
    if (!(await this.replacePassword(user, newPassword, actor, proof))) return false;
    await this.sessions.endAllOf(userId);
    return true;
  }

  private async replacePassword(user: UserRow, newPassword: string, actor: Actor, proof?: () => Promise<boolean>): Promise<boolean> {
    const ownWords = [user.username, user.name, user.phone ?? '', user.email ?? ''].filter(Boolean);
    await this.policy.check(newPassword, ownWords, [user.passwordHash, ...(await repo.earlierPasswordHashes(this.db, user.id))]);
    if (proof && !(await proof())) return false;
    const passwordHash = await this.passwords.hash(newPassword);
    await this.db.transaction(async (tx) => {
      await repo.rememberReplacedPassword(tx, user.id, user.passwordHash);
      await this.store.update(tx, actor, user.id, { passwordHash, mustChangePassword: false, passwordChangedAt: new Date(), updatedAt: new Date() });
    });
    return true;
  }

  passwordAgeOf(user: UserRow): Promise<PasswordAge> {
    return this.policy.ageOf(user.passwordChangedAt);
  }

  /** A user's own new phone, proven by the code sent to it: the user's other sessions end. */
  async changeOwnPhone(userId: number, tokenHash: string, phone: string, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => this.store.update(tx, actor, userId, { phone, updatedAt: new Date() }));
    await this.sessions.endOthersOf(userId, tokenHash);
  }

  /** Refuses acting on a user who does not exist (404), is outside `scope` or holds a role beyond the actor's reach (403). */
  async checkManageable(db: Db, actor: Actor, id: number, scope?: SQL): Promise<void> {
    if (!(await this.exists(db, id))) throw this.missing(id);
    await this.checkVisible(db, [id], scope);
    await this.checkWithinReach(db, actor, [id]);
  }

  /** Gives an account a one-time password that must be changed at its next sign-in; its sessions end. */
  async resetPassword(actor: Actor, id: number, scope?: SQL): Promise<string> {
    const password = oneTimePassword();
    const passwordHash = await this.passwords.hash(password);
    await this.db.transaction(async (tx) => {
      await this.checkManageable(tx, actor, id, scope);
      await this.store.update(tx, actor, id, { passwordHash, mustChangePassword: true, passwordChangedAt: new Date(), updatedAt: new Date() });
    });
    await this.sessions.endAllOf(id);
    return password;
  }
}
