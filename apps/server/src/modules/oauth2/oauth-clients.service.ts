import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { MASKED_SECRET } from '@console/contract/files';
import { oauthClientsCrud, type OAuthClientRecord, type OAuthScope } from '@console/contract/oauth2';
import { CrudService, type SelectedRow, type SentFields, type SetColumns, type WriteContext } from '../../crud/crud-service.ts';
import { badRequest } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { digestOf } from './oauth-tokens.ts';
import { oauthClientRoles, oauthClients, type OAuthClientRow } from './oauth2.table.ts';
import { roles } from '../roles/roles.table.ts';


/** The website of a public `client_id`, as the protocol looks it up (from memory while no website changes). */
export type WebsiteOf = (clientId: string) => Promise<OAuthClientRow | undefined>;

/** A secret for the form: 256 random bits, as 43 base64url characters. */
export const newClientSecret = () => randomBytes(32).toString('base64url');

/** Connected websites. The secret is kept as a digest only: shown by the form that made it, never again. */
export class OAuthClientsService extends CrudService<typeof oauthClients, typeof oauthClientsCrud> {
  constructor(db: Db) {
    super(db, oauthClientsCrud, { table: oauthClients, defaultOrder: [asc(oauthClients.id)] });
  }

  /** Auto-approved scopes must be among the allowed ones, also when an edit changes only one of the two. */
  protected override async checkWrite(_tx: Db, { fields, before }: WriteContext<OAuthClientRow, typeof oauthClientsCrud>): Promise<void> {
    const scopes: string[] = fields.scopes ?? before?.scopes ?? [];
    const autoApproved: string[] = fields.autoApproveScopes ?? before?.autoApproveScopes ?? [];
    const outside = autoApproved.filter((scope) => !scopes.includes(scope));
    if (outside.length > 0) throw badRequest(MESSAGES.invalidField('autoApproveScopes', MESSAGES.oauthAutoApproveOutside(outside.join(' '))));
  }

  protected override valuesOf(fields: SentFields<typeof oauthClientsCrud>): SetColumns<typeof oauthClients> {
    const { secret, ...rest } = fields;
    return { ...super.valuesOf(rest), ...(typeof secret === 'string' && secret !== '' && { secretDigest: digestOf(secret) }) };
  }

  protected override toRecord(selected: SelectedRow): OAuthClientRecord {
    const record = super.toRecord(selected);
    return { ...record, scopes: record.scopes as OAuthScope[], secret: MASKED_SECRET };
  }

  /** The website of a public `client_id`. */
  async byClientId(clientId: string): Promise<OAuthClientRow | undefined> {
    const [row] = await this.db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
    return row;
  }

  async options() {
    return this.db.select({ id: oauthClients.id, name: oauthClients.name, enabled: oauthClients.enabled }).from(oauthClients).orderBy(asc(oauthClients.id));
  }
}

/** Which connected websites the users of a role see, and the shortcuts a user gets from their roles. */
export class BoundClientsService {
  constructor(private readonly db: Db) {}

  async viewOf(roleId: number) {
    await this.checkRole(this.db, roleId);
    const rows = await this.db.select({ clientId: oauthClientRoles.clientId }).from(oauthClientRoles).where(eq(oauthClientRoles.roleId, roleId)).orderBy(asc(oauthClientRoles.clientId));
    return { roleId, clientIds: rows.map((row) => row.clientId) };
  }

  async setView(roleId: number, clientIds: number[]) {
    const wanted = [...new Set(clientIds)];
    return this.db.transaction(async (tx) => {
      await this.checkRole(tx, roleId);
      const found = wanted.length === 0 ? [] : await tx.select({ id: oauthClients.id }).from(oauthClients).where(inArray(oauthClients.id, wanted));
      const missing = wanted.find((id) => !found.some((row) => row.id === id));
      if (missing !== undefined) throw badRequest(MESSAGES.invalidField('clientIds', MESSAGES.oauthClientMissing(missing)));
      await tx.delete(oauthClientRoles).where(eq(oauthClientRoles.roleId, roleId));
      if (wanted.length > 0) await tx.insert(oauthClientRoles).values(wanted.map((clientId) => ({ roleId, clientId })));
      return { roleId, clientIds: wanted.sort((a, b) => a - b) };
    });
  }

  /** The enabled websites any of the user's roles shows. */
  async shortcutsOf(roleIds: readonly number[]) {
    if (roleIds.length === 0) return [];
    return this.db.selectDistinct({ clientId: oauthClients.clientId, name: oauthClients.name, logo: oauthClients.logo, homeUrl: oauthClients.homeUrl, id: oauthClients.id })
      .from(oauthClients).innerJoin(oauthClientRoles, eq(oauthClientRoles.clientId, oauthClients.id))
      .where(and(inArray(oauthClientRoles.roleId, [...roleIds]), eq(oauthClients.enabled, true)))
      .orderBy(asc(oauthClients.id))
      .then((rows) => rows.map(({ id: _id, ...shortcut }) => shortcut));
  }

  private async checkRole(db: Db, roleId: number) {
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
    if (!role) throw badRequest(MESSAGES.invalidField('roleId', MESSAGES.oauthRoleMissing(roleId)));
  }
}
