import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** The package's `Algorithm.Argon2id`, a const enum that isolated modules cannot import. */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashing and checking of passwords (argon2id), as one object so callers can observe its use. */
export class PasswordHasher {
  /** A hash of a password nobody knows: checked against when the account does not exist, so an unknown user costs the same time. */
  private decoy: Promise<string> = hash('decoy-password-for-unknown-accounts', OPTIONS);

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    const target = passwordHash ?? (await this.decoy);
    const ok = await verify(target, password).catch(() => false);
    return ok && passwordHash !== undefined;
  }
}

/** A password nobody chose, for the first admin account when none was configured. */
export const randomPassword = () => randomBytes(15).toString('base64url');
