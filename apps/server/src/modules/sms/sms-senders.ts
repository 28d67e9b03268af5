import { desc } from 'drizzle-orm';
import { smsOutboxCrud, type SmsPurpose } from '@console/contract/sms';
import { CrudService } from '../../crud/crud-service.ts';
import type { Db } from '../../platform/database.ts';
import { smsOutbox } from './sms.table.ts';

/**
 * A code to send to a phone: both what it is for, its code and minutes (template providers send
 * these, the provider's template making the text) and the text they make here (the outbox keeps it).
 */
export interface SmsMessage {
  phone: string;
  purpose: SmsPurpose;
  code: string;
  minutes: number;
  text: string;
}

/** Delivers a text to a phone; a provider that is unreachable or refuses throws `SmsProviderError`. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** A provider did not take a text: which one, as a person names it, and why, in its own words where it gave some. */
export class SmsProviderError extends Error {
  constructor(readonly provider: string, readonly reason: string) {
    super(`${provider}: ${reason}`);
  }
}

/** The embedded default: texts are kept for administrators to read, so that an install without a provider still works. */
export class OutboxSender implements SmsSender {
  constructor(private readonly db: Db) {}

  async send({ phone, text }: SmsMessage): Promise<void> {
    await this.db.insert(smsOutbox).values({ phone, text });
  }
}

/** The texts the outbox kept, newest first, for the 短信发件箱 page. */
export class SmsOutboxService extends CrudService<typeof smsOutbox, typeof smsOutboxCrud> {
  constructor(db: Db) {
    super(db, smsOutboxCrud, { table: smsOutbox, defaultOrder: [desc(smsOutbox.id)] });
  }
}
