import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@console/contract';
import { smsOutboxCrud, type SmsPurpose } from '@console/contract/sms';
import { actorOf } from '../../crud/audit.ts';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { callerOf } from '../../http/access.ts';
import { AppError, badRequest, tooManyRequests } from '../../http/errors.ts';
import { languageOf, say } from '../../http/language.ts';
import { defineModule } from '../../module.ts';
import { lazySecretBox } from '../../platform/secret-box.ts';
import { newSmsCode, SMS_CODE_LIFETIME_MS, SmsCodes } from './sms-codes.ts';
import { SmsLimits } from './sms-limits.ts';
import { SmsOutboxService, SmsProviderError, type SmsMessage } from './sms-senders.ts';
import { SmsSettingsService } from './sms-settings.ts';
import type { SmsApi } from './sms.api.ts';

const CLEAN_UP_EVERY_MS = 60 * 60_000;
const MINUTES = SMS_CODE_LIFETIME_MS / 60_000;

interface Captcha { captchaId: string; captcha: string }

const messageOf = (phone: string, purpose: SmsPurpose, code: string): SmsMessage => ({ phone, purpose, code, minutes: MINUTES, text: MESSAGES.smsTexts[purpose](code, MINUTES) });

/** How a provider's failure is told to the caller. */
type Refusal = (provider: string, reason: string) => AppError;
// A code that could not be sent is not stored (`SmsCodes.issue`): the caller may ask again once the limit allows.
const codeNotSent: Refusal = (provider, reason) => new AppError(503, MESSAGES.smsUnavailable(provider, reason));
// The settings being tried do not work: a refusal of them, as a storage check that fails is.
const testFailed: Refusal = (provider, reason) => badRequest(MESSAGES.smsTestFailed(provider, reason));

/** Codes sent by SMS (sign-in, a new phone, a forgotten password), the limits on sending them, and signing in with one. */
export const smsModule = defineModule({
  name: 'sms',
  after: ['users'],
  build: ({ db, cache, config, outbound, services }) => {
    const secrets = lazySecretBox(config.secretsKey, config.dataDir);
    const codes = new SmsCodes(db, (text) => secrets.keyedDigest('sms-codes', text));
    const limits = new SmsLimits(cache);
    const settings = new SmsSettingsService(db, secrets, outbound);

    /** The sending is allowed, or the request is refused before anything is sent. */
    const allowed = async (request: FastifyRequest, recipient: string) => {
      const wait = (await limits.waitForAddress(request.ip)) || (await limits.waitForRecipient(recipient));
      if (wait > 0) throw tooManyRequests(wait);
    };
    /** The captcha is solved and the sending allowed, or the request is refused before anything is sent. */
    const admitted = async ({ captchaId, captcha }: Captcha, request: FastifyRequest, recipient: string) => {
      if (!(await services.captchas.check(captchaId, captcha))) throw badRequest(MESSAGES.captchaWrong);
      await allowed(request, recipient);
    };
    /** Sends through the saved provider; its failure is told as `refusal` says, with the provider's reason. */
    const deliver = async (message: SmsMessage, refusal: Refusal) => {
      const sender = await settings.sender();
      try {
        await sender.send(message);
      } catch (error) {
        throw error instanceof SmsProviderError ? refusal(error.provider, error.reason) : error;
      }
    };
    const sendCode = (phone: string, purpose: SmsPurpose) => codes.issue(phone, purpose, (code) => deliver(messageOf(phone, purpose, code), codeNotSent));

    const sms: SmsApi = {
      reachesPhones: async () => (await settings.settings()).provider !== 'outbox',
      // A signed-in session asks: its password (or another first factor) stands in for the captcha.
      sendCode: async (phone, purpose, request) => {
        await allowed(request, phone);
        await sendCode(phone, purpose);
      },
      takeCode: (phone, purpose, code) => codes.take(phone, purpose, code),
    };

    const outboxHandlers = crudHandlers(smsOutboxCrud, new SmsOutboxService(db));
    return {
      provides: { sms },
      handlers: {
        sms: {
          ...outboxHandlers,
          // The outbox keeps a text as it was sent; a reader of English reads it in English.
          list: async (input, request, reply) => {
            const page = await outboxHandlers.list(input, request, reply);
            return { ...page, records: page.records.map((record) => ({ ...record, text: say(record.text, languageOf(request)) })) };
          },
          settings: async () => settings.settings(),
          saveSettings: async ({ body }, request) => settings.save(actorOf(request), body),
          // A sign-in text whose code is never stored: it shows the template works and opens nothing.
          sendTest: async ({ body }) => {
            await deliver(messageOf(body.phone, 'signIn', newSmsCode()), testFailed);
            return null;
          },
          // Only a phone an account has gets a text; the answer does not tell.
          sendSignInCode: async ({ body }, request) => {
            await admitted(body, request, body.phone);
            if ((await services.users.enabledByPhone(body.phone)).length > 0) await sendCode(body.phone, 'signIn');
            return null;
          },
          smsLogin: async ({ body }, request) => {
            const taken = await codes.take(body.phone, 'signIn', body.code);
            const accounts = taken ? await services.users.enabledByPhone(body.phone) : [];
            if (accounts.length === 0) throw badRequest(MESSAGES.smsCodeWrong);
            if (accounts.length > 1) throw badRequest(MESSAGES.smsPhoneShared);
            return services.sessions.signIn(accounts[0]!, request, 'sms');
          },
          // Limited by the name asked for, known or not, so that neither the answer nor the limit tells whether it exists.
          sendResetCode: async ({ body }, request) => {
            await admitted(body, request, `user:${body.username.toLowerCase()}`);
            const account = await services.users.findForSignIn(body.username);
            if (account?.enabled && account.phone) await sendCode(account.phone, 'resetPassword');
            return null;
          },
          // A wrong username and a wrong code get the same answer.
          resetPasswordByCode: async ({ body }, request) => {
            const account = await services.users.findForSignIn(body.username);
            const phone = account?.enabled ? account.phone : null;
            const proof = async () => codes.take(phone!, 'resetPassword', body.code);
            if (!phone || !(await services.users.setChosenPassword(account!.id, body.newPassword, { ...actorOf(request), userId: account!.id }, proof))) {
              throw badRequest(MESSAGES.smsCodeWrong);
            }
            return null;
          },
          changePhone: async ({ body }, request) => {
            if (!(await codes.take(body.phone, 'changePhone', body.code))) throw badRequest(MESSAGES.smsCodeWrong);
            const { userId, tokenHash } = callerOf(request);
            await services.users.changeOwnPhone(userId, tokenHash, body.phone, actorOf(request));
            return null;
          },
          sendPhoneCode: async ({ body }, request) => {
            await admitted(body, request, body.phone);
            await sendCode(body.phone, 'changePhone');
            return null;
          },
        },
      },
      // Texts as the sign-in page and a forgotten password would have sent them to two demo accounts.
      demo: async () => {
        await sendCode('13900139003', 'signIn');
        await sendCode('13900139001', 'resetPassword');
      },
      tidyUp: () => codes.removeExpired(),
      start: async () => {
        const timer = setInterval(() => void codes.removeExpired().catch(() => undefined), CLEAN_UP_EVERY_MS).unref();
        return async () => clearInterval(timer);
      },
    };
  },
});
