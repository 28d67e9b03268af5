import { createPublicKey, generateKeyPair, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { MASKED_SECRET } from '@console/contract/files';
import { isvsCrud, type IsvKeys, type IsvRecord, type SignType } from '@console/contract/open-platform';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import { CrudService, type SelectedRow, type WriteContext } from '../../crud/crud-service.ts';
import { badRequest } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { ISV_ROLE_LINKS, rolesOf, type IsvRolesService } from './isv-roles.service.ts';
import { isvs, type IsvRow } from './open-platform.table.ts';

type Secrets = Pick<SecretBox, 'seal' | 'open'>;

const RSA_BITS = 2048;

const PEM = { publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } } as const;
type PemPair = { publicKey: string; privateKey: string };
const settle = (resolve: (pair: PemPair) => void, reject: (error: Error) => void) => (error: Error | null, publicKey: string, privateKey: string) =>
  (error ? reject(error) : resolve({ publicKey, privateKey }));
/** The partner's pair, made off the event loop: a 2048-bit RSA pair takes tens of milliseconds. */
const partnerKeyPair = () => new Promise<PemPair>((resolve, reject) => generateKeyPair('rsa', { modulusLength: RSA_BITS, ...PEM }, settle(resolve, reject)));
/** The platform's pair: Ed25519 signs an answer in a few tens of microseconds, where RSA takes about a millisecond. */
const platformKeyPair = () => new Promise<PemPair>((resolve, reject) => generateKeyPair('ed25519', PEM, settle(resolve, reject)));

/** The sign types an ISV's keys allow. */
export const signTypesOf = (row: Pick<IsvRow, 'secretSealed' | 'publicKey'>): SignType[] => [
  ...(row.secretSealed ? ['HMAC-SHA256' as const] : []),
  ...(row.publicKey ? ['RSA-SHA256' as const] : []),
];

/** Refuses, naming the field, a public key that does not read as RSA of 2048 bits or more. */
function checkPublicKey(pem: string): void {
  let key;
  try {
    key = createPublicKey(pem);
  } catch {
    throw badRequest(MESSAGES.invalidField('publicKey', MESSAGES.isvPublicKeyUnreadable));
  }
  if (key.asymmetricKeyType !== 'rsa') throw badRequest(MESSAGES.invalidField('publicKey', MESSAGES.isvPublicKeyNotRsa(key.asymmetricKeyType ?? '?')));
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < RSA_BITS) throw badRequest(MESSAGES.invalidField('publicKey', MESSAGES.isvPublicKeyTooShort(bits)));
}

/**
 * Partners. Their secret and private keys are sealed at rest and masked in every record; they are
 * shown in clear once when made, and again only through the reveal (its own permission, audited).
 */
export class IsvsService extends CrudService<typeof isvs, typeof isvsCrud> {
  constructor(db: Db, private readonly roles: IsvRolesService, private readonly secrets: Secrets) {
    super(db, isvsCrud, { table: isvs, computed: rolesOf(ISV_ROLE_LINKS, sql.raw('"isvs"."id"')) });
  }

  protected override async afterWrite(tx: Db, id: number, { fields }: WriteContext<IsvRow, typeof isvsCrud>): Promise<void> {
    if (fields.roleIds !== undefined) await this.roles.setRoles(tx, ISV_ROLE_LINKS, id, fields.roleIds);
  }

  protected override toRecord(selected: SelectedRow): IsvRecord {
    const record = super.toRecord(selected);
    const row = selected.row as IsvRow;
    return { ...record, roleIds: record.roleIds.map(Number), signTypes: signTypesOf(row), secret: row.secretSealed ? MASKED_SECRET : '' };
  }

  private async row(db: Db, id: number): Promise<IsvRow> {
    const [row] = await db.select().from(isvs).where(eq(isvs.id, id)).limit(1);
    if (!row) throw this.missing(id);
    return row;
  }

  private keysOf(row: IsvRow): IsvKeys {
    const open = (sealed: string | null) => (sealed ? this.secrets.open(sealed) : '');
    return {
      appKey: row.appKey,
      secret: open(row.secretSealed),
      privateKey: open(row.privateKeySealed),
      publicKey: row.publicKey,
      platformPrivateKey: open(row.platformPrivateKeySealed),
      platformPublicKey: row.platformPublicKey,
    };
  }

  /** A new secret and new key pairs (the partner's and the platform's): the old ones stop working at once. */
  generateKeys(actor: Actor, id: number): Promise<IsvKeys> {
    return this.db.transaction(async (tx) => {
      await this.row(tx, id);
      const secret = randomBytes(32).toString('base64url');
      const [partner, platform] = await Promise.all([partnerKeyPair(), platformKeyPair()]);
      const [row] = await tx.update(isvs).set({
        secretSealed: this.secrets.seal(secret),
        publicKey: partner.publicKey,
        privateKeySealed: this.secrets.seal(partner.privateKey),
        platformPublicKey: platform.publicKey,
        platformPrivateKeySealed: this.secrets.seal(platform.privateKey),
        updatedAt: new Date(),
      }).where(eq(isvs.id, id)).returning();
      await recordAudit(tx, actor, { action: 'update', target: this.declaration.name, targetId: id, before: null, after: { keys: 'generated' } });
      return this.keysOf(row!);
    });
  }

  /**
   * The partner's own public key; the pair the platform made for it is forgotten. The platform's
   * pair is made now if there is none, so that every answer the ISV gets is signed.
   */
  setPublicKey(actor: Actor, id: number, publicKey: string): Promise<IsvRecord> {
    checkPublicKey(publicKey);
    return this.db.transaction(async (tx) => {
      const before = await this.row(tx, id);
      const platform = before.platformPrivateKeySealed ? undefined : await platformKeyPair();
      await tx.update(isvs).set({
        publicKey, privateKeySealed: null, updatedAt: new Date(),
        ...(platform && { platformPublicKey: platform.publicKey, platformPrivateKeySealed: this.secrets.seal(platform.privateKey) }),
      }).where(eq(isvs.id, id));
      await recordAudit(tx, actor, { action: 'update', target: this.declaration.name, targetId: id, before: null, after: { publicKey: 'replaced' } });
      return this.get(id, tx);
    });
  }

  /** Every key in clear, for a holder of its own permission; each reveal is in the audit log. */
  async revealKeys(actor: Actor, id: number): Promise<IsvKeys> {
    const row = await this.row(this.db, id);
    await recordAudit(this.db, actor, { action: 'reveal', target: this.declaration.name, targetId: id, before: null, after: { field: 'keys' } });
    return this.keysOf(row);
  }
}
