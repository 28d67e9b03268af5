import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import { notFound } from '../../http/errors.ts';
import type { CallingApplication } from '../../http/access.ts';
import type { Db } from '../../platform/database.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { ApplicationsApi } from './applications.api.ts';
import { applicationKeys, applicationSignInSecrets, products } from './products.table.ts';

const hashOf = (key: string) => hash('sha256', key, 'hex');

/** How one kind of credential is kept: written for a product, removed (answering when the removed one was issued). */
interface CredentialStore {
  auditTarget: string;
  put(tx: Db, productId: number, value: string, issuedAt: Date): Promise<unknown>;
  remove(tx: Db, productId: number): Promise<{ issuedAt: Date }[]>;
}

/**
 * An application's credentials, each 256 random bits shown once when issued; issuing another replaces
 * it, and a disabled application's credentials open nothing. The key it calls the platform with is
 * kept as a hash; the secret it signs sign-in links with is sealed, since an HMAC is checked with it.
 */
export class ApplicationKeysService implements ApplicationsApi {
  private readonly keys: CredentialStore;
  private readonly signInSecrets: CredentialStore;

  constructor(private readonly db: Db, private readonly secrets: Pick<SecretBox, 'seal' | 'open'>) {
    this.keys = {
      auditTarget: 'applicationKey',
      put: (tx, productId, key, issuedAt) => {
        const values = { productId, keyHash: hashOf(key), issuedAt };
        return tx.insert(applicationKeys).values(values).onConflictDoUpdate({ target: applicationKeys.productId, set: values });
      },
      remove: (tx, productId) => tx.delete(applicationKeys).where(eq(applicationKeys.productId, productId)).returning({ issuedAt: applicationKeys.issuedAt }),
    };
    this.signInSecrets = {
      auditTarget: 'applicationSignInSecret',
      put: (tx, productId, secret, issuedAt) => {
        const values = { productId, secretSealed: this.secrets.seal(secret), issuedAt };
        return tx.insert(applicationSignInSecrets).values(values).onConflictDoUpdate({ target: applicationSignInSecrets.productId, set: values });
      },
      remove: (tx, productId) => tx.delete(applicationSignInSecrets).where(eq(applicationSignInSecrets.productId, productId))
        .returning({ issuedAt: applicationSignInSecrets.issuedAt }),
    };
  }

  async issue(actor: Actor, productId: number): Promise<{ appId: string; key: string }> {
    const { appId, value } = await this.replace(actor, productId, this.keys);
    return { appId, key: value };
  }

  revoke(actor: Actor, productId: number): Promise<{ revoked: boolean }> {
    return this.withdraw(actor, productId, this.keys);
  }

  async issueSignInSecret(actor: Actor, productId: number): Promise<{ appId: string; secret: string }> {
    const { appId, value } = await this.replace(actor, productId, this.signInSecrets);
    return { appId, secret: value };
  }

  revokeSignInSecret(actor: Actor, productId: number): Promise<{ revoked: boolean }> {
    return this.withdraw(actor, productId, this.signInSecrets);
  }

  async authenticate(appId: string, key: string): Promise<CallingApplication | null> {
    const keyHash = hashOf(key);
    const [found] = await this.db.select({ appId: products.appId, name: products.productName, keyHash: applicationKeys.keyHash })
      .from(applicationKeys).innerJoin(products, eq(products.id, applicationKeys.productId))
      .where(and(sql`lower(${products.appId}) = lower(${appId})`, eq(products.enabled, true)));
    if (!found || !timingSafeEqual(Buffer.from(found.keyHash), Buffer.from(keyHash))) return null;
    return { appId: found.appId, name: found.name };
  }

  async signInSecretOf(appId: string): Promise<string | null> {
    const [found] = await this.db.select({ secretSealed: applicationSignInSecrets.secretSealed })
      .from(applicationSignInSecrets).innerJoin(products, eq(products.id, applicationSignInSecrets.productId))
      .where(and(sql`lower(${products.appId}) = lower(${appId})`, eq(products.enabled, true)));
    return found ? this.secrets.open(found.secretSealed) : null;
  }

  private replace(actor: Actor, productId: number, store: CredentialStore): Promise<{ appId: string; value: string }> {
    return this.db.transaction(async (tx) => {
      const { appId } = await this.productOf(tx, productId);
      const value = randomBytes(32).toString('base64url');
      const issuedAt = new Date();
      await store.put(tx, productId, value, issuedAt);
      await recordAudit(tx, actor, { action: 'create', target: store.auditTarget, targetId: productId, before: null, after: { appId, issuedAt } });
      return { appId, value };
    });
  }

  private withdraw(actor: Actor, productId: number, store: CredentialStore): Promise<{ revoked: boolean }> {
    return this.db.transaction(async (tx) => {
      await this.productOf(tx, productId);
      const [removed] = await store.remove(tx, productId);
      if (removed) await recordAudit(tx, actor, { action: 'delete', target: store.auditTarget, targetId: productId, before: { issuedAt: removed.issuedAt }, after: null });
      return { revoked: removed !== undefined };
    });
  }

  private async productOf(tx: Db, productId: number): Promise<{ appId: string }> {
    const [product] = await tx.select({ appId: products.appId }).from(products).where(eq(products.id, productId));
    if (!product) throw notFound(MESSAGES.productNotFound);
    return product;
  }
}
