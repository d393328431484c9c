import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters/postgres-store/database';
import { PostgresMessageOutbox } from '../../adapters/postgres-store/message-outbox';
import { PostgresRouteWatchStore } from '../../adapters/postgres-store/route-watches';
import type { OutboxEntry } from '../../ports/message-outbox';
import { ALERT_EVERY_MS } from '../../src/core/watches/watch-matching';
import { aPriceWatch, aWatch, aWatchedLeg, WATCHED_AT } from '../fixtures/watches';
import { dialects } from '../support/database';

const NOW = WATCHED_AT;
const later = (ms: number) => new Date(NOW.getTime() + ms);
const aLeg = aWatchedLeg;

const alertOf = (watchId: string, legId: string): OutboxEntry => ({
  key: `watch-alert:${watchId}:${legId}`,
  kind: 'watch-alert',
  userId: 'maya',
  email: null,
  bookingId: null,
  facts: { watchId },
});

describe.each(dialects)('route watch store contract: $name', (dialect) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  const open = async () => {
    database = await dialect.open();
    return {
      store: new PostgresRouteWatchStore(database.db),
      outbox: new PostgresMessageOutbox(database.db, database),
    };
  };

  it('keeps a customer’s watches, newest first, at most the active limit, and only theirs to change', async () => {
    const { store } = await open();
    expect(await store.create(aWatch('w-1'), 2)).toBe(true);
    expect(await store.create(aWatch('w-2', { createdAt: later(1000) }), 2)).toBe(true);
    expect(await store.create(aWatch('w-3'), 2)).toBe(false);
    expect(await store.create(aWatch('w-leo', { userId: 'leo' }), 2)).toBe(true);
    expect((await store.ofUser('maya')).map((w) => w.id)).toEqual(['w-2', 'w-1']);
    expect(await store.find('w-1')).toEqual(aWatch('w-1'));

    expect(await store.setStatus('w-1', 'leo', 'PAUSED', 2)).toBe(false);
    expect(await store.setStatus('w-1', 'maya', 'PAUSED', 2)).toBe(true);
    expect(await store.create(aWatch('w-3'), 2)).toBe(true);
    // Resuming counts against the limit too.
    expect(await store.setStatus('w-1', 'maya', 'ACTIVE', 2)).toBe(false);
    expect(await store.delete('w-1', 'leo')).toBe(false);
    expect(await store.delete('w-1', 'maya')).toBe(true);
    expect(await store.find('w-1')).toBeUndefined();
  });

  it('sees each leg once, and matches it once to every active watch it fits', async () => {
    const { store } = await open();
    await store.create(aWatch('w-fits'), 20);
    await store.create(aWatch('w-paused', { status: 'PAUSED' }), 20);
    await store.create(aWatch('w-big-party', { passengers: 8 }), 20);
    await store.create(aWatch('w-other-days', { firstDay: '2027-01-01', lastDay: '2027-01-20' }), 20);
    await store.create(aWatch('w-after', { createdAt: later(60_000) }), 20);
    await store.create(aWatch('w-midsize', { categories: ['MIDSIZE_JET'] }), 20);

    // Where new legs are looked for: the active empty-leg watches' departure airports.
    expect(await store.watchedOrigins()).toEqual(['KHPN', 'KTEB']);
    expect(await store.firstSeen(['leg-1', 'leg-2'], NOW)).toEqual(['leg-1', 'leg-2']);
    expect(await store.firstSeen(['leg-2', 'leg-3'], NOW)).toEqual(['leg-3']);
    expect(await store.match(aLeg('leg-1'), NOW)).toBe(1);
    expect(await store.match(aLeg('leg-1'), NOW)).toBe(0);
    expect(await store.match(aLeg('leg-vegas', { to: { code: 'KLAS', name: 'Las Vegas' } }), NOW)).toBe(0);
    const due = await store.dueAlerts(NOW, 10);
    expect(due.map((d) => [d.watch.id, d.legs.map((l) => l.id)])).toEqual([['w-fits', ['leg-1']]]);
  });

  it('alerts a watch at most once in 24 hours, in one transaction with its message; the rest wait', async () => {
    const { store, outbox } = await open();
    await store.create(aWatch('w-1'), 20);
    await store.match(aLeg('leg-1'), NOW);
    expect(await store.alert('w-1', ['leg-1'], alertOf('w-1', 'leg-1'), NOW)).toBe(true);
    // A second node with the same due alert finds it done: nothing changes.
    expect(await store.alert('w-1', ['leg-1'], alertOf('w-1', 'leg-1'), NOW)).toBe(false);
    expect((await outbox.find('watch-alert:w-1:leg-1'))?.kind).toBe('watch-alert');

    await store.match(aLeg('leg-2', { from: { code: 'KHPN', name: 'White Plains' } }), later(3_600_000));
    expect(await store.dueAlerts(later(3_600_000), 10)).toEqual([]);
    const nextDay = later(ALERT_EVERY_MS);
    const due = await store.dueAlerts(nextDay, 10);
    expect(due.map((d) => d.legs.map((l) => l.id))).toEqual([['leg-2']]);
    // Legs that are not all still waiting: refused whole.
    expect(await store.alert('w-1', ['leg-1', 'leg-2'], alertOf('w-1', 'leg-x'), nextDay)).toBe(false);
    expect(await outbox.find('watch-alert:w-1:leg-x')).toBeUndefined();
    expect(await store.alert('w-1', ['leg-2'], alertOf('w-1', 'leg-2'), nextDay)).toBe(true);
    // What the desk lists: the legs told, newest first, and nobody else's.
    expect((await store.toldOf('maya', 10)).map((t) => [t.leg.id, t.alertedAt])).toEqual([
      ['leg-2', nextDay],
      ['leg-1', NOW],
    ]);
    expect(await store.toldOf('leo', 10)).toEqual([]);
  });

  it('changes a watch in place, only its customer’s, keeping its status', async () => {
    const { store } = await open();
    await store.create(aWatch('w-1', { status: 'PAUSED' }), 20);
    const changed = aWatch('w-1', { status: 'PAUSED', lastDay: '2026-12-20', passengers: 4, price: aPriceWatch() });
    expect(await store.update({ ...changed, userId: 'leo' })).toBe(false);
    expect(await store.update(changed)).toBe(true);
    expect(await store.find('w-1')).toEqual(changed);
    expect(await store.update(aWatch('w-1', { status: 'PAUSED' }))).toBe(true);
    expect((await store.find('w-1'))?.price).toBeNull();
  });

  it('gives the active price watches a day since their pricing, and tells a lower price once a day', async () => {
    const { store, outbox } = await open();
    await store.create(aWatch('w-price', { price: aPriceWatch() }), 20);
    await store.create(aWatch('w-legs'), 20);
    await store.create(aWatch('w-paused', { status: 'PAUSED', price: aPriceWatch() }), 20);
    await store.create(aWatch('w-later', { price: aPriceWatch({ pricedAt: later(3_600_000) }) }), 20);
    expect((await store.duePrices(NOW, 10)).map((w) => w.id)).toEqual(['w-price']);
    expect((await store.duePrices(later(3_600_000), 1)).map((w) => w.id)).toEqual(['w-price']);

    const nextDay = later(ALERT_EVERY_MS);
    await store.priced('w-price', 2_640_000, nextDay);
    expect((await store.find('w-price'))?.price).toMatchObject({ pricedCents: 2_640_000, pricedAt: nextDay });
    expect((await store.duePrices(later(3_600_000), 10)).map((w) => w.id)).toEqual(['w-later']);

    const entry = (cents: number): OutboxEntry => ({
      ...alertOf('w-price', 'x'),
      kind: 'price-alert',
      key: `price-alert:w-price:${cents}`,
    });
    expect(await store.alertPrice('w-price', 2_640_000, entry(2_640_000), nextDay)).toBe(true);
    // Another node, or the same price again: nothing.
    expect(await store.alertPrice('w-price', 2_640_000, entry(2_640_000), later(3 * ALERT_EVERY_MS))).toBe(false);
    // A lower one within the day waits; the next day it is told.
    expect(await store.alertPrice('w-price', 2_500_000, entry(2_500_000), later(ALERT_EVERY_MS + 3_600_000))).toBe(
      false,
    );
    expect(await store.alertPrice('w-price', 2_500_000, entry(2_500_000), later(2 * ALERT_EVERY_MS))).toBe(true);
    expect((await store.find('w-price'))?.price?.toldCents).toBe(2_500_000);
    expect((await outbox.find('price-alert:w-price:2640000'))?.kind).toBe('price-alert');
    expect(await store.alertPrice('w-legs', 1, entry(1), later(5 * ALERT_EVERY_MS))).toBe(false);
  });
});
