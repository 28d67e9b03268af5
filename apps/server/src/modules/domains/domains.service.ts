import { and } from 'drizzle-orm';
import { MESSAGES, type DomainConfigRecord, type Page, type PublicDomainConfig } from '@console/contract';
import type { Actor } from '../../crud/audit.ts';
import { AuditedStore } from '../../crud/audited-store.ts';
import { contains, equals, listPage, type ListRequest } from '../../crud/listing.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import type { UsersService } from '../users/users.service.ts';
import * as repo from './domains.repository.ts';
import { domainConfigs } from './domains.table.ts';

const store = new AuditedStore(domainConfigs, 'domainConfig');

export interface DomainConfigFilters {
  domain?: string;
  appId?: string;
  enabled?: boolean;
}

export interface DomainConfigFields {
  domain?: string;
  appId?: string | null;
  ownerUserId?: number | null;
  title?: string | null;
  logo?: string | null;
  enabled?: boolean;
  remark?: string | null;
}

const toRecord = (row: repo.DomainConfigListRow): DomainConfigRecord => ({
  id: row.id, domain: row.domain, appId: row.appId, ownerUserId: row.ownerUserId, ownerName: row.ownerName, title: row.title,
  logo: row.logo, enabled: row.enabled, remark: row.remark, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
});

/** Table columns of the fields a form sends: blank texts are stored empty. */
const columnsOf = ({ appId, title, logo, remark, ...fields }: DomainConfigFields) => ({
  ...fields,
  ...(appId !== undefined && { appId: appId ?? '' }),
  ...(title !== undefined && { title: title ?? '' }),
  ...(logo !== undefined && { logo: logo ?? '' }),
  ...(remark !== undefined && { remark: remark ?? '' }),
});

/** The host name of a full URL or of a bare host, lower-cased and without its port. */
function hostOf(url: string): string | undefined {
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `http://${url}`;
  return URL.canParse(withScheme) ? new URL(withScheme).hostname : undefined;
}

export class DomainsService {
  constructor(private readonly db: Db, private readonly users: UsersService) {}

  async list(request: ListRequest<repo.DomainConfigSort> & DomainConfigFilters): Promise<Page<DomainConfigRecord>> {
    const where = and(
      contains(domainConfigs.domain, request.domain),
      equals(domainConfigs.appId, request.appId),
      equals(domainConfigs.enabled, request.enabled),
    );
    const page = await listPage(repo.domainConfigList(this.db), request, where);
    return { ...page, records: page.records.map(toRecord) };
  }

  async byId(id: number): Promise<DomainConfigRecord> {
    return this.record(this.db, id);
  }

  /** What the sign-in page of a customer domain shows; only enabled configurations answer. */
  async forUrl(url: string): Promise<PublicDomainConfig> {
    const host = hostOf(url);
    const row = host === undefined ? undefined : await repo.findEnabledByDomain(this.db, host);
    if (!row) throw notFound(MESSAGES.domainConfigNotFound);
    return { domain: row.domain, appId: row.appId, title: row.title, logo: row.logo };
  }

  private async record(db: Db, id: number): Promise<DomainConfigRecord> {
    const row = await repo.listRowById(db, id);
    if (!row) throw notFound(MESSAGES.domainConfigNotFound);
    return toRecord(row);
  }

  private async checkDomainFree(db: Db, domain: string | undefined, exceptId?: number): Promise<void> {
    if (domain !== undefined && (await repo.domainTaken(db, domain, exceptId))) throw conflict(MESSAGES.domainTaken(domain));
  }

  private async checkOwner(db: Db, ownerUserId: number | null | undefined): Promise<void> {
    if (ownerUserId && !(await this.users.exists(db, ownerUserId))) throw badRequest(MESSAGES.domainOwnerNotFound);
  }

  create(actor: Actor, body: DomainConfigFields & { domain: string }): Promise<DomainConfigRecord> {
    return this.db.transaction(async (tx) => {
      await this.checkDomainFree(tx, body.domain);
      await this.checkOwner(tx, body.ownerUserId);
      const row = await store.create(tx, actor, { ...columnsOf(body), domain: body.domain });
      return this.record(tx, row.id);
    });
  }

  update(actor: Actor, id: number, fields: DomainConfigFields): Promise<DomainConfigRecord> {
    return this.db.transaction(async (tx) => {
      if (!(await store.get(tx, id))) throw notFound(MESSAGES.domainConfigNotFound);
      await this.checkDomainFree(tx, fields.domain, id);
      await this.checkOwner(tx, fields.ownerUserId);
      await store.update(tx, actor, id, { ...columnsOf(fields), updatedAt: new Date() });
      return this.record(tx, id);
    });
  }

  delete(actor: Actor, ids: number[]): Promise<number> {
    return this.db.transaction((tx) => store.deleteByIds(tx, actor, ids));
  }
}
