import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { domainsCrud, type PublicDomainConfig } from '@console/contract/domains';
import { CrudService } from '../../crud/crud-service.ts';
import { notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { users } from '../users/users.table.ts';
import { domainConfigs } from './domains.table.ts';

/** The host name of a full URL or of a bare host, lower-cased and without its port. */
function hostOf(url: string): string | undefined {
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `http://${url}`;
  return URL.canParse(withScheme) ? new URL(withScheme).hostname : undefined;
}

/** The host names customers reach the console on, each with its application, title, logo and owner. */
export class DomainsService extends CrudService<typeof domainConfigs, typeof domainsCrud> {
  constructor(db: Db) {
    super(db, domainsCrud, {
      table: domainConfigs,
      computed: { ownerName: users.name },
      join: (query) => query.leftJoin(users, eq(users.id, domainConfigs.ownerUserId)),
      references: { ownerUserId: { table: users, message: MESSAGES.domainOwnerNotFound } },
    });
  }

  /** What the sign-in page of a customer domain shows; only enabled configurations answer. */
  async forUrl(url: string): Promise<PublicDomainConfig> {
    const host = hostOf(url);
    const [row] = host === undefined ? [] : await this.db.select().from(domainConfigs)
      .where(and(sql`lower(${domainConfigs.domain}) = lower(${host})`, eq(domainConfigs.enabled, true))).limit(1);
    if (!row) throw notFound(MESSAGES.domainConfigNotFound);
    return { domain: row.domain, appId: row.appId, title: row.title, logo: row.logo };
  }
}
