import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@console/contract';
import { SOCIAL_RELATE_PAGE, type SocialProvider, type SocialSignIn } from '@console/contract/social';
import { actorOf } from '../../crud/audit.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import { say, type Language } from '../../http/language.ts';
import type { PasswordHasher } from '../../platform/passwords.ts';
import type { SessionsApi } from '../auth/sessions.api.ts';
import type { UsersApi } from '../users/users.api.ts';
import { GitHubProvider } from './github-provider.ts';
import { OidcProvider } from './oidc-provider.ts';
import { SocialProviderError, type ProviderClient, type ProviderFetch, type ProviderSettings, type SocialIdentity } from './provider-client.ts';
import type { SocialProviderSettingsService } from './provider-settings.ts';
import { randomToken, type SignInAttempts } from './sign-in-attempts.ts';
import type { SocialBindingsService } from './social-bindings.service.ts';
import { WeChatProvider } from './wechat-provider.ts';

const CLIENTS: Record<SocialProvider, new (settings: ProviderSettings, outbound: ProviderFetch) => ProviderClient> = {
  wechat: WeChatProvider, github: GitHubProvider, oidc: OidcProvider,
};

/** The web app's `/relate` page with its parameters. */
const relatePage = (parameters: Record<string, string | undefined>) => {
  const defined = Object.entries(parameters).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return `${SOCIAL_RELATE_PAGE}?${new URLSearchParams(defined)}`;
};

export interface BindRequest { code: string; username: string; password: string }

/**
 * Signing in with a provider: the start, the provider's redirect back, and the `/relate` code, which
 * signs in to the account its identity is bound to, or binds it to one proven by its password.
 */
export class SocialSignIns {
  constructor(
    private readonly settings: SocialProviderSettingsService,
    private readonly attempts: SignInAttempts,
    private readonly bindings: SocialBindingsService,
    private readonly users: UsersApi,
    private readonly sessions: SessionsApi,
    private readonly passwords: PasswordHasher,
    private readonly outbound: ProviderFetch,
  ) {}

  /** The provider's authorization address for a new sign-in; `redirectUri` is the console's callback. */
  async start(provider: SocialProvider, redirectUri: string, redirect: string | undefined, language: Language): Promise<string> {
    const client = await this.clientOf(provider);
    const pending = { provider, verifier: randomToken(), nonce: randomToken(), redirectUri, redirect, language };
    const state = await this.attempts.start(pending);
    try {
      return (await client.authorizationUrl({ ...pending, state })).href;
    } catch (error) {
      throw error instanceof SocialProviderError ? badRequest(error.message) : error;
    }
  }

  /**
   * Where the provider's redirect back sends the browser: `/relate` with a code for the identity it
   * proves, or with why it proves none, in the language of the sign-in's start (the browser's own,
   * `browserLanguage`, when no started sign-in is known). The provider's tokens stay here.
   */
  async finish(provider: SocialProvider, callback: URLSearchParams, browserLanguage: Language): Promise<string> {
    let language = browserLanguage;
    try {
      const state = callback.get('state') ?? '';
      const pending = state ? await this.attempts.takeState(state) : undefined;
      if (pending?.provider !== provider) return relatePage({ error: say(MESSAGES.social.stateInvalid, language) });
      language = pending.language;
      const client = await this.clientOf(provider);
      const returned = new URL(pending.redirectUri);
      returned.search = callback.toString();
      const identity = await client.identityOf(returned, { ...pending, state });
      return relatePage({ code: await this.attempts.issueCode(identity), redirect: pending.redirect });
    } catch (error) {
      if (error instanceof SocialProviderError || (error instanceof AppError && error.code < 500)) return relatePage({ error: say(error.message, language) });
      throw error;
    }
  }

  /** Signs in with a code whose identity is bound (spending it); else tells who the identity is, the code kept for binding. */
  async signIn(code: string, request: FastifyRequest): Promise<SocialSignIn> {
    const identity = await this.attempts.identityOf(code);
    if (!identity) throw badRequest(MESSAGES.social.codeInvalid);
    const ownerId = await this.bindings.ownerOf(identity);
    if (ownerId === undefined) return { bound: false, provider: identity.provider, displayName: identity.displayName, avatar: identity.avatar };
    if (!(await this.attempts.spend(code))) throw badRequest(MESSAGES.social.codeInvalid);
    const account = await this.users.findById(ownerId);
    if (!account?.enabled) throw badRequest(MESSAGES.social.accountDisabled);
    return { bound: true, ...(await this.sessions.signIn(account, request, 'social')) };
  }

  /**
   * Binds a code's identity to the account its username and password prove, then signs in to it. Every
   * failure of the password gets the sign-in's answer after the same work (a decoy hash for an unknown
   * name) and counts against the code, which a few wrong ones spend.
   */
  async bind({ code, username, password }: BindRequest, request: FastifyRequest) {
    const identity = await this.attempts.identityOf(code);
    if (!identity) throw badRequest(MESSAGES.social.codeInvalid);
    const account = await this.users.findForSignIn(username);
    const passwordMatches = await this.passwords.verify(account?.passwordHash, password);
    if (!account || !passwordMatches || !account.enabled) {
      await this.attempts.failedBind(code);
      throw badRequest(MESSAGES.badCredentials);
    }
    if ((await this.users.passwordAgeOf(account)).expired) throw badRequest(MESSAGES.social.passwordExpired);
    const owner = await this.bindings.ownerOf(identity);
    if (owner !== undefined && owner !== account.id) throw await this.boundElsewhere(identity);
    await this.sessions.refuseUnlessAdmitted(account.id, request.ip);
    if (!(await this.attempts.spend(code))) throw badRequest(MESSAGES.social.codeInvalid);
    // Bound by the account just proven, as if signed in.
    const actor = { ...actorOf(request), userId: account.id };
    if (!(await this.bindings.bind(actor, account.id, identity))) throw await this.boundElsewhere(identity);
    return this.sessions.signIn(account, request, 'password');
  }

  /** The client of an enabled provider; refused (400) when it is not. */
  private async clientOf(provider: SocialProvider): Promise<ProviderClient> {
    return new CLIENTS[provider](await this.settings.usable(provider), this.outbound);
  }

  private async boundElsewhere(identity: SocialIdentity) {
    return conflict(MESSAGES.social.boundElsewhere(await this.settings.nameOf(identity.provider)));
  }
}
