import { describe, expect, it, vi } from 'vitest';
import { EMPTY_LEGS, type EmptyLegs } from '../../ports/charter/empty-legs';
import { REFUSALS } from '../../src/engine/update-addons';
import { oneWay } from '../fixtures/charter';
import { dialects } from '../support/database';
import { approvedCharges, cardPayment, draftBooking, openCardPayment, newCustomer } from '../support/payments';
import { paymentsWorldsOn } from '../support/payments-worlds';

// Customers sign up and pay through the whole application: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

/**
 * No aircraft is sold twice for the same hours (docs/decisions/038): two customers paying at
 * once for drafts on one tail, or for one empty leg, on PGlite and on the real PostgreSQL the
 * test run starts. One is charged and booked; the other is refused before her card is charged.
 */
describe.each(dialects)('one aircraft, one booking at a time, on $name', ({ open }) => {
  const world = paymentsWorldsOn(open);

  it('books the light jet for one of two customers who pay at once for the same hours', async () => {
    const w = await world();
    const [maya, leo] = await Promise.all([newCustomer(w), newCustomer(w, { name: 'leo' })]);
    const trip = oneWay('KTEB', 'KPBI', { departDays: 12, passengers: 2 });
    // Both drafted before either paid: each saw the aircraft free.
    const drafts = [await draftBooking(w, maya, { trip }), await draftBooking(w, leo, { trip })];
    const confirms = [await openCardPayment(w, maya, drafts[0] ?? ''), await openCardPayment(w, leo, drafts[1] ?? '')];
    const answers = await Promise.all(confirms.map((confirm) => confirm()));
    const booked = answers.filter((a) => a.ok && a.answer.status === 'SUCCESS');
    const refused = answers.filter((a) => !a.ok);
    expect(booked).toHaveLength(1);
    expect(refused).toEqual([{ ok: false, refusal: { code: 'NOT_PAYABLE', message: REFUSALS.AIRCRAFT_TAKEN } }]);
    expect(await approvedCharges(w)).toBe(1);
  });

  it("sells an empty leg once when two customers pay for it at once, and never holds Sam's trip against it", async () => {
    const w = await world();
    const [sam, maya, leo] = await Promise.all([
      newCustomer(w, { name: 'sam' }),
      newCustomer(w),
      newCustomer(w, { name: 'leo' }),
    ]);
    const samsTrip = await draftBooking(w, sam, { trip: oneWay('KTEB', 'KPBI', { departDays: 10, passengers: 2 }) });
    const paid = await cardPayment(w, sam, samsTrip);
    expect(paid).toMatchObject({ ok: true, answer: { status: 'SUCCESS', bookingStatus: 'BOOKED' } });

    const emptyLegs = w.server.app.container.get<EmptyLegs>(EMPTY_LEGS);
    const [leg] = (await emptyLegs.list({ passengers: 2 }, maya)).emptyLegs;
    if (!leg) throw new Error('no empty leg');
    // Far apart in the window: their own flights do not overlap, but the aircraft flies home once.
    const early = await emptyLegs.book({ emptyLegId: leg.id, departure: leg.window.earliestAt, passengers: 2 }, maya);
    const late = await emptyLegs.book({ emptyLegId: leg.id, departure: leg.window.latestAt, passengers: 2 }, leo);
    if (!early.ok || !late.ok) throw new Error('not booked');
    const confirms = [await openCardPayment(w, maya, early.bookingId), await openCardPayment(w, leo, late.bookingId)];
    const answers = await Promise.all(confirms.map((confirm) => confirm()));
    expect(answers.filter((a) => a.ok && a.answer.status === 'SUCCESS')).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toHaveLength(1);
    expect(await approvedCharges(w)).toBe(2);
    expect((await emptyLegs.list({ passengers: 2 }, leo)).emptyLegs).toEqual([]);
    const samNow = await w.payments.details(sam, samsTrip);
    expect(samNow).toMatchObject({ ok: true, answer: { status: 'BOOKED' } });
  });
});
