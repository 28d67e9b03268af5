import type { FastifyRequest } from 'fastify';
import type { SmsPurpose } from '@console/contract/sms';

/** What the SMS module offers the others: codes sent to a phone, for a second factor of a sign-in. */
export interface SmsApi {
  /**
   * Whether a text reaches the phone it is sent to: an SMS provider is set. The outbox of an install
   * without one keeps the texts for administrators to read, which proves nothing about a phone.
   */
  reachesPhones(): Promise<boolean>;
  /** Sends a new code for `purpose` to the phone, within the limits per address and phone (429 past them). */
  sendCode(phone: string, purpose: SmsPurpose, request: FastifyRequest): Promise<void>;
  /** Whether `code` is the live code of the phone and purpose, which it then uses up. */
  takeCode(phone: string, purpose: SmsPurpose, code: string): Promise<boolean>;
}

declare module '../../module.ts' {
  interface Services {
    sms: SmsApi;
  }
}
