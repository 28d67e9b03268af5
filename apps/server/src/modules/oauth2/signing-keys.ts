import { createPrivateKey, generateKeyPair, randomUUID, type KeyObject } from 'node:crypto';
import { desc, isNull, or, gt } from 'drizzle-orm';
import { exportJWK, type JWK } from 'jose';
import type { Db } from '../../platform/database.ts';
import type { OffThreadSigner } from '../../platform/off-thread-signer.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { oauthSigningKeys } from './oauth2.table.ts';

/** A retired key stays published this long: longer than any token signed with it lives. */
const RETIRED_KEPT_MS = 2 * 24 * 60 * 60_000;

export interface SigningKeySet {
  /** The key that signs: the newest one not retired. */
  current: { kid: string; privateKey: KeyObject };
  /** The public keys to publish (JWK Set). */
  jwks: { keys: JWK[] };
}

const rsaPair = () => new Promise<{ publicKey: KeyObject; privateKey: KeyObject }>((resolve, reject) =>
  generateKeyPair('rsa', { modulusLength: 2048 }, (error, publicKey, privateKey) => (error ? reject(error) : resolve({ publicKey, privateKey }))));

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * The install's RS256 keys: made at the first need (never shipped), the private key sealed at rest.
 * Rotating makes a new key that signs from then on; the old one stays published until what it signed
 * has expired.
 */
export class SigningKeys {
  /**
   * Private keys already read, by kid: a set read again (every change empties the module's memos) keeps
   * the same key object, which the signing thread holds already; a new object would cross to it again.
   */
  private readonly opened = new Map<string, KeyObject>();

  constructor(private readonly db: Db, private readonly secrets: Pick<SecretBox, 'seal' | 'open'>) {}

  async load(): Promise<SigningKeySet> {
    const rows = await this.published();
    const signing = rows.find((row) => row.retiredAt === null);
    if (!signing) {
      await this.add();
      return this.load();
    }
    const keys = rows.map((row) => JSON.parse(row.publicJwk) as JWK);
    let privateKey = this.opened.get(signing.kid);
    if (!privateKey) {
      privateKey = createPrivateKey(this.secrets.open(signing.privateKeySealed));
      this.opened.clear();
      this.opened.set(signing.kid, privateKey);
    }
    return { current: { kid: signing.kid, privateKey }, jwks: { keys } };
  }

  /** A new signing key; the others are retired. */
  async rotate(): Promise<{ kid: string }> {
    return this.db.transaction(async (tx) => {
      await tx.update(oauthSigningKeys).set({ retiredAt: new Date() }).where(isNull(oauthSigningKeys.retiredAt));
      return this.add(tx);
    });
  }

  private async published() {
    return this.db.select().from(oauthSigningKeys)
      .where(or(isNull(oauthSigningKeys.retiredAt), gt(oauthSigningKeys.retiredAt, new Date(Date.now() - RETIRED_KEPT_MS))))
      .orderBy(desc(oauthSigningKeys.createdAt));
  }

  private async add(db: Db = this.db): Promise<{ kid: string }> {
    const { publicKey, privateKey } = await rsaPair();
    const kid = randomUUID();
    const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    await db.insert(oauthSigningKeys).values({
      kid, publicJwk: JSON.stringify(jwk), privateKeySealed: this.secrets.seal(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
    });
    return { kid };
  }
}

/**
 * A JWT signed RS256 (a compact JWS, RFC 7515): the signature (about a millisecond of CPU for RSA-2048)
 * is made in the signing thread, so the event loop keeps serving while it is made.
 */
export async function signJwt(signer: OffThreadSigner, key: SigningKeySet['current'], claims: Record<string, unknown>): Promise<string> {
  const input = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: key.kid }))}.${base64url(JSON.stringify(claims))}`;
  const signature = await signer.sign(input, key.privateKey);
  return `${input}.${Buffer.from(signature, 'base64').toString('base64url')}`;
}
