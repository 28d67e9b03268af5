import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@console/contract';
import { type UserInfo } from '@console/contract/auth';
import { callerOf } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { defineModule } from '../../module.ts';
import { whenHere } from '../../platform/maybe-promise.ts';
import { VersionedAnswers } from '../../platform/versioned-answers.ts';
import { AuthService } from './auth.service.ts';
import type { CaptchaApi } from './captcha.api.ts';
import { CaptchaService } from './captcha.service.ts';
import { LoginThrottle } from './login-throttle.ts';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '', requestId: request.id });

/** Signing in and out, the captcha, and who the signed-in user is. */
export const authModule = defineModule({
  name: 'auth',
  after: ['users', 'roles', 'menu', 'sessions', 'settings'],
  build: ({ cache, config, passwords, services }) => {
    const captchas = new CaptchaService(cache, config.captchaTtlMs);
    const throttle = new LoginThrottle(cache, config.loginThrottle);
    const auth = new AuthService(services.users, services.roles, services.menus, services.sessions, throttle, captchas, passwords, services.settings);
    const infos = new VersionedAnswers<UserInfo>();
    // Kept per user; a session whose sign-in is unfinished (rare) gets a copy saying what it owes.
    const info = (_input: unknown, request: FastifyRequest) => {
      const { userId, accessVersion, signInStep } = callerOf(request);
      const kept = infos.get(String(userId), accessVersion, () => auth.info(userId));
      return signInStep === null ? kept : whenHere(kept, (answer) => ({ ...answer, signInStep }));
    };
    const logout = async (_input: unknown, request: FastifyRequest) => {
      await auth.logout(callerOf(request).tokenHash);
      return null;
    };
    return {
      provides: { captchas: { check: (id, answer) => captchas.check(id, answer) } satisfies CaptchaApi },
      handlers: {
        auth: {
          login: async ({ body }, request) => auth.login(body, clientOf(request)),
          templateLogin: async ({ body }, request) => auth.login(body, clientOf(request)),
          expiredLogin: async ({ body }, request) => auth.expiredLogin(body, clientOf(request)),
          initCaptcha: async () => captchas.issue(),
          drawCaptcha: async ({ params }, _request, reply) => {
            const image = await captchas.image(params.id);
            if (image === null) throw notFound(MESSAGES.captchaWrong);
            reply.header('cache-control', 'no-store');
            return image;
          },
          info,
          templateInfo: info,
          logout,
          templateLogout: logout,
        },
      },
    };
  },
});
