import { z } from 'zod';
import { MESSAGES } from '@console/contract';
import { templateIdField, type SmsSettings } from '@console/contract/sms';
import type { OutboundClient } from '../../platform/outbound/http-client.ts';
import { SmsProviderError, type SmsMessage, type SmsSender } from './sms-senders.ts';
import { tc3Authorization } from './tc3-signature.ts';

const PROVIDER = MESSAGES.smsProviders.tencent;
const ACTION = 'SendSms';
const VERSION = '2021-01-11';
const CONTENT_TYPE = 'application/json; charset=utf-8';
const TIMEOUT_MS = 5_000;
/** What the console's phones are: mainland numbers, sent in E.164. */
const COUNTRY_PREFIX = '+86';

/** The saved settings, the secret key in clear. */
export type TencentSmsSettings = Omit<SmsSettings, 'provider' | 'updatedAt'>;

/**
 * What SendSms answers, always with HTTP 200: `Error` when the call was refused (a bad signature, a
 * missing template), else one status per phone, `Ok` when that phone's text was taken.
 */
const sendSmsAnswer = z.object({
  Response: z.object({
    Error: z.object({ Code: z.string(), Message: z.string() }).optional(),
    SendStatusSet: z.array(z.object({ Code: z.string(), Message: z.string() })).optional(),
  }),
});

/** Why a text was not taken, from the answer; undefined when it was. */
function refusalIn(answer: unknown): string | undefined {
  const parsed = sendSmsAnswer.safeParse(answer);
  if (!parsed.success) return MESSAGES.social.unreadableAnswer;
  const { Error: error, SendStatusSet: statuses } = parsed.data.Response;
  if (error) return `${error.Code}：${error.Message}`;
  const [status] = statuses ?? [];
  if (!status) return MESSAGES.outbound.noSendResult;
  return status.Code === 'Ok' ? undefined : `${status.Code}：${status.Message}`;
}

/** Why a request got no answer: the time out, or the connection's own error code. */
function unreachable(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return MESSAGES.outbound.noAnswer(TIMEOUT_MS / 1000);
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return MESSAGES.outbound.unreachable(cause?.code ?? cause?.message ?? String(error));
}

/** Tencent Cloud SMS (API 2021-01-11 `SendSms`): each purpose has its template, filled with the code and its minutes. */
export class TencentSmsSender implements SmsSender {
  constructor(private readonly settings: TencentSmsSettings, private readonly outbound: Pick<OutboundClient, 'fetch'>) {}

  async send({ phone, purpose, code, minutes }: SmsMessage): Promise<void> {
    const { sdkAppId, signName } = this.settings;
    const payload = JSON.stringify({
      PhoneNumberSet: [`${COUNTRY_PREFIX}${phone}`], SmsSdkAppId: sdkAppId, SignName: signName,
      TemplateId: this.settings[templateIdField(purpose)], TemplateParamSet: [code, String(minutes)],
    });
    const refusal = refusalIn(await this.post(payload));
    if (refusal) throw new SmsProviderError(PROVIDER, refusal);
  }

  /** Posts a signed call: its answer's JSON (undefined when it is not), or `SmsProviderError` when there is no answer. */
  private async post(payload: string): Promise<unknown> {
    const { secretId, secretKey, region, endpoint } = this.settings;
    const timestamp = Math.floor(Date.now() / 1000);
    // The signed headers are sent as signed: fetch would send the same Host from the address.
    const signed = { 'content-type': CONTENT_TYPE, host: new URL(endpoint).host, 'x-tc-action': ACTION };
    const authorization = tc3Authorization({ secretId, secretKey }, { service: 'sms', timestamp, headers: signed, payload });
    let response: Response;
    try {
      response = await this.outbound.fetch(endpoint, {
        method: 'POST', body: payload, signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { ...signed, authorization, 'x-tc-version': VERSION, 'x-tc-timestamp': String(timestamp), 'x-tc-region': region },
      });
    } catch (error) {
      throw new SmsProviderError(PROVIDER, unreachable(error));
    }
    if (!response.ok) throw new SmsProviderError(PROVIDER, `HTTP ${response.status}`);
    // An answer that is not JSON is one not understood.
    return response.json().catch(() => undefined);
  }
}
