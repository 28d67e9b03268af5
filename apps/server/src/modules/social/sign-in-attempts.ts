import { createHash, randomBytes } from 'node:crypto';
import { SOCIAL_CODE_MINUTES, type SocialProvider } from '@console/contract/social';
import type { Language } from '../../http/language.ts';
import type { Cache } from '../../platform/cache/index.ts';
import type { SignInChecks, SocialIdentity } from './provider-client.ts';

const STATE_TTL_MS = 10 * 60_000;
const CODE_TTL_MS = SOCIAL_CODE_MINUTES * 60_000;
/** Wrong passwords a code takes while binding before it is spent: each further guess costs a sign-in at the provider. */
const BIND_TRIES = 5;

/** A sign-in between its start and the provider's redirect back. */
export interface PendingSignIn extends Omit<SignInChecks, 'state'> {
  provider: SocialProvider;
  /** Where the web app goes once signed in. */
  redirect?: string;
  /** The language the web app asked in: a refusal at the provider's redirect back is said in it. */
  language: Language;
}

/** 256 random bits, URL-safe: states, codes, PKCE verifiers and nonces. */
export const randomToken = () => randomBytes(32).toString('base64url');
/** Keys are digests: the cache page (缓存管理) shows keys, and a key must not be a usable state or code. */
const digestOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');
const stateKey = (state: string) => `social:state:${digestOf(state)}`;
const codeKey = (code: string) => `social:code:${digestOf(code)}`;
const triesKey = (code: string) => `social:code-tries:${digestOf(code)}`;

const parsed = <T>(value: string | null): T | undefined => (value === null ? undefined : (JSON.parse(value) as T));

/**
 * The states of started sign-ins and the `/relate` codes of proven identities, kept in the cache: both
 * live minutes and are used once, which the cache's expiry and its atomic `take` give without a table
 * or a clean-up. The embedded cache is the process's own, which is the whole install there; Redis is
 * shared by every instance of a scale-out, so a callback may reach another instance than its start.
 */
export class SignInAttempts {
  constructor(private readonly cache: Cache) {}

  /** Keeps a started sign-in; its `state`, random and single use. */
  async start(pending: PendingSignIn): Promise<string> {
    const state = randomToken();
    await this.cache.set(stateKey(state), JSON.stringify(pending), STATE_TTL_MS);
    return state;
  }

  /** The sign-in a state started, once: a second redirect with it finds nothing. */
  async takeState(state: string): Promise<PendingSignIn | undefined> {
    return parsed(await this.cache.take(stateKey(state)));
  }

  /** A code standing for an identity just proven, for `/relate`. */
  async issueCode(identity: SocialIdentity): Promise<string> {
    const code = randomToken();
    await this.cache.set(codeKey(code), JSON.stringify(identity), CODE_TTL_MS);
    return code;
  }

  /** The identity of a code, leaving it usable. */
  async identityOf(code: string): Promise<SocialIdentity | undefined> {
    return parsed(await this.cache.get(codeKey(code)));
  }

  /** Spends a code: its identity, for the one caller that spent it. */
  async spend(code: string): Promise<SocialIdentity | undefined> {
    await this.cache.del(triesKey(code));
    return parsed(await this.cache.take(codeKey(code)));
  }

  /** Counts a wrong password given with a code; the last allowed one spends it. */
  async failedBind(code: string): Promise<void> {
    if ((await this.cache.increment(triesKey(code), CODE_TTL_MS)) >= BIND_TRIES) await this.spend(code);
  }
}
