import { desc } from 'drizzle-orm';
import { smsOutboxCrud, type SmsOutboxRecord } from '@console/contract';
import { CrudService } from '../../crud/crud-service.ts';
import type { Db } from '../../platform/database.ts';
import { smsOutbox } from './sms.table.ts';

/** Delivers a text to a phone. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/** The embedded default: texts are kept for administrators to read, so that an install without a provider still works. */
export class OutboxSender implements SmsSender {
  constructor(private readonly db: Db) {}

  async send(phone: string, text: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ phone, text });
  }
}

/** The texts the outbox kept, newest first, for the 短信发件箱 page. */
export class SmsOutboxService extends CrudService<typeof smsOutbox, SmsOutboxRecord> {
  constructor(db: Db) {
    super(db, smsOutboxCrud, { table: smsOutbox, defaultOrder: [desc(smsOutbox.id)] });
  }
}
