import { actorOf } from '../../crud/audit.ts';
import { callerOf } from '../../http/access.ts';
import { defineModule } from '../../module.ts';
import { lazySecretBox } from '../../platform/secret-box.ts';
import { LoginThrottle } from './login-throttle.ts';
import { TwoFactorService } from './two-factor.service.ts';

/**
 * Two-factor sign-in: enrolling an authenticator, the second step of a sign-in, turning it off, and an
 * administrator's reset. Built after the SMS module, whose codes may be a second factor.
 */
export const twoFactorModule = defineModule({
  name: 'two-factor',
  after: ['users', 'sessions'],
  build: ({ db, cache, config, passwords, services, startSummary }) => {
    const throttle = new LoginThrottle(cache, config.loginThrottle, 'second-factor');
    const box = lazySecretBox(config.secretsKey, config.dataDir);
    const twoFactor = new TwoFactorService(db, box, throttle, services.users, services.sessions, passwords, () => services.sms, config.requireTwoFactor);
    startSummary.tell('Two-factor sign-in', config.requireTwoFactor
      ? 'required of the roles that ask for it (角色管理; the built-in 超级管理员 does)'
      : 'REQUIRE_TWO_FACTOR=false: no role requires it (for development, tests and demos only); accounts that enrolled still give their code',
    { important: !config.requireTwoFactor });
    return {
      handlers: {
        twoFactor: {
          status: async (_input, request) => twoFactor.status(callerOf(request)),
          startEnrolment: async (_input, request) => twoFactor.startEnrolment(callerOf(request).userId),
          confirmEnrolment: async ({ body: { enrolment, code, ...proof } }, request) =>
            ({ recoveryCodes: await twoFactor.confirmEnrolment(actorOf(request), callerOf(request).userId, enrolment, code, proof) }),
          turnOff: async ({ body }, request) => {
            await twoFactor.turnOff(actorOf(request), callerOf(request).userId, body);
            return null;
          },
          verify: async ({ body }, request) => twoFactor.verify(callerOf(request), body, request),
          sendSms: async (_input, request) => {
            await twoFactor.sendSms(callerOf(request), request);
            return null;
          },
          reset: async ({ body }, request) => {
            await twoFactor.reset(actorOf(request), body.id, await services.users.inScopeOf(request));
            return null;
          },
        },
      },
    };
  },
});
