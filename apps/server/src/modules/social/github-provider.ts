import { createHash } from 'node:crypto';
import { z } from 'zod';
import { MESSAGES } from '@console/contract';
import { addressAt, codeIn, providerJson, refused, type ProviderClient, type ProviderFetch, type ProviderSettings, type SignInChecks, type SocialIdentity } from './provider-client.ts';

/** GitHub's OAuth app endpoints (docs.github.com, "Authorizing OAuth apps"). */
const AUTHORIZE = 'https://github.com/login/oauth/authorize';
const TOKEN = 'https://github.com/login/oauth/access_token';
const USER = 'https://api.github.com/user';
/** Reading the public profile needs no scope beyond this. */
const SCOPE = 'read:user';

/** The token endpoint answers HTTP 200 either way: a token, or an error. */
const tokenAnswer = z.union([
  z.object({ access_token: z.string().min(1) }),
  z.object({ error: z.string(), error_description: z.string().optional() }),
]);
const userAnswer = z.object({ id: z.number().int(), login: z.string(), name: z.string().nullish(), avatar_url: z.string().nullish() });

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** GitHub (an OAuth app): the identity is the account's numeric id, which outlives a renamed login. */
export class GitHubProvider implements ProviderClient {
  constructor(private readonly settings: ProviderSettings, private readonly outbound: ProviderFetch) {}

  async authorizationUrl({ state, verifier, redirectUri }: SignInChecks): Promise<URL> {
    const url = addressAt(this.settings.endpoint, AUTHORIZE);
    url.search = new URLSearchParams({
      client_id: this.settings.clientId, redirect_uri: redirectUri, scope: SCOPE, state,
      code_challenge: challengeOf(verifier), code_challenge_method: 'S256',
    }).toString();
    return url;
  }

  async identityOf(callback: URL, checks: SignInChecks): Promise<SocialIdentity> {
    const token = await this.accessToken(codeIn(this.settings.displayName, callback), checks);
    const user = userAnswer.safeParse(await providerJson(this.outbound, this.settings.displayName, addressAt(this.settings.endpoint, USER), {
      // GitHub's API refuses calls without a User-Agent.
      headers: { accept: 'application/vnd.github+json', authorization: `Bearer ${token}`, 'user-agent': 'talent-console' },
    }));
    if (!user.success) throw refused(this.settings.displayName, MESSAGES.social.unreadableAnswer);
    const { id, login, name, avatar_url: avatar } = user.data;
    return { provider: 'github', subject: String(id), displayName: name || login, avatar: avatar ?? '' };
  }

  private async accessToken(code: string, { verifier, redirectUri }: SignInChecks): Promise<string> {
    const { clientId, clientSecret, displayName, endpoint } = this.settings;
    const form = new URLSearchParams({ client_id: clientId, client_secret: clientSecret, code, redirect_uri: redirectUri, code_verifier: verifier });
    const answer = tokenAnswer.safeParse(await providerJson(this.outbound, displayName, addressAt(endpoint, TOKEN), {
      method: 'POST', body: form, headers: { accept: 'application/json' },
    }));
    if (!answer.success) throw refused(displayName, MESSAGES.social.unreadableAnswer);
    if ('error' in answer.data) throw refused(displayName, answer.data.error_description ?? answer.data.error);
    return answer.data.access_token;
  }
}
