import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { CommunicationPreferences, Profile, ProfileStore, Recipient } from '../../ports/identity-provider';
import type {
  CodePurpose,
  NewUser,
  StoredCode,
  StoredRefreshToken,
  UserRecord,
  UserStore,
} from '../../ports/user-store';
import type { OutboxEntry } from '../../ports/message-outbox';
import { DB, type Db } from './database';
import { toE164 } from '../../src/core/phone/phone-number';
import { queueMessages } from './message-outbox';
import { announceSessionEvent } from './session-events';
import { federatedIdentities, identityCodes, refreshTokens, users } from './identity-schema';

const userColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  role: users.role,
  federated: users.federated,
  confirmed: users.confirmed,
  firstname: users.firstname,
  lastname: users.lastname,
  phone: users.phone,
  disabledAt: users.disabledAt,
};

/** Users, codes and refresh tokens of the local identity provider. */
@injectable()
export class PostgresUserStore implements UserStore {
  constructor(@inject(DB) private readonly db: Db) {}

  async create(user: NewUser): Promise<boolean> {
    const rows = await this.db
      .insert(users)
      .values({ ...user, email: user.email.toLowerCase(), smsPhone: toE164(user.phone) })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    return rows.length === 1;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const [row] = await this.db.select(userColumns).from(users).where(eq(users.email, email.toLowerCase()));
    return row ?? null;
  }

  async findById(id: string): Promise<UserRecord | null> {
    const [row] = await this.db.select(userColumns).from(users).where(eq(users.id, id));
    return row ?? null;
  }

  async setDisabled(id: string, at: Date | null): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ disabledAt: at })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  async markConfirmed(id: string): Promise<void> {
    await this.db.update(users).set({ confirmed: true }).where(eq(users.id, id));
  }

  async setPasswordHash(id: string, passwordHash: string, messages: OutboxEntry[], now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
      await queueMessages(tx, messages, now);
    });
  }

  async findFederated(provider: string, subject: string): Promise<UserRecord | null> {
    const [row] = await this.db
      .select(userColumns)
      .from(federatedIdentities)
      .innerJoin(users, eq(users.id, federatedIdentities.userId))
      .where(and(eq(federatedIdentities.provider, provider), eq(federatedIdentities.subject, subject)));
    return row ?? null;
  }

  async linkFederated(provider: string, subject: string, userId: string): Promise<void> {
    await this.db.insert(federatedIdentities).values({ provider, subject, userId }).onConflictDoNothing();
  }

  async delete(id: string, messages: OutboxEntry[], now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Codes and refresh tokens go with the row (on delete cascade).
      await tx.delete(users).where(eq(users.id, id));
      await queueMessages(tx, messages, now);
      await announceSessionEvent(tx, { kind: 'sessions-ended', userId: id });
    });
  }

  async saveCode(code: Omit<StoredCode, 'failedAttempts'>, messages: OutboxEntry[], now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(identityCodes)
        .values({ ...code, failedAttempts: 0 })
        .onConflictDoUpdate({
          target: [identityCodes.userId, identityCodes.purpose],
          set: { codeHash: code.codeHash, expiresAt: code.expiresAt, failedAttempts: 0 },
        });
      await queueMessages(tx, messages, now);
    });
  }

  async findCode(userId: string, purpose: CodePurpose): Promise<StoredCode | null> {
    const [row] = await this.db
      .select()
      .from(identityCodes)
      .where(and(eq(identityCodes.userId, userId), eq(identityCodes.purpose, purpose)));
    return row ?? null;
  }

  async recordCodeFailure(userId: string, purpose: CodePurpose): Promise<number> {
    const [row] = await this.db
      .update(identityCodes)
      .set({ failedAttempts: sql`${identityCodes.failedAttempts} + 1` })
      .where(and(eq(identityCodes.userId, userId), eq(identityCodes.purpose, purpose)))
      .returning({ failedAttempts: identityCodes.failedAttempts });
    return row?.failedAttempts ?? Number.POSITIVE_INFINITY;
  }

  async consumeCode(userId: string, purpose: CodePurpose, codeHash: string): Promise<boolean> {
    const rows = await this.db
      .delete(identityCodes)
      .where(
        and(eq(identityCodes.userId, userId), eq(identityCodes.purpose, purpose), eq(identityCodes.codeHash, codeHash)),
      )
      .returning({ userId: identityCodes.userId });
    return rows.length === 1;
  }

  async saveRefreshToken(token: Omit<StoredRefreshToken, 'usedAt' | 'revokedAt'>): Promise<void> {
    await this.db.insert(refreshTokens).values(token);
  }

  async findRefreshToken(tokenHash: string): Promise<StoredRefreshToken | null> {
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    return row ?? null;
  }

  async markRefreshTokenUsed(tokenHash: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ usedAt: at })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ tokenHash: refreshTokens.tokenHash });
    return rows.length === 1;
  }

  async isFamilyActive(familyId: string): Promise<boolean> {
    // A family is live while it has tokens and none is revoked: a token rotated into it while
    // it was being revoked (a refresh racing a sign-out) does not bring it back.
    const [row] = await this.db
      .select({ total: sql<number>`count(*)::int`, revoked: sql<number>`count(${refreshTokens.revokedAt})::int` })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, familyId));
    return row !== undefined && row.total > 0 && row.revoked === 0;
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
      await announceSessionEvent(tx, { kind: 'session-ended', sessionId: familyId });
    });
  }

  async revokeAllTokens(userId: string, at: Date, exceptFamily?: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            exceptFamily === undefined ? undefined : ne(refreshTokens.familyId, exceptFamily),
          ),
        );
      await announceSessionEvent(
        tx,
        exceptFamily === undefined
          ? { kind: 'sessions-ended', userId }
          : { kind: 'sessions-ended', userId, except: exceptFamily },
      );
    });
  }
}

/** Profile and communication preferences, kept on the user's row. */
@injectable()
export class PostgresProfileStore implements ProfileStore {
  constructor(@inject(DB) private readonly db: Db) {}

  /** Null for a disabled account too: its sessions resolve to nobody (issue 16). */
  async getProfile(userId: string): Promise<Profile | null> {
    const [row] = await this.db
      .select({ email: users.email, firstname: users.firstname, lastname: users.lastname, phone: users.phone })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.disabledAt)));
    return row ?? null;
  }

  async recipientOf(userId: string): Promise<Recipient | null> {
    const [row] = await this.db
      .select({
        email: users.email,
        firstname: users.firstname,
        enableEmail: users.enableEmail,
        timeZone: users.timeZone,
        phone: users.phone,
        smsPhone: users.smsPhone,
        sms: users.enableSms,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) return null;
    const { phone, smsPhone, ...recipient } = row;
    // An account saved before numbers were kept in E.164 has none yet: read from its phone.
    return { ...recipient, smsPhone: smsPhone ?? toE164(phone) };
  }

  async setTimeZone(userId: string, timeZone: string): Promise<boolean> {
    const rows = await this.db.update(users).set({ timeZone }).where(eq(users.id, userId)).returning({ id: users.id });
    return rows.length === 1;
  }

  async updateProfile(userId: string, profile: Omit<Profile, 'email'>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({
          firstname: profile.firstname,
          lastname: profile.lastname,
          phone: profile.phone,
          smsPhone: toE164(profile.phone),
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      // Every node's cached sessions of this person show the new name within a moment.
      if (rows.length === 1) await announceSessionEvent(tx, { kind: 'profile-changed', userId });
      return rows.length === 1;
    });
  }

  async getCommunication(userId: string): Promise<CommunicationPreferences | null> {
    const [row] = await this.db
      .select({ enableEmail: users.enableEmail, enableNotification: users.enableNotification, sms: users.enableSms })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  async setCommunication(userId: string, preferences: CommunicationPreferences): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({
        enableEmail: preferences.enableEmail,
        enableNotification: preferences.enableNotification,
        enableSms: preferences.sms,
      })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length === 1;
  }
}
