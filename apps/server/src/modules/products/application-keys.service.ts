import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import { notFound } from '../../http/errors.ts';
import type { CallingApplication } from '../../http/access.ts';
import type { Db } from '../../platform/database.ts';
import type { ApplicationsApi } from './applications.api.ts';
import { applicationKeys, products } from './products.table.ts';

const hashOf = (key: string) => hash('sha256', key, 'hex');

/**
 * The keys applications call the platform with. A key is 256 random bits, shown once when issued;
 * issuing another replaces it, and a disabled application's key opens nothing.
 */
export class ApplicationKeysService implements ApplicationsApi {
  constructor(private readonly db: Db) {}

  issue(actor: Actor, productId: number): Promise<{ appId: string; key: string }> {
    return this.db.transaction(async (tx) => {
      const [product] = await tx.select({ appId: products.appId }).from(products).where(eq(products.id, productId));
      if (!product) throw notFound(MESSAGES.productNotFound);
      const key = randomBytes(32).toString('base64url');
      const values = { productId, keyHash: hashOf(key), issuedAt: new Date() };
      await tx.insert(applicationKeys).values(values).onConflictDoUpdate({ target: applicationKeys.productId, set: values });
      await recordAudit(tx, actor, { action: 'create', target: 'applicationKey', targetId: productId, before: null, after: { appId: product.appId, issuedAt: values.issuedAt } });
      return { appId: product.appId, key };
    });
  }

  revoke(actor: Actor, productId: number): Promise<{ revoked: boolean }> {
    return this.db.transaction(async (tx) => {
      const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
      if (!product) throw notFound(MESSAGES.productNotFound);
      const removed = await tx.delete(applicationKeys).where(eq(applicationKeys.productId, productId)).returning();
      if (removed.length > 0) await recordAudit(tx, actor, { action: 'delete', target: 'applicationKey', targetId: productId, before: { issuedAt: removed[0]!.issuedAt }, after: null });
      return { revoked: removed.length > 0 };
    });
  }

  async authenticate(appId: string, key: string): Promise<CallingApplication | null> {
    const keyHash = hashOf(key);
    const [found] = await this.db.select({ appId: products.appId, name: products.productName, keyHash: applicationKeys.keyHash })
      .from(applicationKeys).innerJoin(products, eq(products.id, applicationKeys.productId))
      .where(and(sql`lower(${products.appId}) = lower(${appId})`, eq(products.enabled, true)));
    if (!found || !timingSafeEqual(Buffer.from(found.keyHash), Buffer.from(keyHash))) return null;
    return { appId: found.appId, name: found.name };
  }
}
