import { describe, expect, it } from 'vitest';
import type {
  CommunicationPreferences,
  IdentityProvider,
  Profile,
  ProfileStore,
  VerifiedIdentity,
} from '../../ports/identity-provider';
import { AccountService } from '../../src/engine/accounts/account-service';
import { SessionCache } from '../../src/engine/accounts/session-cache';
import { ManualClock } from '../fakes/manual-clock';
import { MemoryRateLimitStore } from '../fakes/memory-rate-limit-store';

const MINUTE = 60_000;

/**
 * Tokens are "token-<userId>-<n>", valid for 15 minutes from the clock's start; each is its own
 * sign-in, "session-<userId>-<n>". `ended` is what storage knows of ended sign-ins.
 */
function world(options: { maxEntries?: number } = {}) {
  const clock = new ManualClock();
  const issuedAt = clock.now().getTime();
  const calls = { verify: 0, profile: 0, session: 0 };
  const ended = new Set<string>();
  const profiles = new Map<string, Profile>([
    ['u1', { email: 'maya@example.com', firstname: 'Maya', lastname: 'Okafor', phone: '+12125550100' }],
    ['u2', { email: 'sam@example.com', firstname: 'Sam', lastname: 'Lee', phone: '+12125550101' }],
  ]);
  const identity = {
    verifyAccessToken: async (token: string): Promise<VerifiedIdentity | null> => {
      calls.verify++;
      const expiresAt = issuedAt + 15 * MINUTE;
      const match = /^token-(u\d-\d)$/.exec(token)?.[1];
      const userId = match?.slice(0, 2);
      if (!match || !userId || clock.now().getTime() >= expiresAt) return null;
      return {
        userId,
        email: `${userId}@example.com`,
        role: 'CUSTOMER',
        federated: false,
        sessionId: `session-${match}`,
        expiresAt: new Date(expiresAt),
      };
    },
    signOut: async () => undefined,
    endSession: async (sessionId: string) => void ended.add(sessionId),
    isSessionActive: async (sessionId: string) => {
      calls.session++;
      return !ended.has(sessionId);
    },
    deleteUser: async (userId: string) => {
      profiles.delete(userId);
      return { ok: true as const, value: undefined };
    },
  } as unknown as IdentityProvider;
  const store: ProfileStore = {
    getProfile: async (userId) => {
      calls.profile++;
      return profiles.get(userId) ?? null;
    },
    updateProfile: async (userId, profile) => {
      const current = profiles.get(userId);
      if (!current) return false;
      profiles.set(userId, { ...current, ...profile });
      return true;
    },
    getCommunication: async (): Promise<CommunicationPreferences | null> => null,
    setCommunication: async () => true,
    recipientOf: async () => null,
    setTimeZone: async () => true,
  };
  const sessions = new SessionCache({ maxEntries: options.maxEntries ?? 100, profileSeconds: 15 });
  const accounts = new AccountService(identity, store, new MemoryRateLimitStore(), clock, sessions);
  return { clock, calls, profiles, sessions, accounts, ended };
}

describe('the session cache', () => {
  it('verifies a token and reads its profile once, then answers from memory', async () => {
    const { accounts, calls } = world();
    const first = await accounts.accountFor('token-u1-1');
    const second = await accounts.accountFor('token-u1-1');
    expect(second).toBe(first);
    expect(first?.profile.firstname).toBe('Maya');
    expect(calls).toEqual({ verify: 1, profile: 1, session: 1 });
  });

  it('never answers one token with another person', async () => {
    const { accounts } = world();
    expect((await accounts.accountFor('token-u1-1'))?.identity.userId).toBe('u1');
    expect((await accounts.accountFor('token-u2-1'))?.identity.userId).toBe('u2');
    expect(await accounts.accountFor('token-u9-1')).toBeNull();
  });

  it('forgets a session when its token expires', async () => {
    const { accounts, clock, calls } = world();
    await accounts.accountFor('token-u1-1');
    clock.advance(15 * MINUTE);
    expect(await accounts.accountFor('token-u1-1')).toBeNull();
    expect(calls.verify).toBe(2);
  });

  it('reads the profile and the sign-in again after 15 seconds (news from another node lost)', async () => {
    const { accounts, clock, calls, profiles } = world();
    await accounts.accountFor('token-u1-1');
    profiles.set('u1', { email: 'maya@example.com', firstname: 'Maia', lastname: 'Okafor', phone: '+12125550100' });
    clock.advance(14_999);
    expect((await accounts.accountFor('token-u1-1'))?.profile.firstname).toBe('Maya');
    clock.advance(1);
    expect((await accounts.accountFor('token-u1-1'))?.profile.firstname).toBe('Maia');
    // The signature is not checked again for a known token: only the profile and sign-in are re-read.
    expect(calls).toEqual({ verify: 1, profile: 2, session: 2 });
  });

  it('refuses a sign-in that ended elsewhere once it checks again, and at once on a node new to the token', async () => {
    const { accounts, clock, ended } = world();
    await accounts.accountFor('token-u1-1');
    ended.add('session-u1-1');
    expect(await accounts.accountFor('token-u1-1')).not.toBeNull();
    clock.advance(15_000);
    expect(await accounts.accountFor('token-u1-1')).toBeNull();
    ended.add('session-u2-1');
    expect(await accounts.accountFor('token-u2-1')).toBeNull();
  });

  it('applies news from other nodes at once: a sign-in ended, all but one ended, a profile changed', async () => {
    const { accounts, calls, profiles } = world();
    for (const token of ['token-u1-1', 'token-u1-2', 'token-u1-3', 'token-u2-1']) await accounts.accountFor(token);
    accounts.applySessionEvent({ kind: 'session-ended', sessionId: 'session-u1-1' });
    const reads = { ...calls };
    expect(await accounts.accountFor('token-u1-1')).toBeNull();
    // Known to have ended: refused without asking storage.
    expect(calls.session).toBe(reads.session);

    accounts.applySessionEvent({ kind: 'sessions-ended', userId: 'u1', except: 'session-u1-3' });
    expect(await accounts.accountFor('token-u1-2')).toBeNull();
    expect(await accounts.accountFor('token-u1-3')).not.toBeNull();
    expect(await accounts.accountFor('token-u2-1')).not.toBeNull();

    profiles.set('u2', { email: 'sam@example.com', firstname: 'Samuel', lastname: 'Lee', phone: '+12125550101' });
    accounts.applySessionEvent({ kind: 'profile-changed', userId: 'u2' });
    expect((await accounts.accountFor('token-u2-1'))?.profile.firstname).toBe('Samuel');
  });

  it('checks every session again after news may have been missed', async () => {
    const { accounts, calls, ended } = world();
    await accounts.accountFor('token-u1-1');
    await accounts.accountFor('token-u2-1');
    ended.add('session-u1-1');
    accounts.applySessionEvent({ kind: 'missed' });
    expect(await accounts.accountFor('token-u1-1')).toBeNull();
    expect(await accounts.accountFor('token-u2-1')).not.toBeNull();
    expect(calls.session).toBe(4);
  });

  it('shows a profile change made on this node at once', async () => {
    const { accounts } = world();
    await accounts.accountFor('token-u1-1');
    await accounts.accountFor('token-u1-2');
    await accounts.updateProfile('u1', { firstname: 'Maia', lastname: 'Okafor', phone: '' });
    const after = await accounts.accountFor('token-u1-2');
    expect(after?.profile.firstname).toBe('Maia');
    expect(after?.complete).toBe(false);
  });

  it('refuses the sessions of a deleted account at once', async () => {
    const { accounts } = world();
    await accounts.accountFor('token-u1-1');
    await accounts.accountFor('token-u2-1');
    await accounts.deleteAccount('u1');
    expect(await accounts.accountFor('token-u1-1')).toBeNull();
    expect((await accounts.accountFor('token-u2-1'))?.identity.userId).toBe('u2');
  });

  it('ends the sign-in of a signed-out access token, and only that one', async () => {
    const { accounts, ended } = world();
    await accounts.accountFor('token-u1-1');
    await accounts.signOut('refresh', 'token-u1-1');
    expect(await accounts.accountFor('token-u1-1')).toBeNull();
    expect((await accounts.accountFor('token-u1-2'))?.identity.userId).toBe('u1');
    // A token never seen on this node ends its sign-in too.
    await accounts.signOut(null, 'token-u2-1');
    expect(await accounts.accountFor('token-u2-1')).toBeNull();
    expect([...ended].sort()).toEqual(['session-u1-1', 'session-u2-1']);
  });

  it('keeps at most maxEntries sessions, dropping the least recently used', async () => {
    const { accounts, calls, sessions } = world({ maxEntries: 2 });
    await accounts.accountFor('token-u1-1');
    await accounts.accountFor('token-u1-2');
    await accounts.accountFor('token-u1-1'); // now the most recently used
    await accounts.accountFor('token-u2-1'); // drops token-u1-2
    expect(sessions.size).toBe(2);
    expect(calls.verify).toBe(3);
    await accounts.accountFor('token-u1-1');
    expect(calls.verify).toBe(3);
    await accounts.accountFor('token-u1-2');
    expect(calls.verify).toBe(4);
  });

  it('does not store a profile read before an invalidation', async () => {
    const { accounts, profiles } = world();
    const inFlight = accounts.accountFor('token-u1-1');
    await accounts.updateProfile('u1', { firstname: 'Maia', lastname: 'Okafor', phone: '+12125550100' });
    await inFlight;
    expect((await accounts.accountFor('token-u1-1'))?.profile.firstname).toBe(profiles.get('u1')?.firstname);
    expect((await accounts.accountFor('token-u1-1'))?.profile.firstname).toBe('Maia');
  });

  it('hands out accounts nobody can change', async () => {
    const { accounts } = world();
    const account = await accounts.accountFor('token-u1-1');
    expect(Object.isFrozen(account)).toBe(true);
    expect(Object.isFrozen(account?.profile)).toBe(true);
  });
});
