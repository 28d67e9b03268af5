import type * as OpenIdClient from 'openid-client';
import { MESSAGES } from '@console/contract';
import { PROVIDER_TIMEOUT_MS, refused, SocialProviderError, unreachable, type ProviderClient, type ProviderFetch, type ProviderSettings, type SignInChecks, type SocialIdentity } from './provider-client.ts';

const SCOPE = 'openid profile';

type Oidc = typeof OpenIdClient;
/** Imported at the first social sign-in, not at every start (docs/decisions.md). */
const library = (): Promise<Oidc> => import('openid-client');

const textOf = (claim: unknown) => (typeof claim === 'string' && claim !== '' ? claim : undefined);

/** What the person reads of a failure of `openid-client`; errors that are not the provider's pass as they are. */
function failureOf(oidc: Oidc, provider: string, error: unknown): unknown {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) return refused(provider, error.error_description ?? error.error);
  // fetch fails with a TypeError whose cause is the connection's error; a time out is the library's error with the abort as its cause.
  if (error instanceof TypeError && error.cause) return unreachable(provider, error);
  if (error instanceof oidc.ClientError && error.code === 'OAUTH_TIMEOUT') return unreachable(provider, error.cause);
  if (error instanceof oidc.ClientError) return new SocialProviderError(MESSAGES.social.providerAnswerInvalid(provider, error.message));
  return error;
}

/**
 * Any OpenID Connect provider, with `openid-client`: discovery, the authorization code with PKCE and a
 * nonce, the ID token validated (signature, issuer, audience, nonce). The identity is `sub`.
 */
export class OidcProvider implements ProviderClient {
  constructor(private readonly settings: ProviderSettings, private readonly outbound: ProviderFetch) {}

  async authorizationUrl({ state, nonce, verifier, redirectUri }: SignInChecks): Promise<URL> {
    const oidc = await library();
    const config = await this.discovered(oidc);
    const challenge = await oidc.calculatePKCECodeChallenge(verifier);
    return oidc.buildAuthorizationUrl(config, { redirect_uri: redirectUri, scope: SCOPE, state, nonce, code_challenge: challenge, code_challenge_method: 'S256' });
  }

  async identityOf(callback: URL, { state, nonce, verifier }: SignInChecks): Promise<SocialIdentity> {
    const oidc = await library();
    const config = await this.discovered(oidc);
    const tokens = await this.told(oidc, () => oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true,
    }));
    const claims = tokens.claims()!;
    const displayName = textOf(claims.name) ?? textOf(claims.preferred_username) ?? textOf(claims.email) ?? claims.sub;
    return { provider: 'oidc', subject: claims.sub, displayName, avatar: textOf(claims.picture) ?? '' };
  }

  /** The provider's metadata, read at each use: a sign-in is rare, and a changed provider is then seen at once. */
  private discovered(oidc: Oidc): Promise<OpenIdClient.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    // The settings take `http` on the loopback only (a provider on this machine, a test's).
    const execute = new URL(issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
    // Every call of the sign-in (discovery, keys, token) goes through the outbound client: the configuration keeps this fetch.
    // The library hands fetch's own options; only their types are its own.
    const fetchThrough = (url: string, init: OpenIdClient.CustomFetchOptions) => this.outbound.fetch(url, init as RequestInit);
    const options = { timeout: PROVIDER_TIMEOUT_MS / 1000, execute, [oidc.customFetch]: fetchThrough };
    return this.told(oidc, () => oidc.discovery(new URL(issuer), clientId, clientSecret, undefined, options));
  }

  private async told<T>(oidc: Oidc, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw failureOf(oidc, this.settings.displayName, error);
    }
  }
}
