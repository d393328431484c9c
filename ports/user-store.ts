import type { Role } from './identity-provider';
import type { OutboxEntry } from './message-outbox';

/**
 * The local identity provider's records: users, one-time codes and refresh tokens. Secrets
 * are stored only as hashes. Implemented over the database (adapters/postgres-store).
 */
export interface UserRecord {
  id: string;
  /** Lower-cased; the username. */
  email: string;
  /** Null for users who sign in only through a federated provider. */
  passwordHash: string | null;
  role: Role;
  federated: boolean;
  confirmed: boolean;
  firstname: string;
  lastname: string;
  phone: string;
  /** A disabled (staff) account: no sign-in, no refresh. */
  disabledAt?: Date | null;
}

export type NewUser = Omit<UserRecord, 'id'> & { id: string; createdAt: Date };

export type CodePurpose = 'confirm-sign-up' | 'reset-password';

export interface StoredCode {
  userId: string;
  purpose: CodePurpose;
  codeHash: string;
  expiresAt: Date;
  failedAttempts: number;
}

export interface StoredRefreshToken {
  tokenHash: string;
  userId: string;
  /** Every token rotated from one sign-in shares the family; reuse of a retired one revokes it. */
  familyId: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  /** When the sign-in proved a second factor (staff, decision 053); null while it has not. */
  secondFactorAt: Date | null;
}

export interface UserStore {
  /** False when the e-mail is taken. */
  create(user: NewUser): Promise<boolean>;
  findByEmail(email: string): Promise<UserRecord | null>;
  findById(id: string): Promise<UserRecord | null>;
  markConfirmed(id: string): Promise<void>;
  /** Sets the hash and queues `messages` (the "password changed" notice) in one transaction. */
  setPasswordHash(id: string, passwordHash: string, messages: OutboxEntry[], now: Date): Promise<void>;
  /** The user a provider's subject is linked to. */
  findFederated(provider: string, subject: string): Promise<UserRecord | null>;
  linkFederated(provider: string, subject: string, userId: string): Promise<void>;
  /** Disables the account (`at`) or enables it again (null); false when there is no such user. */
  setDisabled(id: string, at: Date | null): Promise<boolean>;
  /** Removes the user with their codes and tokens, and queues `messages` in the same transaction; their sign-ins end. */
  delete(id: string, messages: OutboxEntry[], now: Date): Promise<void>;

  /** Replaces any earlier code of the same purpose, and queues `messages` (the code's e-mail) with it. */
  saveCode(code: Omit<StoredCode, 'failedAttempts'>, messages: OutboxEntry[], now: Date): Promise<void>;
  findCode(userId: string, purpose: CodePurpose): Promise<StoredCode | null>;
  /** Counts one wrong guess; answers the count after it. */
  recordCodeFailure(userId: string, purpose: CodePurpose): Promise<number>;
  /** Deletes the code if it is still the one given; false when another request used it first. */
  consumeCode(userId: string, purpose: CodePurpose, codeHash: string): Promise<boolean>;

  saveRefreshToken(token: Omit<StoredRefreshToken, 'usedAt' | 'revokedAt'>): Promise<void>;
  findRefreshToken(tokenHash: string): Promise<StoredRefreshToken | null>;
  /** Marks the token used if it was not yet; false when it already was (a replay or a race). */
  markRefreshTokenUsed(tokenHash: string, at: Date): Promise<boolean>;
  /** True while the family has tokens and none of them is revoked: that sign-in is still on. */
  isFamilyActive(familyId: string): Promise<boolean>;
  /**
   * Revocations end sign-ins on every node: each is announced to every node's session cache
   * (ports/session-events.ts) in its own transaction, as is the deletion of a user.
   */
  revokeFamily(familyId: string, at: Date): Promise<void>;
  /** Revokes every family of the user but `exceptFamily` (the sign-in that changed the password). */
  revokeAllTokens(userId: string, at: Date, exceptFamily?: string): Promise<void>;
}

export const USER_STORE = Symbol.for('contrail.UserStore');
