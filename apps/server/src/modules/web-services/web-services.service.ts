import { eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { MASKED_SECRET } from '@console/contract/files';
import { webServiceApisCrud, webServicesCrud, type WebServiceRecord } from '@console/contract/web-services';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import { AuditedStore } from '../../crud/audited-store.ts';
import { CrudService, type SelectedRow, type SentFields, type SetColumns, type WriteContext } from '../../crud/crud-service.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import type { SoapTarget } from '../../platform/outbound/soap-client.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { webServiceApis, webServices, type WebServiceRow } from './web-services.table.ts';

type Secrets = Pick<SecretBox, 'seal' | 'open'>;

/** The outer row's id, qualified: drizzle leaves columns of a single-table select unqualified. */
const outerId = sql.raw('"web_services"."id"');

/** A password field that keeps the stored one: left out, blank, or the mask a reader was shown. */
const keepsPassword = (password: unknown) => password === undefined || password === '' || password === MASKED_SECRET;

/** Web services: the password sealed at rest and masked in every answer; only an enabled service is called. */
export class WebServicesService extends CrudService<typeof webServices, typeof webServicesCrud> {
  constructor(db: Db, private readonly secrets: Secrets) {
    super(db, webServicesCrud, {
      table: webServices,
      computed: { apiCount: sql<number>`(select cast(count(*) as integer) from ${webServiceApis} a where a.service_id = ${outerId})` },
    });
  }

  /** The operations go with their service, each deletion in the audit log as if deleted by hand. */
  private readonly apis = new AuditedStore(webServiceApis, webServiceApisCrud.name);

  protected override async beforeDelete(tx: Db, actor: Actor, rows: WebServiceRow[]): Promise<void> {
    const serviceIds = rows.map((row) => row.id);
    const apiIds = (await tx.select({ id: webServiceApis.id }).from(webServiceApis).where(inArray(webServiceApis.serviceId, serviceIds))).map((api) => api.id);
    if (apiIds.length > 0) await this.apis.deleteByIds(tx, actor, apiIds);
  }

  /** A new password is sealed; a username taken away takes its password with it. */
  protected override valuesOf(fields: SentFields<typeof webServicesCrud>): SetColumns<typeof webServices> {
    const { password, ...plain } = fields;
    const values = super.valuesOf(plain);
    if (!keepsPassword(password)) values.passwordSealed = this.secrets.seal(String(password));
    if (values.username === '') values.passwordSealed = null;
    return values;
  }

  /** A password without a username would never be sent: refused rather than kept unused. */
  protected override async checkWrite(_tx: Db, { fields, before }: WriteContext<WebServiceRow, typeof webServicesCrud>): Promise<void> {
    const username = fields.username === undefined ? before?.username : (fields.username ?? '');
    if (!username && !keepsPassword(fields.password)) throw badRequest(MESSAGES.invalidField('password', MESSAGES.webServicePasswordWithoutUser));
  }

  protected override toRecord(selected: SelectedRow): WebServiceRecord {
    return { ...super.toRecord(selected), password: selected.row.passwordSealed ? MASKED_SECRET : '' };
  }

  private async row(id: number): Promise<WebServiceRow> {
    const [row] = await this.db.select().from(webServices).where(eq(webServices.id, id)).limit(1);
    if (!row) throw this.missing(id);
    return row;
  }

  /** The password in clear, for a holder of its own permission; each reveal is in the audit log. */
  async revealPassword(actor: Actor, id: number, field: 'password'): Promise<{ value: string }> {
    const row = await this.row(id);
    const value = row.passwordSealed ? this.secrets.open(row.passwordSealed) : '';
    await recordAudit(this.db, actor, { action: 'reveal', target: this.declaration.name, targetId: id, before: null, after: { field } });
    return { value };
  }

  /** How to call a service; a disabled one is refused before anything is sent. */
  async targetOf(id: number): Promise<SoapTarget> {
    const row = await this.row(id);
    if (!row.enabled) throw conflict(MESSAGES.webServiceDisabled(row.name));
    return {
      wsdlUrl: row.wsdlUrl,
      endpoint: row.endpoint || undefined,
      username: row.username || undefined,
      password: row.passwordSealed ? this.secrets.open(row.passwordSealed) : undefined,
      timeoutMs: row.timeoutSeconds * 1000,
    };
  }
}
