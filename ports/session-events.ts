/**
 * What every node's session cache must hear about (decision 034): a sign-in ended, all of an
 * account's sign-ins ended, a profile changed. The store that records such a change announces
 * it in the same transaction, so the announcement goes out only if the change committed, to
 * every node that watches, this one included.
 *
 * `missed` says the node may have missed announcements (its connection to the database was
 * lost and is back): whatever it cached may be stale and must be checked again.
 */
export type SessionEvent =
  /** One sign-in (a refresh-token family) ended: sign-out, or a retired refresh token reused. */
  | { kind: 'session-ended'; sessionId: string }
  /** Every sign-in of the account ended, but `except`: a password changed or reset, the account disabled or deleted. */
  | { kind: 'sessions-ended'; userId: string; except?: string }
  | { kind: 'profile-changed'; userId: string }
  | { kind: 'missed' };

export interface SessionEvents {
  /** Calls `listener` for every announcement from any node, until the answer is called. */
  watch(listener: (event: SessionEvent) => void): Promise<() => Promise<void>>;
}

export const SESSION_EVENTS = Symbol.for('contrail.SessionEvents');
