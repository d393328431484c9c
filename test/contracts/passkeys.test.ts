import { afterEach, describe, expect, it } from 'vitest';
import { storesWithOutbox } from './stores-with-outbox';
import { PostgresPasskeyStore } from '../../adapters/postgres-store/passkeys';
import type { OutboxEntry } from '../../ports/message-outbox';
import type { PasskeyStore, StoredPasskey } from '../../ports/passkeys';
import { MemoryPasskeyStore } from '../fakes/memory-passkey-store';

const AT = new Date('2026-11-28T09:00:00Z');
const later = (minutes: number) => new Date(AT.getTime() + minutes * 60_000);
const notice = (key: string): OutboxEntry => ({
  key,
  kind: 'passkey-changed',
  userId: 'maya',
  email: null,
  bookingId: null,
  facts: { change: 'added', name: 'Chrome on Mac', at: AT.toISOString() },
});
const passkey = (id: string, minutes = 0): StoredPasskey => ({
  id,
  userId: 'maya',
  publicKey: new Uint8Array([165, 1, 2, 3, 38, 32, 1]),
  counter: 0,
  transports: ['internal', 'hybrid'],
  backedUp: true,
  name: 'Chrome on Mac',
  createdAt: later(minutes),
  lastUsedAt: null,
});

const stores = storesWithOutbox<PasskeyStore>(
  (db) => new PostgresPasskeyStore(db),
  () => new MemoryPasskeyStore(),
);

describe.each(stores)('passkey store contract: $name', (kind) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('keeps passkeys with their key and notices, newest first, each id once, removed only by their owner', async () => {
    const opened = await kind.open();
    close = opened.close;
    const { store } = opened;
    expect(await store.add(passkey('pk-1'), [notice('added-1')])).toBe(true);
    expect(await store.add(passkey('pk-2', 5), [notice('added-2')])).toBe(true);
    expect(await store.add(passkey('pk-1', 9), [notice('added-again')])).toBe(false);
    expect((await store.ofUser('maya')).map((p) => p.id)).toEqual(['pk-2', 'pk-1']);
    const found = await store.find('pk-1');
    expect(found && [...found.publicKey]).toEqual([165, 1, 2, 3, 38, 32, 1]);
    expect(found?.transports).toEqual(['internal', 'hybrid']);
    await store.used('pk-1', 7, later(10));
    expect(await store.find('pk-1')).toMatchObject({ counter: 7, lastUsedAt: later(10) });
    expect(await store.remove('leo', 'pk-1', [notice('removed-by-leo')], later(11))).toBe(false);
    expect(await store.remove('maya', 'pk-1', [notice('removed-1')], later(11))).toBe(true);
    expect(await store.find('pk-1')).toBeNull();
    expect(await opened.queued(['added-1', 'added-2', 'added-again', 'removed-by-leo', 'removed-1'])).toEqual([
      'added-1',
      'added-2',
      'removed-1',
    ]);
  });

  it('gives a challenge back once, for its purpose, before it expires', async () => {
    const opened = await kind.open();
    close = opened.close;
    const { store } = opened;
    await store.saveChallenge('c-register', 'register', 'maya', later(5));
    await store.saveChallenge('c-sign-in', 'sign-in', null, later(5));
    await store.saveChallenge('c-old', 'sign-in', null, later(5));
    expect(await store.takeChallenge('c-register', 'sign-in', AT)).toBeNull();
    expect(await store.takeChallenge('c-register', 'register', AT)).toEqual({ userId: 'maya' });
    expect(await store.takeChallenge('c-register', 'register', AT)).toBeNull();
    expect(await store.takeChallenge('c-sign-in', 'sign-in', later(1))).toEqual({ userId: null });
    expect(await store.takeChallenge('c-old', 'sign-in', later(5))).toBeNull();
    expect(await store.takeChallenge('never-given', 'sign-in', AT)).toBeNull();
  });
});
