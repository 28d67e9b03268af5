import type { FastifyRequest } from 'fastify';
import { API_BASE, MESSAGES } from '@console/contract';
import { socialBindingsCrud, socialCallbackPath, type SocialProvider } from '@console/contract/social';
import { actorOf } from '../../crud/audit.ts';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { callerOf } from '../../http/access.ts';
import { languageOf, say } from '../../http/language.ts';
import { defineModule } from '../../module.ts';
import { lazySecretBox } from '../../platform/secret-box.ts';
import type { SocialIdentity } from './provider-client.ts';
import { SocialProviderSettingsService } from './provider-settings.ts';
import { SignInAttempts } from './sign-in-attempts.ts';
import { SocialBindingsService } from './social-bindings.service.ts';
import { SocialSignIns } from './social-sign-ins.ts';

/** Identities two demo accounts have bound, so that 社交账号绑定 shows some. */
const DEMO_BINDINGS: { username: string; identity: SocialIdentity }[] = [
  { username: 'zhouming', identity: { provider: 'github', subject: '18274651', displayName: 'zhouming-dev', avatar: 'https://avatars.githubusercontent.com/u/18274651' } },
  { username: 'chenjing', identity: { provider: 'wechat', subject: 'oTmHYjg4Ybe1Q3pdF7Ylp5Ho2sNQ', displayName: '静听花开', avatar: '' } },
  { username: 'liuyang', identity: { provider: 'github', subject: '40123987', displayName: '刘洋', avatar: 'https://avatars.githubusercontent.com/u/40123987' } },
];

/** The query of a request as it came, every parameter the provider sent included. */
const rawQueryOf = (request: FastifyRequest) => new URLSearchParams(request.url.split('?')[1] ?? '');

/** Sign-in with WeChat, GitHub or an OpenID Connect provider, bound to accounts: the providers' settings, the flow, the bindings. */
export const socialModule = defineModule({
  name: 'social',
  after: ['users', 'sessions'],
  build: ({ db, cache, config, passwords, outbound, services }) => {
    const settings = new SocialProviderSettingsService(db, lazySecretBox(config.secretsKey, config.dataDir));
    const bindings = new SocialBindingsService(db);
    const signIns = new SocialSignIns(settings, new SignInAttempts(cache), bindings, services.users, services.sessions, passwords, outbound);
    // As the OpenID provider names itself (modules/oauth2): behind a proxy, PUBLIC_URL says the origin browsers see.
    // Normalised (no default port), as the address the provider compares it with at the exchange will be.
    const callbackUrlsOf = (request: FastifyRequest) => (provider: SocialProvider) =>
      new URL(`${config.publicUrl ?? `${request.protocol}://${request.host}`}${API_BASE}${socialCallbackPath(provider)}`).href;

    return {
      handlers: {
        social: {
          ...crudHandlers(socialBindingsCrud, bindings),
          providers: async (_input, request) => settings.all(callbackUrlsOf(request)),
          saveProvider: async ({ body }, request) => settings.save(actorOf(request), body, callbackUrlsOf(request)),
          // A provider's name is the product's until an administrator gives their own: the product's reads in English.
          available: async (_input, request) => (await settings.enabled()).map((enabled) => ({ ...enabled, displayName: say(enabled.displayName, languageOf(request)) })),
          login: async ({ params, query }, request) => ({
            url: await signIns.start(params.provider, callbackUrlsOf(request)(params.provider), query.redirect, languageOf(request)),
          }),
          // A redirect in the envelope, as every answer of the API is; the browser only reads its Location.
          callback: async ({ params }, request, reply) => {
            reply.code(302).header('location', await signIns.finish(params.provider, rawQueryOf(request), languageOf(request))).header('cache-control', 'no-store');
            return JSON.stringify({ code: 302, data: null, status_desc: MESSAGES.social.redirecting });
          },
          getJWT: async ({ query }, request) => signIns.signIn(query.code, request),
          bind: async ({ body }, request) => signIns.bind(body, request),
          mine: async (_input, request) => bindings.mine(callerOf(request).userId),
          unbindMine: async ({ body }, request) => {
            await bindings.unbindOwn(actorOf(request), callerOf(request).userId, body.id);
            return null;
          },
        },
      },
      demo: async (actor) => {
        for (const { username, identity } of DEMO_BINDINGS) {
          const account = await services.users.findForSignIn(username);
          if (account) await bindings.bind(actor, account.id, identity);
        }
      },
    };
  },
});
