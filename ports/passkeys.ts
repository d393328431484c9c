import type { OutboxEntry } from './message-outbox';

/**
 * Passkeys (WebAuthn credentials, issue 28 item 2, decision 058): each account's registered
 * credentials, and the challenges handed out for a ceremony. A challenge is taken once: the
 * store deletes it as it answers, so an assertion replayed (on any node) finds none.
 */
export interface StoredPasskey {
  /** The credential's id, base64url, as the browser names it. */
  id: string;
  userId: string;
  /** The COSE public key the authenticator made, as it sent it. */
  publicKey: Uint8Array;
  /** The authenticator's signature counter at the last sign-in (0 for those that keep none). */
  counter: number;
  /** How the browser can reach the authenticator (internal, hybrid, usb...). */
  transports: string[];
  /** Synced across the person's devices (a multi-device credential) and backed up. */
  backedUp: boolean;
  /** What the account page calls it: the browser and system it was made on. */
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export type ChallengePurpose = 'register' | 'sign-in';

export interface PasskeyStore {
  /** The account's passkeys, newest first. */
  ofUser(userId: string): Promise<StoredPasskey[]>;
  find(credentialId: string): Promise<StoredPasskey | null>;
  /**
   * Registers it and queues `notice` (the "passkey added" e-mail) in the same transaction; false
   * when a credential of that id is already registered (to anyone).
   */
  add(passkey: StoredPasskey, notice: OutboxEntry[]): Promise<boolean>;
  /** Records a sign-in with it: the new counter and when. */
  used(credentialId: string, counter: number, at: Date): Promise<void>;
  /** Removes it and queues `notice` with it; false (nothing queued) when the account has no such passkey. */
  remove(userId: string, credentialId: string, notice: OutboxEntry[], at: Date): Promise<boolean>;
  /** Keeps a challenge until `expiresAt`; `userId` is who registers (null for a sign-in). */
  saveChallenge(challenge: string, purpose: ChallengePurpose, userId: string | null, expiresAt: Date): Promise<void>;
  /** Takes (deletes) an unexpired challenge of that purpose: whose it was, or null when there is none. */
  takeChallenge(challenge: string, purpose: ChallengePurpose, now: Date): Promise<{ userId: string | null } | null>;
}

export const PASSKEY_STORE = Symbol.for('contrail.PasskeyStore');
