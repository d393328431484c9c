import type { Account } from './account-service';
import { keepRecent } from '../../core/recent-map';

/**
 * Resolved sessions of this node, per access token, so a signed-in page does not verify the
 * token's signature and read the profile on every request (about 1.2 ms of a 7 ms page).
 *
 * - An entry lives no longer than its token: the token's own expiry is the entry's.
 * - Every node hears of each sign-in that ends and each profile that changes (decision 034)
 *   and drops the entries concerned at once: `endSession`, `endSessionsOf`, `forgetUser`.
 *   `clear` drops everything, when the node may have missed such news.
 * - As a safety net for news lost without the connection noticing, the profile in an entry,
 *   and whether its sign-in is still on, are trusted for `profileSeconds` only, then read again.
 * - Sign-ins known to have ended are remembered (they never come back), so a signed-out token
 *   is refused here without a database read.
 * - Bounded: least recently used entries go first. Keyed by the whole token, so an entry only
 *   ever answers the person the token was issued to.
 * See docs/decisions/023-signed-in-page-speed.md and 034.
 */
export interface SessionCacheSettings {
  maxEntries: number;
  profileSeconds: number;
}

export const SESSION_CACHE_DEFAULTS: SessionCacheSettings = { maxEntries: 10_000, profileSeconds: 15 };

export interface CachedSession {
  account: Account;
  /** When the token expires (ms since the epoch). */
  expiresAt: number;
  /** The profile and the sign-in were read less than `profileSeconds` ago. */
  profileFresh: boolean;
}

interface Entry {
  account: Account;
  expiresAt: number;
  profileReadAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Session ids known to have ended, least recently ended first (a Map as an ordered set). */
  private readonly ended = new Map<string, true>();
  /** Bumped by every invalidation: a resolution that started before one must not be stored. */
  private generation = 0;

  constructor(private readonly settings: SessionCacheSettings = SESSION_CACHE_DEFAULTS) {}

  get size(): number {
    return this.entries.size;
  }

  /** The generation to hand back to `set`, taken before reading what will be stored. */
  get version(): number {
    return this.generation;
  }

  hasEnded(sessionId: string): boolean {
    return this.ended.has(sessionId);
  }

  get(token: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    this.entries.delete(token);
    if (entry.expiresAt <= now) return undefined;
    // Re-inserted: a Map keeps insertion order, so the first key is the least recently used.
    this.entries.set(token, entry);
    return {
      account: entry.account,
      expiresAt: entry.expiresAt,
      profileFresh: now - entry.profileReadAt < this.settings.profileSeconds * 1000,
    };
  }

  /** Stores a resolution unless something was invalidated since `version` was taken. */
  set(token: string, account: Account, expiresAt: number, now: number, version: number): void {
    if (version !== this.generation || expiresAt <= now || this.settings.maxEntries <= 0) return;
    keepRecent(
      this.entries,
      token,
      { account: freeze(account), expiresAt, profileReadAt: now },
      this.settings.maxEntries,
    );
  }

  delete(token: string): void {
    this.entries.delete(token);
  }

  /** The user's profile changed: every token of theirs resolves afresh. */
  forgetUser(userId: string): void {
    this.drop((account) => account.identity.userId === userId);
  }

  /** One sign-in ended: its tokens are refused from now on. */
  endSession(sessionId: string): void {
    this.markEnded(sessionId);
    this.drop((account) => account.identity.sessionId === sessionId);
  }

  /** Every sign-in of the user but `except` ended (a password change, a deleted or disabled account). */
  endSessionsOf(userId: string, except?: string): void {
    this.drop((account) => {
      const { sessionId } = account.identity;
      if (account.identity.userId !== userId || (sessionId !== undefined && sessionId === except)) return false;
      if (sessionId !== undefined) this.markEnded(sessionId);
      return true;
    });
  }

  /** News may have been missed: every token resolves afresh (what has ended stays ended). */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private drop(matches: (account: Account) => boolean): void {
    this.generation++;
    for (const [token, entry] of this.entries) {
      if (matches(entry.account)) this.entries.delete(token);
    }
  }

  private markEnded(sessionId: string): void {
    keepRecent(this.ended, sessionId, true, this.settings.maxEntries);
  }
}

/** One Account object is shared by every request of that token: nobody may change it. */
function freeze(account: Account): Account {
  Object.freeze(account.identity);
  Object.freeze(account.profile);
  return Object.freeze(account);
}
