import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serialOf, type SandboxOffsetRegistry } from '../../adapters/offset-registry-sandbox/sandbox-offset-registry';
import { OFFSET_RECORDS, OFFSET_REGISTRY, type OffsetRecords } from '../../ports/carbon-offsets';
import { BOOKING_STORE, type BookingStore } from '../../ports/charter/booking-store';
import { offsetLabel, offsetOf } from '../../src/core/carbon/offset';
import { dollarsToCents } from '../../src/core/money';
import { JOBS } from '../../src/composition/jobs';
import { NO_CERTIFICATE_MESSAGE } from '../../src/http/carbon-files';
import { PAYMENT_STORE, type PaymentStore } from '../../ports/charter/payment-store';
import { inDays, roundTrip } from '../fixtures/charter';
import { bytes, ensurePoppler, pdfText } from '../support/pdf';
import { draftBooking, payInFull, startPaymentsWorld, type PaymentsWorld } from '../support/payments';
import { signedInAgent, signedInCustomer, type SignedInCustomer } from '../support/trips';

let world: PaymentsWorld;
let maya: SignedInCustomer;
let ben: SignedInCustomer;
let bookingId: string;
let totalBefore: number;
beforeAll(async () => {
  ensurePoppler();
  world = await startPaymentsWorld();
  maya = await signedInCustomer(world.server, 'Maya');
  ben = await signedInCustomer(world.server, 'Ben');
  bookingId = await draftBooking(world, maya.caller);
  totalBefore = await totalCents(bookingId);
}, 60_000);
afterAll(() => world.close());

const get = <T>(token: symbol) => world.server.app.container.get<T>(token);
const totalCents = async (id: string) => (await get<BookingStore>(BOOKING_STORE).find(id))?.totalCents ?? 0;
const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '');
const samePage = () => ({ Origin: world.server.url, 'Sec-Fetch-Site': 'same-origin' });
const runOffsetJob = () => world.server.app.jobs.runner.runNow(JOBS.carbonOffsets);

describe("a trip's carbon offset", () => {
  let offset: { tonnes: number; price: number };

  it('is a choice on the review page that adds its own line to the total', async () => {
    const agent = await signedInAgent(world.server, maya);
    const before = markup((await agent.get(`/review-booking/${bookingId}`)).text);
    expect(before).toContain('Offset this trip&#x27;s carbon');
    expect(before).not.toContain('Carbon offset: ');

    const chosen = await agent
      .post(`/review-booking/${bookingId}`)
      .set(samePage())
      .type('form')
      .send('intent=addons&offsetCarbon=on');
    expect(chosen.status).toBeLessThan(400);

    const booking = await get<BookingStore>(BOOKING_STORE).find(bookingId);
    const details = await world.payments.details(maya.caller, bookingId);
    const carbon = details.ok ? details.answer.carbon : null;
    if (!booking || !carbon) throw new Error('no draft, or no carbon');
    offset = offsetOf(carbon.totalKg, 2500);
    expect(booking.priceBreakup.carbonOffset).toEqual({ tonnes: offset.tonnes, price: offset.price / 100 });
    expect(booking.totalCents).toBe(totalBefore + offset.price);

    const after = markup((await agent.get(`/review-booking/${bookingId}`)).text);
    expect(after).toContain(`<dt>${offsetLabel(offset.tonnes)}</dt>`);
  });

  it('is charged with the flight, and retired at the registry once paid, with a serial', async () => {
    await payInFull(world, maya.caller, bookingId);
    expect(await totalCents(bookingId)).toBe(totalBefore + offset.price);
    const records = get<OffsetRecords>(OFFSET_RECORDS);
    expect(await records.find(bookingId)).toBeUndefined();
    await runOffsetJob();
    expect(await records.find(bookingId)).toMatchObject({
      bookingId,
      tonnes: offset.tonnes,
      serial: serialOf(bookingId),
      status: 'RETIRED',
    });
    // Run again: nothing retired twice.
    await runOffsetJob();
    expect((await records.due(10)).map((d) => d.bookingId)).not.toContain(bookingId);
  });

  it('shows in the receipt, with its certificate: the serial, the tonnes and the booking reference', async () => {
    const agent = await signedInAgent(world.server, maya);
    const receipt = markup((await agent.get(`/booking-details/${bookingId}?tab=receipt`)).text);
    expect(receipt).toContain(offsetLabel(offset.tonnes));
    expect(receipt).toContain(`href="/booking-details/${bookingId}/carbon-certificate.pdf"`);

    const res = await agent.get(`/booking-details/${bookingId}/carbon-certificate.pdf`).buffer(true).parse(bytes);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="carbon-offset-${bookingId}.pdf"`);
    const text = pdfText(new Uint8Array(res.body as Buffer));
    expect(text).toContain('Carbon offset certificate');
    expect(text).toContain(serialOf(bookingId));
    expect(text).toContain(bookingId);
    expect(text).toContain(`${offsetLabel(offset.tonnes)} retired`);
  }, 60_000);

  it("is no one else's: another customer's certificate answers 404", async () => {
    const agent = await signedInAgent(world.server, ben);
    const res = await agent.get(`/booking-details/${bookingId}/carbon-certificate.pdf`);
    expect(res.status).toBe(404);
    expect(res.text).toBe(NO_CERTIFICATE_MESSAGE);
  });

  it('is refunded with the rest by the Terms of Sale when she cancels, and its retirement cancelled', async () => {
    const quote = await world.payments.cancellationQuote(maya.caller, bookingId);
    if (!quote.ok) throw new Error(quote.refusal.message);
    // The offset is part of what she paid toward the flight, so the terms' refund counts it.
    expect(dollarsToCents(quote.answer.paid)).toBe(totalBefore + offset.price);
    const cancelled = await world.payments.cancel(maya.caller, { bookingId, expectedRefund: quote.answer.refund });
    expect(cancelled.ok).toBe(true);
    await runOffsetJob();
    const record = await get<OffsetRecords>(OFFSET_RECORDS).find(bookingId);
    expect(record?.status).toBe('CANCELLED');
    expect(get<SandboxOffsetRegistry>(OFFSET_REGISTRY).standing(serialOf(bookingId))).toBe(false);
    const agent = await signedInAgent(world.server, maya);
    const res = await agent.get(`/booking-details/${bookingId}/carbon-certificate.pdf`).buffer(true).parse(bytes);
    expect(pdfText(new Uint8Array(res.body as Buffer))).toContain('Cancelled with the booking');
  }, 60_000);

  it('is kept as bought when she changes her dates: the new price has the same line, in its total', async () => {
    const id = await draftBooking(world, maya.caller, {
      trip: roundTrip('KTEB', 'KPBI', { departDays: 30, returnDays: 33 }),
    });
    const draft = await world.payments.details(maya.caller, id);
    if (!draft.ok) throw new Error(draft.refusal.message);
    const chosen = await world.flightSearch.updateAddons(
      {
        aboneSearchId: draft.answer.aboneSearchId,
        bookingId: id,
        sessionId: null,
        addonIds: [],
        useRewards: false,
        offsetCarbon: true,
        legDataList: [],
      },
      maya.caller,
    );
    if (!chosen.ok) throw new Error(chosen.message);
    await payInFull(world, maya.caller, id);
    const bought = (await get<BookingStore>(BOOKING_STORE).find(id))?.priceBreakup.carbonOffset;
    expect(bought?.tonnes).toBeGreaterThan(0);
    const quoted = await world.payments.changeQuote(maya.caller, {
      bookingId: id,
      legs: [{ legOrder: 2, departureTime: `${inDays(34)} 17:00` }],
    });
    if (!quoted.ok) throw new Error(quoted.refusal.message);
    const next = (await get<PaymentStore>(PAYMENT_STORE).changesOf(id)).at(-1)?.next;
    expect(next?.priceBreakup.carbonOffset).toEqual(bought);
    const p = next?.priceBreakup;
    if (!p || !bought) throw new Error('no change priced');
    expect(next.totalCents).toBe(
      dollarsToCents(p.aircraftPrice + p.addonsPrice + p.taxes + bought.price - p.rewardsInfo.rewardsApplied),
    );
  }, 60_000);

  it('answers 400 with the field at fault when the REST API is asked for an offset that is not true or false', async () => {
    const res = await (
      await signedInAgent(world.server, maya)
    )
      .post('/api/book-aircraft/update-addons')
      .set('Authorization', `Bearer ${maya.caller.kind === 'customer' ? maya.caller.accessToken : ''}`)
      .send({ aboneSearchId: 'nope-LIGHT_JET-1', offsetCarbon: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fieldErrors: { offsetCarbon: expect.any(String) } });
  });
});
