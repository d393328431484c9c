import type { OutboxEntry } from '../../ports/message-outbox';
import type { DeviceNovelty, SignInRecord, SignInStore } from '../../ports/sign-ins';
import { noveltyOf } from '../../src/core/identity/sign-in-devices';

/** In-memory SignInStore for fast unit tests; passes the same contract as PostgreSQL. */
export class MemorySignInStore implements SignInStore {
  private readonly rows = new Map<string, SignInRecord>();
  /** What was queued for new devices, as the outbox would have it. */
  readonly queued: OutboxEntry[] = [];

  async record(signIn: Omit<SignInRecord, 'lastSeenAt'>, ifNewDevice: OutboxEntry[]): Promise<DeviceNovelty> {
    const earlier = [...this.rows.values()].filter((r) => r.userId === signIn.userId).map((r) => r.deviceKey);
    if (!this.rows.has(signIn.sessionId)) this.rows.set(signIn.sessionId, { ...signIn, lastSeenAt: signIn.signedInAt });
    const novelty = noveltyOf(signIn.deviceKey, earlier);
    if (novelty === 'new-device') this.queued.push(...ifNewDevice);
    return novelty;
  }

  async seen(sessionId: string, at: Date): Promise<void> {
    const row = this.rows.get(sessionId);
    if (row) row.lastSeenAt = at;
  }

  async ofUser(userId: string, limit = Infinity): Promise<SignInRecord[]> {
    return [...this.rows.values()]
      .filter((r) => r.userId === userId)
      .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime())
      .slice(0, limit)
      .map((r) => Object.assign({}, r));
  }
}
