import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters/postgres-store/database';
import { PostgresSessionEvents } from '../../adapters/postgres-store/session-events';
import { PostgresProfileStore } from '../../adapters/postgres-store/users';
import type { SessionEvent } from '../../ports/session-events';
import { ManualClock } from '../fakes/manual-clock';
import { dialects } from '../support/database';
import { localIdentity } from '../support/local-identity';
import { MailRoom } from '../support/mail-room';

/**
 * SessionEvents (decision 034): every change a node's session cache must hear is announced
 * by the store that makes it, and heard by whoever watches, on PGlite (in process) and on
 * PostgreSQL (over LISTEN, from another connection).
 */
describe.each(dialects)('SessionEvents contract on $name', (dialect) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function world() {
    database = await dialect.open();
    const clock = new ManualClock();
    const mailer = new MailRoom(database, clock);
    const identity = localIdentity(database, clock);
    const heard: SessionEvent[] = [];
    const stop = await new PostgresSessionEvents(database).watch((event) => heard.push(event));
    const user = { email: 'maya@example.com', given_name: 'Maya', family_name: 'Okafor', phone_number: '+1212555' };
    const signedUp = await identity.signUp({ username: user.email, password: 'Jetstream2026', attributes: user });
    if (!signedUp.ok) throw new Error(signedUp.error.message);
    await identity.confirmSignUp(user.email, await mailer.lastCode(user.email));
    const until = async (count: number) => {
      const deadline = Date.now() + 5_000;
      while (heard.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      return heard.slice(0, count);
    };
    return {
      identity,
      profiles: new PostgresProfileStore(database.db),
      userId: signedUp.value.userId,
      heard,
      until,
      stop,
    };
  }

  it('announces each ended sign-in, each account-wide end, and each profile change, once committed', async () => {
    const w = await world();
    const tokens = await w.identity.signIn('maya@example.com', 'Jetstream2026');
    if (!tokens.ok) throw new Error(tokens.error.message);
    const sessionId = (await w.identity.verifyAccessToken(tokens.value.accessToken))?.sessionId ?? '';

    await w.identity.signOut(tokens.value.refreshToken);
    await w.identity.endSessions(w.userId, { except: 'kept' });
    await w.profiles.updateProfile(w.userId, { firstname: 'Maia', lastname: 'Okafor', phone: '+1212555' });
    // A profile that does not exist changed nothing: nothing to announce.
    await w.profiles.updateProfile('nobody', { firstname: 'A', lastname: 'B', phone: '+1212555' });
    await w.identity.deleteUser(w.userId);

    expect(await w.until(4)).toEqual([
      { kind: 'session-ended', sessionId },
      { kind: 'sessions-ended', userId: w.userId, except: 'kept' },
      { kind: 'profile-changed', userId: w.userId },
      { kind: 'sessions-ended', userId: w.userId },
    ]);
    await w.stop();
    await w.identity.endSessions(w.userId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(w.heard).toHaveLength(4);
  });
});
