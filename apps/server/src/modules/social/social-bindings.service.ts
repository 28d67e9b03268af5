import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { socialBindingsCrud, type OwnSocialBinding, type SocialProvider } from '@console/contract/social';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import { CrudService } from '../../crud/crud-service.ts';
import { escapeLike } from '../../crud/listing.ts';
import { notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { users } from '../users/users.table.ts';
import type { SocialIdentity } from './provider-client.ts';
import { socialBindings } from './social.table.ts';

const sameIdentity = ({ provider, subject }: Pick<SocialIdentity, 'provider' | 'subject'>) =>
  and(eq(socialBindings.provider, provider), eq(socialBindings.subject, subject));

/** The bindings of identities at other sites to accounts: the administrators' list, and each user's own. */
export class SocialBindingsService extends CrudService<typeof socialBindings, typeof socialBindingsCrud> {
  constructor(db: Db) {
    super(db, socialBindingsCrud, {
      table: socialBindings,
      computed: { username: users.username, name: users.name },
      join: (query) => query.innerJoin(users, eq(users.id, socialBindings.userId)),
      customFilters: {
        // A condition on the table itself: the total is counted without the join.
        user: async (text: string) => {
          const pattern = `%${escapeLike(text)}%`;
          return inArray(socialBindings.userId, db.select({ id: users.id }).from(users).where(or(ilike(users.username, pattern), ilike(users.name, pattern))));
        },
        provider: async (provider: SocialProvider) => eq(socialBindings.provider, provider),
      },
    });
  }

  /** The account an identity is bound to, if any. */
  async ownerOf(identity: Pick<SocialIdentity, 'provider' | 'subject'>, db: Db = this.db): Promise<number | undefined> {
    const [row] = await db.select({ userId: socialBindings.userId }).from(socialBindings).where(sameIdentity(identity));
    return row?.userId;
  }

  /**
   * Binds an identity to an account (audited); false when another account has it. Taking the identity
   * is one statement, so two accounts binding it at once cannot both have it.
   */
  async bind(actor: Actor, userId: number, identity: SocialIdentity): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(socialBindings).values({ userId, ...identity }).onConflictDoNothing().returning();
      if (!created) return (await this.ownerOf(identity, tx)) === userId;
      await recordAudit(tx, actor, { action: 'create', target: socialBindingsCrud.name, targetId: created.id, before: null, after: created });
      return true;
    });
  }

  async mine(userId: number): Promise<OwnSocialBinding[]> {
    const rows = await this.db.select({
      id: socialBindings.id, provider: socialBindings.provider, displayName: socialBindings.displayName,
      avatar: socialBindings.avatar, createdAt: socialBindings.createdAt,
    }).from(socialBindings).where(eq(socialBindings.userId, userId)).orderBy(asc(socialBindings.createdAt), asc(socialBindings.id));
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }

  /** Unbinds one of a user's own bindings; another's is, to them, one that does not exist. */
  async unbindOwn(actor: Actor, userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [own] = await tx.select({ id: socialBindings.id }).from(socialBindings).where(and(eq(socialBindings.id, id), eq(socialBindings.userId, userId)));
      if (!own) throw notFound(MESSAGES.social.bindingNotFound);
      await this.store.deleteByIds(tx, actor, [id]);
    });
  }
}
