import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { OutboxEntry } from '../../ports/message-outbox';
import type { DeviceNovelty, SignInRecord, SignInStore } from '../../ports/sign-ins';
import { DB, type Db } from './database';
import { signIns } from './identity-schema';
import { queueMessages } from './message-outbox';
import { noveltyOf } from '../../src/core/identity/sign-in-devices';

/** Sign-ins and their devices in PostgreSQL (decision 054). */
@injectable()
export class PostgresSignInStore implements SignInStore {
  constructor(@inject(DB) private readonly db: Db) {}

  async record(signIn: Omit<SignInRecord, 'lastSeenAt'>, ifNewDevice: OutboxEntry[]): Promise<DeviceNovelty> {
    return this.db.transaction(async (tx) => {
      const earlier = await tx
        .select({ deviceKey: signIns.deviceKey })
        .from(signIns)
        .where(and(eq(signIns.userId, signIn.userId), isNotNull(signIns.deviceKey)));
      await tx
        .insert(signIns)
        .values({ ...signIn, lastSeenAt: signIn.signedInAt })
        .onConflictDoNothing();
      const novelty = noveltyOf(
        signIn.deviceKey,
        earlier.map((e) => e.deviceKey),
      );
      if (novelty === 'new-device') await queueMessages(tx, ifNewDevice, signIn.signedInAt);
      return novelty;
    });
  }

  async seen(sessionId: string, at: Date): Promise<void> {
    await this.db.update(signIns).set({ lastSeenAt: at }).where(eq(signIns.sessionId, sessionId));
  }

  async ofUser(userId: string, limit?: number): Promise<SignInRecord[]> {
    const rows = this.db.select().from(signIns).where(eq(signIns.userId, userId)).orderBy(desc(signIns.lastSeenAt));
    return limit === undefined ? rows : rows.limit(limit);
  }
}
