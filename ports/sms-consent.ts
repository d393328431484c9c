import type { KeywordAction } from '../src/core/notifications/sms-keywords';

/** A text message received at our number, and what it asked for. */
export interface ReceivedText {
  /** The sender, E.164. */
  phone: string;
  body: string;
  action: KeywordAction;
  at: Date;
}

/**
 * Customers' consent to texts, as they give it by replying (docs/decisions/043): STOP turns the
 * SMS switch off for every account with that number, START turns it on again, and every text
 * received is recorded with what it did, in one transaction.
 */
export interface SmsConsent {
  /** Answers how many accounts had their switch turned. */
  record(text: ReceivedText, id: string): Promise<number>;
  /** What a number sent us, newest first (the desk's and the tests' record). */
  receivedFrom(phone: string): Promise<(ReceivedText & { accounts: number })[]>;
}

export const SMS_CONSENT = Symbol.for('contrail.SmsConsent');
