import { inArray, sql } from 'drizzle-orm';
import { BASE_ROLE, MESSAGES, type PermType } from '@console/contract';
import { DUTY_ROLES, OPERATORS_BY_KIND, RULE_FIELDS, rolesCrud, type DataScope, type PermissionRule, type RuleOperator } from '@console/contract/roles';
import type { Actor } from '../../crud/audit.ts';
import { recordAudit } from '../../crud/audit.ts';
import { AuditedStore } from '../../crud/audited-store.ts';
import { CrudService } from '../../crud/crud-service.ts';
import { badRequest, conflict, forbiddenBecause, notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { BUILT_IN_ROLES } from './built-in-roles.ts';
import { allows, canonicalNetworks } from './networks.ts';
import { covers, firstBeyondReach, reachOf } from './reach.ts';
import * as repo from './roles-admin.repository.ts';
import { adminsAmong, roleIdsOf } from './roles.repository.ts';
import { users } from '../users/users.table.ts';
import { permissionRules, roles, userRoles, type RoleRow } from './roles.table.ts';

const ruleStore = new AuditedStore(permissionRules, 'permission-rule');


/** The outer row's id, qualified: drizzle leaves columns of a single-table select unqualified. */
const outerRoleId = sql.raw('"roles"."id"');
const outerRoleCode = sql.raw('"roles"."code"');

export interface GrantInput { menuId: number; permTypes: PermType[] }
export interface RoleFields { code?: string; name?: string; description?: string | null; enabled?: boolean; requiresTwoFactor?: boolean; grants?: GrantInput[] }

const columnsOf = ({ grants: _grants, description, ...fields }: RoleFields) => ({
  ...fields, ...(description !== undefined && { description: description ?? '' }),
});

/** Reads a rule's value, typed by the kind of its field. */
function parseRuleValue(kind: 'text' | 'number' | 'boolean', operator: RuleOperator, raw: string, field: string): PermissionRule['value'] {
  const one = (text: string) => {
    if (kind === 'number') {
      const number = Number(text);
      if (text.trim() === '' || !Number.isFinite(number)) throw badRequest(MESSAGES.ruleValueInvalid(field));
      return number;
    }
    if (kind === 'boolean') {
      if (text !== 'true' && text !== 'false') throw badRequest(MESSAGES.ruleValueInvalid(field));
      return text === 'true';
    }
    return text.trim();
  };
  if (operator !== 'in') return one(raw);
  const values = raw.split(',').map((part) => part.trim()).filter(Boolean).map(one);
  if (values.length === 0) throw badRequest(MESSAGES.ruleValueInvalid(field));
  return values as Array<string | number>;
}

/** Role management: roles, their grants, data scopes and row rules. Listing and deleting are generic. */
export class RoleAdminService extends CrudService<typeof roles, typeof rolesCrud> {
  constructor(db: Db) {
    super(db, rolesCrud, {
      table: roles,
      computed: {
        // Every account holds the base role.
        userCount: sql<number>`(case when ${outerRoleCode} = ${BASE_ROLE} then (select cast(count(*) as integer) from ${users})
          else (select cast(count(*) as integer) from ${userRoles} held where held.role_id = ${outerRoleId}) end)`,
      },
      system: {
        where: inArray(roles.code, BUILT_IN_ROLES.map((role) => role.code)),
        fixed: ['code', 'enabled'], messages: MESSAGES.systemRows.role, named: (row) => [row.name, row.code],
      },
    });
  }

  options() {
    return repo.enabledOptions(this.db);
  }

  async info(id: number, db: Db = this.db) {
    const role = await this.get(id, db);
    const grants = (await repo.grantsOfRole(db, id)).map((grant) => ({ ...grant, permTypes: grant.permTypes as PermType[] }));
    return { ...role, grants };
  }

  private async isAdmin(db: Db, actor: Actor): Promise<boolean> {
    return actor.userId === null || (await adminsAmong(db, [actor.userId])).length > 0;
  }

  /**
   * Menus must exist; types a menu does not offer are dropped. A non-admin may only add, or take away,
   * permission types they hold themselves unnarrowed (`reach.ts`): what the role already had may stay,
   * and directories (navigation only) are not checked.
   */
  private async checkGrants(db: Db, actor: Actor, grants: GrantInput[], current: { menuId: number; permTypes: string[] }[] = []): Promise<GrantInput[]> {
    const found = await repo.menusByIds(db, [...new Set([...grants, ...current].map((grant) => grant.menuId))]);
    const cleaned = grants.map((grant) => {
      const menu = found.find((candidate) => candidate.id === grant.menuId);
      if (!menu) throw badRequest(MESSAGES.menuNotFound(grant.menuId));
      return { menuId: grant.menuId, permTypes: [...new Set(grant.permTypes)].filter((perm) => menu.permTypes.includes(perm)) };
    });
    const reach = await reachOf(db, actor.userId);
    if (reach === 'all') return cleaned;
    const permsOn = (list: GrantInput[] | typeof current, menuId: number) => list.find((grant) => grant.menuId === menuId)?.permTypes ?? [];
    for (const menu of found) {
      if (menu.type === 'directory') continue;
      const [had, wanted] = [permsOn(current, menu.id), permsOn(cleaned, menu.id)];
      const changed = [...wanted.filter((perm) => !had.includes(perm)), ...had.filter((perm) => !wanted.includes(perm))];
      const missing = changed.find((perm) => !covers(reach, menu.id, perm));
      if (missing) throw forbiddenBecause(MESSAGES.cannotGrantPermission(menu.title, missing));
    }
    return cleaned;
  }

  /** Sets a role's grants; the audit entry names the pages as they are called now (the 权限变更 log shows it). */
  private async setGrants(tx: Db, actor: Actor, roleId: number, grants: GrantInput[]): Promise<void> {
    const before = await repo.grantsOfRole(tx, roleId);
    await repo.replaceGrants(tx, roleId, grants);
    const menus = await repo.menusByIds(tx, [...new Set([...before, ...grants].map((grant) => grant.menuId))]);
    const summary = (list: { menuId: number; permTypes: string[] }[]) => list.map((grant) => {
      const menu = menus.find((candidate) => candidate.id === grant.menuId);
      return `${menu?.title ?? grant.menuId}(${menu?.name ?? ''}): ${[...grant.permTypes].sort().join(', ')}`;
    }).sort();
    await recordAudit(tx, actor, { action: 'update', target: 'role', targetId: roleId, before: { grants: summary(before) }, after: { grants: summary(grants) } });
  }

  /** Creates a role with its grants; answers it with them. */
  createWithGrants(actor: Actor, fields: RoleFields & { code: string; name: string }) {
    return this.db.transaction(async (tx) => {
      if (await repo.codeTaken(tx, fields.code)) throw conflict(MESSAGES.roleCodeTaken(fields.code));
      const grants = await this.checkGrants(tx, actor, fields.grants ?? []);
      const role = await this.store.create(tx, actor, { ...columnsOf(fields), code: fields.code, name: fields.name });
      if (grants.length > 0) await this.setGrants(tx, actor, role.id, grants);
      return this.info(role.id, tx);
    });
  }

  /** Changes a role and, when given, its grants; answers it with them. */
  updateWithGrants(actor: Actor, id: number, fields: RoleFields) {
    return this.db.transaction(async (tx) => {
      const role = await this.store.get(tx, id);
      if (!role) throw this.missing(id);
      await this.checkFixedFields(tx, role, fields);
      const renames = fields.code !== undefined && fields.code !== role.code;
      if (fields.code && renames && (await repo.codeTaken(tx, fields.code, id))) throw conflict(MESSAGES.roleCodeTaken(fields.code));
      // Dropping the second factor its holders must give is widening what they may do, as grants are.
      const dropsTwoFactor = role.requiresTwoFactor && fields.requiresTwoFactor === false;
      if (fields.grants || dropsTwoFactor) await this.refuseOwnRole(tx, actor, role);
      if (fields.grants) {
        await this.refuseShaping(tx, actor, role);
        await this.setGrants(tx, actor, id, await this.checkGrants(tx, actor, fields.grants, await repo.grantsOfRole(tx, id)));
      }
      if (fields.enabled !== undefined && fields.enabled !== role.enabled) await this.checkSwitchable(tx, actor, role);
      await this.store.update(tx, actor, id, columnsOf(fields));
      return this.info(id, tx);
    });
  }

  /**
   * Nobody widens what they may do themselves: a role's grants, scopes and rules are changed by someone
   * who does not hold it. Everyone holds the base role, but the admin, who may do everything already,
   * gains nothing by changing it.
   */
  private async refuseOwnRole(db: Db, actor: Actor, role: Pick<RoleRow, 'id' | 'name' | 'code'>): Promise<void> {
    if (actor.userId === null) return;
    const holds = role.code === BASE_ROLE ? !(await this.isAdmin(db, actor)) : (await roleIdsOf(db, actor.userId)).includes(role.id);
    if (holds) throw forbiddenBecause(MESSAGES.cannotChangeOwnRole(role.name));
  }

  /**
   * What a role grants is changed neither by its holders (as above) nor, for the separated duties
   * (系统管理员, 安全管理员, 审计管理员), by anyone but the super admin: each duty's definition is what
   * keeps the others' out of it.
   */
  private async refuseShaping(db: Db, actor: Actor, role: RoleRow): Promise<void> {
    await this.refuseOwnRole(db, actor, role);
    if ((DUTY_ROLES as readonly string[]).includes(role.code) && !(await this.isAdmin(db, actor))) throw forbiddenBecause(MESSAGES.duties.dutyRoleGrants(role.name));
  }

  /** Switching a role on or off gives or takes away all it grants: neither its holders nor those it reaches beyond may. */
  private async checkSwitchable(db: Db, actor: Actor, role: RoleRow): Promise<void> {
    await this.refuseOwnRole(db, actor, role);
    if (await firstBeyondReach(db, actor.userId, [role.id])) throw forbiddenBecause(MESSAGES.duties.roleBeyondReach(role.name));
  }

  /** A data scope or row rule on a page narrows what a role does there: only someone holding all of it there unnarrowed sets them. */
  private async checkScopable(db: Db, actor: Actor, role: RoleRow, menuId: number): Promise<void> {
    await this.refuseShaping(db, actor, role);
    const reach = await reachOf(db, actor.userId);
    const granted = (await repo.grantsOfRole(db, role.id)).find((grant) => grant.menuId === menuId)?.permTypes ?? [];
    const [menu] = await repo.menusByIds(db, [menuId]);
    if (menu && granted.some((perm) => !covers(reach, menuId, perm))) throw forbiddenBecause(MESSAGES.duties.pageBeyondReach(role.name, menu.title));
  }

  /**
   * Sets the addresses a role's holders may sign in from (the security administrator's permission of
   * its own, `role-networks`): each entry canonical, a bad one refused naming it. Not for a role one
   * holds (nobody loosens a rule they are under), nor a list that would refuse the caller's own address
   * (the admin and the base role). Answers the role and who holds it, whose sessions from addresses
   * it refuses are to end.
   */
  setNetworks(actor: Actor, id: number, entries: string[]) {
    return this.db.transaction(async (tx) => {
      const role = await this.store.get(tx, id);
      if (!role) throw this.missing(id);
      await this.refuseOwnRole(tx, actor, role);
      const allowedNetworks = canonicalNetworks(entries);
      const callerHolds = actor.userId !== null && (role.code === BASE_ROLE || (await roleIdsOf(tx, actor.userId)).includes(role.id));
      if (callerHolds && allowedNetworks.length > 0 && !allows(allowedNetworks, actor.ip)) throw badRequest(MESSAGES.duties.networksLockOut(actor.ip), { reason: 'networksLockOut', ip: actor.ip });
      await this.store.update(tx, actor, id, { allowedNetworks });
      const holders: number[] | 'all' = role.code === BASE_ROLE ? 'all' : await repo.holdersOf(tx, id);
      return { role: await this.get(id, tx), holders };
    });
  }

  /** Roles someone holds stay; so do the others asked with them. */
  protected override async beforeDelete(tx: Db, _actor: Actor, rows: RoleRow[]): Promise<void> {
    for (const row of rows) {
      const { userCount } = await this.get(row.id, tx);
      if (userCount > 0) throw conflict(MESSAGES.roleInUse(row.name, userCount));
    }
  }

  async dataRule(roleId: number, menuId: number) {
    const rule = await repo.dataRuleOf(this.db, roleId, menuId);
    return { scope: rule?.scope ?? 'all', departmentIds: rule?.departmentIds ?? [] };
  }

  saveDataRule(actor: Actor, roleId: number, menuId: number, scope: DataScope, departmentIds: number[]) {
    return this.db.transaction(async (tx) => {
      const role = await this.store.get(tx, roleId);
      if (!role) throw this.missing(roleId);
      if ((await repo.menusByIds(tx, [menuId])).length === 0) throw notFound(MESSAGES.menuNotFound(menuId));
      await this.checkScopable(tx, actor, role, menuId);
      const before = (await repo.dataRuleOf(tx, roleId, menuId)) ?? null;
      const after = { roleId, menuId, scope, departmentIds: scope === 'custom' ? departmentIds : [] };
      await repo.saveDataRule(tx, after);
      await recordAudit(tx, actor, { action: 'update', target: 'role-data-rule', targetId: `${roleId}:${menuId}`, before, after });
      return { scope: after.scope, departmentIds: after.departmentIds };
    });
  }

  private async permissionOrFail(db: Db, permId: number) {
    const permission = await repo.permissionById(db, permId);
    if (!permission) throw notFound(MESSAGES.permissionNotFound);
    return permission;
  }

  /** The permission a rule narrows, when the actor may narrow it (`checkScopable`). */
  private async permissionToChange(db: Db, actor: Actor, permId: number) {
    const permission = await this.permissionOrFail(db, permId);
    await this.checkScopable(db, actor, (await this.store.get(db, permission.roleId))!, permission.menuId);
    return permission;
  }

  async permissionRules(permId: number): Promise<PermissionRule[]> {
    await this.permissionOrFail(this.db, permId);
    return repo.rulesOfPermission(this.db, permId);
  }

  /** A rule's field must be one the page offers, its operator one that suits the field. */
  private checkedRule(page: string, field: string, operator: RuleOperator, raw: string) {
    const kind = (RULE_FIELDS as Record<string, Record<string, 'text' | 'number' | 'boolean'>>)[page]?.[field];
    if (!kind) throw badRequest(MESSAGES.ruleFieldUnknown(field));
    if (!OPERATORS_BY_KIND[kind].includes(operator)) throw badRequest(MESSAGES.ruleOperatorInvalid(field, operator));
    return { field, operator, value: parseRuleValue(kind, operator, raw, field) };
  }

  addPermissionRule(actor: Actor, permId: number, field: string, operator: RuleOperator, raw: string): Promise<PermissionRule> {
    return this.db.transaction(async (tx) => {
      const permission = await this.permissionToChange(tx, actor, permId);
      return ruleStore.create(tx, actor, { permId, ...this.checkedRule(permission.page, field, operator, raw) });
    });
  }

  editPermissionRule(actor: Actor, id: number, field: string, operator: RuleOperator, raw: string): Promise<PermissionRule> {
    return this.db.transaction(async (tx) => {
      const rule = await ruleStore.get(tx, id);
      if (!rule) throw notFound(MESSAGES.ruleNotFound);
      const permission = await this.permissionToChange(tx, actor, rule.permId);
      return (await ruleStore.update(tx, actor, id, this.checkedRule(permission.page, field, operator, raw)))!;
    });
  }

  deletePermissionRule(actor: Actor, id: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rule = await ruleStore.get(tx, id);
      if (rule) await this.permissionToChange(tx, actor, rule.permId);
      return ruleStore.deleteByIds(tx, actor, [id]);
    });
  }
}
