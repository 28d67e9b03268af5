import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Marks the format of a stored secret, so that another one can follow without guessing. */
const VERSION = 'v1';
const KEY_FILE = 'secrets.key';
const SEALED = new RegExp(`^${VERSION}[:.](.*)$`, 's');

/** Encrypts secrets kept in the database (AES-256-GCM); only the key can read them back. */
export class SecretBox {
  private readonly derived = new Map<string, Buffer>();

  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`a secrets key is ${KEY_BYTES} bytes`);
  }

  seal(plain: string): string {
    return `${VERSION}:${this.encrypted(plain).toString('base64')}`;
  }

  /** Sealed to be handed out in an address or a form (a token): base64url, nothing to escape. */
  sealForUrl(plain: string): string {
    return `${VERSION}.${this.encrypted(plain).toString('base64url')}`;
  }

  /** The plain text of either sealed form; throws when it was not sealed with this key or was altered. */
  open(stored: string): string {
    const payload = SEALED.exec(stored)?.[1];
    if (payload === undefined) throw new Error('unknown secret format');
    // Decoding base64 reads the base64url alphabet too.
    const bytes = Buffer.from(payload, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  /** HMAC-SHA256 of `text` with a key derived from this one for `purpose`: a digest no one without the key can make or try. */
  keyedDigest(purpose: string, text: string): string {
    let key = this.derived.get(purpose);
    if (!key) this.derived.set(purpose, (key = Buffer.from(hkdfSync('sha256', this.key, Buffer.alloc(0), purpose, KEY_BYTES))));
    return createHmac('sha256', key).update(text).digest('base64url');
  }

  private encrypted(plain: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
  }
}

/**
 * Writes a new key aside, then links it into place whole: a process making one at the same moment
 * (two apps on one data folder, test files side by side) reads the one that won, never half a key.
 */
function createKeyFile(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, randomBytes(KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
}

/**
 * The key from the configuration (base64 of 32 bytes; instances sharing a database share it), or else
 * the one the embedded install generated when it first sealed a secret and keeps in the data folder,
 * readable by its owner only.
 */
export function openSecretBox(configured: string | undefined, dataDir: string): SecretBox {
  if (configured) return new SecretBox(Buffer.from(configured, 'base64'));
  const file = path.join(dataDir, KEY_FILE);
  if (!existsSync(file)) createKeyFile(file);
  return new SecretBox(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
}

/** The secret box, opened when a secret is first sealed or opened: a start that needs none writes no key. */
export function lazySecretBox(configured: string | undefined, dataDir: string): Pick<SecretBox, 'seal' | 'sealForUrl' | 'open' | 'keyedDigest'> {
  let box: SecretBox | undefined;
  const opened = () => (box ??= openSecretBox(configured, dataDir));
  return {
    seal: (plain) => opened().seal(plain), sealForUrl: (plain) => opened().sealForUrl(plain), open: (stored) => opened().open(stored),
    keyedDigest: (purpose, text) => opened().keyedDigest(purpose, text),
  };
}
