import { afterEach, describe, expect, it } from 'vitest';
import { storesWithOutbox } from './stores-with-outbox';
import { PostgresSignInStore } from '../../adapters/postgres-store/sign-ins';
import type { OutboxEntry } from '../../ports/message-outbox';
import type { SignInStore } from '../../ports/sign-ins';
import { MemorySignInStore } from '../fakes/memory-sign-in-store';

const AT = new Date('2026-11-28T09:00:00Z');
const later = (minutes: number) => new Date(AT.getTime() + minutes * 60_000);
const notice = (sessionId: string): OutboxEntry => ({
  key: `new-sign-in:${sessionId}`,
  kind: 'new-sign-in',
  userId: 'maya',
  email: null,
  bookingId: null,
  facts: { device: 'Firefox on Android', at: AT.toISOString() },
});
const signIn = (sessionId: string, deviceKey: string | null, minutes = 0) => ({
  sessionId,
  userId: 'maya',
  device: deviceKey ? `device ${deviceKey}` : 'the API',
  deviceKey,
  signedInAt: later(minutes),
});

const stores = storesWithOutbox<SignInStore>(
  (db) => new PostgresSignInStore(db),
  () => new MemorySignInStore(),
);

describe.each(stores)('sign-in store contract: $name', (kind) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('tells a first sign-in, a known browser, a new one (queuing its notice) and an API sign-in apart', async () => {
    const opened = await kind.open();
    close = opened.close;
    const { store } = opened;
    expect(await store.record(signIn('s1', 'laptop'), [notice('s1')])).toBe('first-sign-in');
    expect(await store.record(signIn('s2', 'laptop', 1), [notice('s2')])).toBe('known-device');
    expect(await store.record(signIn('s3', null, 2), [notice('s3')])).toBe('unknown-device');
    expect(await store.record(signIn('s4', 'phone', 3), [notice('s4')])).toBe('new-device');
    expect(await opened.queued(['s1', 's2', 's3', 's4'].map((s) => `new-sign-in:${s}`))).toEqual(['new-sign-in:s4']);
  });

  it('lists the account’s sign-ins, last seen first', async () => {
    const opened = await kind.open();
    close = opened.close;
    const { store } = opened;
    await store.record(signIn('s1', 'laptop'), []);
    await store.record(signIn('s2', 'phone', 1), []);
    await store.seen('s1', later(5));
    const listed = await store.ofUser('maya');
    expect(listed.map((s) => [s.sessionId, s.lastSeenAt])).toEqual([
      ['s1', later(5)],
      ['s2', later(1)],
    ]);
    expect((await store.ofUser('maya', 1)).map((s) => s.sessionId)).toEqual(['s1']);
    expect(await store.ofUser('leo')).toEqual([]);
  });
});
