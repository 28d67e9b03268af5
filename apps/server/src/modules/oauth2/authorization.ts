import { MESSAGES } from '@console/contract';
import { OAUTH_SCOPES, type AuthorizationRequest, type OAuthScope } from '@console/contract/oauth2';
import { badRequest } from '../../http/errors.ts';
import type { WebsiteOf } from './oauth-clients.service.ts';
import type { OAuthTokens } from './oauth-tokens.ts';
import type { OAuthClientRow } from './oauth2.table.ts';

/** A PKCE challenge made with S256: a SHA-256 digest, base64url without padding. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** A refusal the website hears about, at its redirect URI (RFC 6749 §4.1.2.1). */
class RedirectedError extends Error {
  constructor(readonly error: string, description: string) {
    super(description);
  }
}

interface CheckedRequest {
  client: OAuthClientRow;
  scopes: OAuthScope[];
  request: AuthorizationRequest;
}

export type AuthorizeAnswer = { redirect: string } | { consent: { name: string; logo: string; scopes: OAuthScope[] } };

/**
 * The authorization request of the code flow, as `/authorize` passes it on: an unknown or disabled
 * website, or a redirect URI it did not register, is refused here and never redirected to; every
 * other fault goes back to the website at its redirect URI, as does the code.
 */
export class Authorizations {
  constructor(private readonly websiteOf: WebsiteOf, private readonly tokens: OAuthTokens) {}

  async authorize(request: AuthorizationRequest, userId: number, issuer: string): Promise<AuthorizeAnswer> {
    return this.redirectingFaults(request, issuer, async (checked) => {
      if (checked.scopes.every((scope) => checked.client.autoApproveScopes.includes(scope))) return { redirect: this.codeRedirect(checked, userId, issuer) };
      return { consent: { name: checked.client.name, logo: checked.client.logo, scopes: checked.scopes } };
    });
  }

  async answer(request: AuthorizationRequest, approved: boolean, userId: number, issuer: string): Promise<{ redirect: string }> {
    return this.redirectingFaults(request, issuer, async (checked) => {
      if (!approved) throw new RedirectedError('access_denied', MESSAGES.oauth.accessDenied);
      return { redirect: this.codeRedirect(checked, userId, issuer) };
    });
  }

  private async redirectingFaults<T>(request: AuthorizationRequest, issuer: string, work: (checked: CheckedRequest) => Promise<T>): Promise<T | { redirect: string }> {
    const client = await this.registeredClient(request);
    try {
      return await work({ client, request, scopes: scopesOf(request, client) });
    } catch (error) {
      if (!(error instanceof RedirectedError)) throw error;
      return { redirect: redirectTo(request, issuer, { error: error.error, error_description: error.message }) };
    }
  }

  /** The website and its redirect URI, exactly as registered, or a refusal shown to the user. */
  private async registeredClient(request: AuthorizationRequest): Promise<OAuthClientRow> {
    const client = await this.websiteOf(request.client_id);
    if (!client) throw badRequest(MESSAGES.oauth.unknownClient);
    if (!client.redirectUris.includes(request.redirect_uri)) throw badRequest(MESSAGES.oauth.redirectUriMismatch);
    if (!client.enabled) throw badRequest(MESSAGES.oauth.clientDisabled);
    return client;
  }

  private codeRedirect({ client, request, scopes }: CheckedRequest, userId: number, issuer: string): string {
    const code = this.tokens.newCode({
      publicClientId: client.clientId, userId, redirectUri: request.redirect_uri, scopes, nonce: request.nonce ?? null, codeChallenge: request.code_challenge!,
    });
    return redirectTo(request, issuer, { code });
  }
}

/** The scopes asked for, each allowed for the website; the request's other faults first. */
function scopesOf(request: AuthorizationRequest, client: OAuthClientRow): OAuthScope[] {
  if (request.response_type !== 'code') throw new RedirectedError('unsupported_response_type', MESSAGES.oauth.responseTypeUnsupported);
  if (!request.code_challenge) throw new RedirectedError('invalid_request', MESSAGES.oauth.pkceRequired);
  if (request.code_challenge_method !== 'S256') throw new RedirectedError('invalid_request', request.code_challenge_method === 'plain' ? MESSAGES.oauth.pkcePlainRefused : MESSAGES.oauth.pkceRequired);
  if (!S256_CHALLENGE.test(request.code_challenge)) throw new RedirectedError('invalid_request', MESSAGES.oauth.pkceRequired);
  const asked = [...new Set((request.scope ?? '').split(' ').filter(Boolean))];
  const refused = asked.filter((scope) => !client.scopes.includes(scope));
  if (asked.length === 0 || refused.length > 0) throw new RedirectedError('invalid_scope', MESSAGES.oauth.scopeNotAllowed(refused.join(' ') || '—'));
  return OAUTH_SCOPES.filter((scope) => asked.includes(scope));
}

/** The website's redirect URI with the answer's parameters, its own query kept (RFC 6749 §3.1.2), and `iss` (RFC 9207). */
function redirectTo(request: AuthorizationRequest, issuer: string, parameters: Record<string, string>): string {
  const url = new URL(request.redirect_uri);
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  if (request.state !== undefined) url.searchParams.set('state', request.state);
  url.searchParams.set('iss', issuer);
  return url.toString();
}
