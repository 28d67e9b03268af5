import { MESSAGES } from '@console/contract';
import { type SocialProvider } from '@console/contract/social';
import type { OutboundClient } from '../../platform/outbound/http-client.ts';

/** How long a provider has to answer each call of a sign-in. */
export const PROVIDER_TIMEOUT_MS = 5_000;

/** Who a provider says the person is. */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  displayName: string;
  avatar: string;
}

/** How the providers are called: through the outbound client, under the destination policy. */
export type ProviderFetch = Pick<OutboundClient, 'fetch'>;

/** A provider's settings as a sign-in uses them, the secret in clear. */
export interface ProviderSettings {
  provider: SocialProvider;
  displayName: string;
  clientId: string;
  clientSecret: string;
  issuer: string;
  endpoint: string;
}

/** The secrets of one sign-in, kept with its `state` from the start until the provider's redirect back. */
export interface SignInChecks {
  state: string;
  /** The PKCE verifier, for the providers that take a challenge. */
  verifier: string;
  nonce: string;
  redirectUri: string;
}

/** One provider's side of the authorization code flow. */
export interface ProviderClient {
  /** Where to send the browser to sign in at the provider. */
  authorizationUrl(checks: SignInChecks): Promise<URL>;
  /** The identity the provider's redirect back proves: its code exchanged server-side, then read. */
  identityOf(callback: URL, checks: SignInChecks): Promise<SocialIdentity>;
}

/** A sign-in the provider failed or refused; its message is what the person reads. */
export class SocialProviderError extends Error {}

export const refused = (provider: string, reason: string) => new SocialProviderError(MESSAGES.social.providerRefused(provider, reason));

/** Why a call got no answer: the time out, or the connection's own error code. */
export function unreachable(provider: string, error: unknown): SocialProviderError {
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const reason = timedOut ? MESSAGES.outbound.noAnswer(PROVIDER_TIMEOUT_MS / 1000) : (cause?.code ?? cause?.message ?? String(error));
  return new SocialProviderError(MESSAGES.social.providerUnreachable(provider, reason));
}

/** The reason an error answer gives, in the fields providers put it in. */
function reasonIn(answer: unknown): string | undefined {
  const fields = (answer ?? {}) as Record<string, unknown>;
  const reason = fields.error_description ?? fields.errmsg ?? fields.message ?? fields.error;
  return typeof reason === 'string' ? reason : undefined;
}

/**
 * Calls a provider and answers its JSON. No answer, an answer that is not JSON (some answer JSON as
 * `text/plain`, so the text is parsed whatever its type) and an HTTP error are `SocialProviderError`s.
 */
export async function providerJson(outbound: ProviderFetch, provider: string, url: URL, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await outbound.fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw unreachable(provider, error);
  }
  let answer: unknown;
  try {
    answer = JSON.parse(await response.text());
  } catch {
    throw refused(provider, response.ok ? MESSAGES.social.unreadableAnswer : `HTTP ${response.status}`);
  }
  if (!response.ok) throw refused(provider, reasonIn(answer) ?? `HTTP ${response.status}`);
  return answer;
}

/** A provider's documented address, or the same path below the administrator's stand-in for its hosts. */
export function addressAt(endpoint: string, documented: string): URL {
  if (!endpoint) return new URL(documented);
  const { pathname } = new URL(documented);
  return new URL(`${endpoint.replace(/\/+$/, '')}${pathname}`);
}

/** The code of the provider's redirect back; its absence, or its error, is the provider's refusal. */
export function codeIn(provider: string, callback: URL): string {
  const code = callback.searchParams.get('code');
  if (code) return code;
  const error = callback.searchParams.get('error_description') ?? callback.searchParams.get('error');
  throw refused(provider, error ?? MESSAGES.social.noAuthorizationCode);
}
