import { MESSAGES } from '@console/contract';
import { MASKED_SECRET } from '@console/contract/files';
import { TENCENT_SMS_ENDPOINT, type SmsSettings, type SmsSettingsInput } from '@console/contract/sms';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import { badRequest } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import type { OutboundClient } from '../../platform/outbound/http-client.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { OutboxSender, type SmsSender } from './sms-senders.ts';
import { smsSettings, type SmsSettingsRow } from './sms.table.ts';
import { TencentSmsSender } from './tencent-sms-sender.ts';

const AUDIT_TARGET = 'smsSettings';
/** The settings are one row. */
const ROW_ID = 1;

type TencentInput = Extract<SmsSettingsInput, { provider: 'tencent' }>;

/** The SMS provider's settings, the secret key sealed, and the sender they make. */
export class SmsSettingsService {
  private readonly outbox: OutboxSender;

  constructor(private readonly db: Db, private readonly secrets: Pick<SecretBox, 'seal' | 'open'>, private readonly outbound: Pick<OutboundClient, 'fetch'>) {
    this.outbox = new OutboxSender(db);
  }

  private async row(db: Db = this.db): Promise<SmsSettingsRow | undefined> {
    const [row] = await db.select().from(smsSettings);
    return row;
  }

  async settings(): Promise<SmsSettings> {
    return this.answerOf(await this.row());
  }

  /**
   * The sender of the saved provider. The row is read at each sending: it is one small row, and a
   * change saved on any instance then counts at once, with nothing kept to forget.
   */
  async sender(): Promise<SmsSender> {
    const row = await this.row();
    if (row?.provider !== 'tencent') return this.outbox;
    return new TencentSmsSender({ ...this.answerOf(row), secretKey: this.secrets.open(row.secretSealed) }, this.outbound);
  }

  /** Chooses `input.provider`, with its settings when it is Tencent; audited. */
  async save(actor: Actor, input: SmsSettingsInput): Promise<SmsSettings> {
    return this.db.transaction(async (tx) => {
      const before = (await this.row(tx)) ?? null;
      const values = input.provider === 'tencent' ? this.tencentValues(input, before) : {};
      const changed = { ...values, provider: input.provider, updatedAt: new Date() };
      await tx.insert(smsSettings).values({ id: ROW_ID, ...changed }).onConflictDoUpdate({ target: smsSettings.id, set: changed });
      const after = (await this.row(tx))!;
      await recordAudit(tx, actor, { action: 'update', target: AUDIT_TARGET, targetId: ROW_ID, before, after });
      return this.answerOf(after);
    });
  }

  /** The columns of Tencent's settings; a blank or masked key keeps the sealed one, which must then exist. */
  private tencentValues({ provider: _provider, secretKey, ...fields }: TencentInput, kept: SmsSettingsRow | null) {
    const newKey = secretKey && secretKey !== MASKED_SECRET ? secretKey : undefined;
    if (!newKey && !kept?.secretSealed) throw badRequest(MESSAGES.invalidField('secretKey', MESSAGES.inputRules.required));
    return { ...fields, secretSealed: newKey ? this.secrets.seal(newKey) : kept!.secretSealed };
  }

  private answerOf(row: SmsSettingsRow | undefined): SmsSettings {
    return {
      provider: row?.provider ?? 'outbox', secretId: row?.secretId ?? '', secretKey: row?.secretSealed ? MASKED_SECRET : '',
      region: row?.region ?? '', sdkAppId: row?.sdkAppId ?? '', signName: row?.signName ?? '',
      signInTemplateId: row?.signInTemplateId ?? '', changePhoneTemplateId: row?.changePhoneTemplateId ?? '',
      resetPasswordTemplateId: row?.resetPasswordTemplateId ?? '', endpoint: row?.endpoint ?? TENCENT_SMS_ENDPOINT,
      updatedAt: row?.updatedAt?.toISOString() ?? null,
    };
  }
}
