import type { OutboxEntry } from '../../ports/message-outbox';
import type { ChallengePurpose, PasskeyStore, StoredPasskey } from '../../ports/passkeys';

/** In-memory PasskeyStore for fast unit tests; passes the same contract as PostgreSQL. */
export class MemoryPasskeyStore implements PasskeyStore {
  private readonly passkeys = new Map<string, StoredPasskey>();
  private readonly challenges = new Map<
    string,
    { purpose: ChallengePurpose; userId: string | null; expiresAt: Date }
  >();
  /** What was queued with each change, as the outbox would have it. */
  readonly queued: OutboxEntry[] = [];

  async ofUser(userId: string): Promise<StoredPasskey[]> {
    return [...this.passkeys.values()]
      .filter((p) => p.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((p) => Object.assign({}, p));
  }

  async find(credentialId: string): Promise<StoredPasskey | null> {
    const found = this.passkeys.get(credentialId);
    return found ? { ...found } : null;
  }

  async add(passkey: StoredPasskey, notice: OutboxEntry[]): Promise<boolean> {
    if (this.passkeys.has(passkey.id)) return false;
    this.passkeys.set(passkey.id, { ...passkey });
    this.queued.push(...notice);
    return true;
  }

  async used(credentialId: string, counter: number, at: Date): Promise<void> {
    const found = this.passkeys.get(credentialId);
    if (found) Object.assign(found, { counter, lastUsedAt: at });
  }

  async remove(userId: string, credentialId: string, notice: OutboxEntry[]): Promise<boolean> {
    if (this.passkeys.get(credentialId)?.userId !== userId) return false;
    this.passkeys.delete(credentialId);
    this.queued.push(...notice);
    return true;
  }

  async saveChallenge(challenge: string, purpose: ChallengePurpose, userId: string | null, expiresAt: Date) {
    this.challenges.set(challenge, { purpose, userId, expiresAt });
  }

  async takeChallenge(challenge: string, purpose: ChallengePurpose, now: Date) {
    const found = this.challenges.get(challenge);
    if (!found || found.purpose !== purpose || found.expiresAt <= now) return null;
    this.challenges.delete(challenge);
    return { userId: found.userId };
  }
}
