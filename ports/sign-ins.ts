import type { OutboxEntry } from './message-outbox';

/**
 * The sign-ins of each account and the devices they were made on (issue 28, decision 054): what
 * My Account > Security lists. A sign-in is a refresh-token family (its session id); whether it
 * is still on is the identity provider's to say.
 */
export interface SignInRecord {
  sessionId: string;
  userId: string;
  /** "Chrome on Mac": the browser and system its user agent named. */
  device: string;
  /** A hash of the browser's device cookie; null for a sign-in through the API. */
  deviceKey: string | null;
  signedInAt: Date;
  /** Its last refresh (access tokens live minutes): when the device was last seen. */
  lastSeenAt: Date;
}

import type { DeviceNovelty } from '../src/core/identity/sign-in-devices';

export type { DeviceNovelty };

export interface SignInStore {
  /**
   * Records a sign-in, and in the same transaction queues `ifNewDevice` when its device key is
   * one no earlier sign-in of the account had (and there was an earlier one). Answers which.
   */
  record(signIn: Omit<SignInRecord, 'lastSeenAt'>, ifNewDevice: OutboxEntry[]): Promise<DeviceNovelty>;
  /** The sign-in was used at `at` (a refresh). */
  seen(sessionId: string, at: Date): Promise<void>;
  /** The account's sign-ins, last seen first (ended ones included), at most `limit` when given. */
  ofUser(userId: string, limit?: number): Promise<SignInRecord[]>;
}

export const SIGN_IN_STORE = Symbol.for('contrail.SignInStore');
