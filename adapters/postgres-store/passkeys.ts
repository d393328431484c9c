import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { ChallengePurpose, PasskeyStore, StoredPasskey } from '../../ports/passkeys';
import type { OutboxEntry } from '../../ports/message-outbox';
import { DB, type Db } from './database';
import { queueMessages } from './message-outbox';
import { passkeyChallenges, passkeys } from './passkey-schema';

/** Passkeys and their challenges in PostgreSQL (decision 058). */
@injectable()
export class PostgresPasskeyStore implements PasskeyStore {
  constructor(@inject(DB) private readonly db: Db) {}

  async ofUser(userId: string): Promise<StoredPasskey[]> {
    const rows = await this.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(desc(passkeys.createdAt));
    return rows.map(passkeyOf);
  }

  async find(credentialId: string): Promise<StoredPasskey | null> {
    const [row] = await this.db.select().from(passkeys).where(eq(passkeys.id, credentialId));
    return row ? passkeyOf(row) : null;
  }

  async add(passkey: StoredPasskey, notice: OutboxEntry[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.insert(passkeys).values(passkey).onConflictDoNothing().returning({ id: passkeys.id });
      if (rows.length === 1) await queueMessages(tx, notice, passkey.createdAt);
      return rows.length === 1;
    });
  }

  async used(credentialId: string, counter: number, at: Date): Promise<void> {
    await this.db.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, credentialId));
  }

  async remove(userId: string, credentialId: string, notice: OutboxEntry[], at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .delete(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, credentialId)))
        .returning({ id: passkeys.id });
      if (rows.length === 1) await queueMessages(tx, notice, at);
      return rows.length === 1;
    });
  }

  async saveChallenge(challenge: string, purpose: ChallengePurpose, userId: string | null, expiresAt: Date) {
    // Challenges nobody answered go as new ones come (a day after they expired).
    await this.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, dayBefore(expiresAt)));
    await this.db.insert(passkeyChallenges).values({ challenge, purpose, userId, expiresAt });
  }

  async takeChallenge(challenge: string, purpose: ChallengePurpose, now: Date) {
    const [row] = await this.db
      .delete(passkeyChallenges)
      .where(
        and(
          eq(passkeyChallenges.challenge, challenge),
          eq(passkeyChallenges.purpose, purpose),
          gt(passkeyChallenges.expiresAt, now),
        ),
      )
      .returning({ userId: passkeyChallenges.userId });
    return row ?? null;
  }
}

const dayBefore = (at: Date) => new Date(at.getTime() - 86_400_000);

function passkeyOf(row: typeof passkeys.$inferSelect): StoredPasskey {
  return { ...row, publicKey: new Uint8Array(row.publicKey) };
}
