import { describe, expect, it } from 'vitest';
import { aPriceAlert } from '../../../test/fixtures/watches';
import { composeMessage, type ComposeContext } from './compose';
import type { MessageFacts, TripFacts } from './message-kinds';

const ctx: ComposeContext = {
  brand: {
    name: 'Contrail',
    conciergeEmail: 'concierge@contrail.test',
    conciergePhone: '+1 (888) 555-0142',
    publicUrl: 'https://contrail.test',
  },
  firstName: 'Maya',
  zone: 'America/Chicago',
  wire: {
    bankName: 'Sandbox National Bank',
    bankAddress: '100 Example Plaza, Chicago, IL 60601',
    accountName: 'Contrail Charter Escrow (sandbox)',
    accountNumber: '000123456789',
    routingNumber: '011000015',
    swiftCode: 'SNBKUS33XXX',
  },
};

const trip: TripFacts = {
  bookingId: 'B-7Q2K',
  category: 'Light Jet',
  zone: 'America/New_York',
  legs: [
    {
      legOrder: 1,
      from: { code: 'KTEB', name: 'Teterboro', city: 'Teterboro' },
      to: { code: 'KPBI', name: 'Palm Beach Intl', city: 'West Palm Beach' },
      departs: '08-12-2026 10:00:00',
    },
    {
      legOrder: 2,
      from: { code: 'KPBI', name: 'Palm Beach Intl', city: 'West Palm Beach' },
      to: { code: 'KTEB', name: 'Teterboro', city: 'Teterboro' },
      departs: '11-12-2026 15:00:00',
    },
  ],
};

function written(kind: Parameters<typeof composeMessage>[0], facts: unknown, context = ctx) {
  const result = composeMessage(kind, facts, context);
  if (!result.ok) throw new Error(result.error);
  return result.message;
}

describe('the booking e-mails', () => {
  it('confirms a full card payment with the amount, the card, the route, the dates and the links', () => {
    const facts: MessageFacts<'booking-confirmed'> = {
      ...trip,
      stage: 'FULL',
      method: 'CREDIT_CARD',
      card: { brand: 'Visa', masked: 'XXXX1111' },
      amountCents: 1_236_000,
      cardFeeCents: 36_000,
      flightTotalCents: 1_200_000,
      rewardsEarnedCents: 12_000,
    };
    const mail = written('booking-confirmed', facts);
    expect(mail.subject).toBe('Your flight is confirmed: booking B-7Q2K');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('$12,360.00');
      expect(part).toContain('Visa ending 1111');
      expect(part).toContain('KTEB - KPBI - KTEB');
      expect(part).toContain('Light Jet');
      expect(part).toContain('Tuesday, December 8, 2026, 10:00 AM local time');
      expect(part).toContain('Friday, December 11, 2026, 3:00 PM local time');
      expect(part).toContain('https://contrail.test/booking-details/B-7Q2K');
      expect(part).toContain('https://contrail.test/itinerary/B-7Q2K');
      expect(part).toContain('https://contrail.test/itinerary/B-7Q2K/pdf');
    }
    expect(mail.text).toContain('Hello Maya,');
    expect(mail.text).toContain('Rewards earned: $120.00');
    expect(mail.text).toContain('Card fee included: $360.00 (3%)');
    expect(mail.text).not.toContain('Carbon');
  });

  it("states the trip's carbon, repositioning apart and per passenger, with how it is counted", () => {
    const mail = written('booking-confirmed', {
      ...trip,
      stage: 'FULL',
      method: 'WALLET',
      card: null,
      amountCents: 1_200_000,
      cardFeeCents: 0,
      flightTotalCents: 1_200_000,
      rewardsEarnedCents: 12_000,
      carbon: { totalKg: 8_800, perPassengerKg: 2_200, repositioning: { kg: 4_400 } },
    } satisfies MessageFacts<'booking-confirmed'>);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('8.8 t CO2e, 4.4 t of it repositioning; 2.2 t per passenger');
      expect(part).toContain('https://contrail.test/carbon');
    }
    expect(mail.text).toContain('Carbon: 8.8 t CO2e');
    const wired = written('wire-received', {
      ...trip,
      amountCents: 1_200_000,
      rewardsEarnedCents: 12_000,
      carbon: { totalKg: 8_800, perPassengerKg: 2_200, repositioning: { kg: 4_400 } },
    } satisfies MessageFacts<'wire-received'>);
    expect(wired.text).toContain('Carbon: 8.8 t CO2e, 4.4 t of it repositioning; 2.2 t per passenger');
    expect(wired.text).toContain('https://contrail.test/carbon');
  });

  it("states the price's carbon offset line before the flight total, when she chose it", () => {
    const mail = written('booking-confirmed', {
      ...trip,
      stage: 'FULL',
      method: 'WALLET',
      card: null,
      amountCents: 1_210_500,
      cardFeeCents: 0,
      flightTotalCents: 1_210_500,
      rewardsEarnedCents: 12_105,
      carbonOffset: { tonnes: 4.2, priceCents: 10_500 },
    } satisfies MessageFacts<'booking-confirmed'>);
    for (const part of [mail.text, mail.html]) expect(part).toContain('Carbon offset: 4.2 t CO2e');
    expect(mail.text).toMatch(/Carbon offset: 4\.2 t CO2e: \$105\.00[\s\S]*Flight total: \$12,105\.00/);
  });

  it('reserves with the deposit: the balance, the hold deadline on the customer’s clock, card and wire', () => {
    const mail = written('booking-reserved', {
      ...trip,
      depositCents: 100_000,
      balanceCents: 1_100_000,
      card: { brand: 'Mastercard', masked: 'XXXX4444' },
      holdUntil: '2026-11-27T20:05:00.000Z',
    });
    expect(mail.subject).toBe('Your flight is reserved until Friday, November 27, 2026 at 2:05 PM CST: booking B-7Q2K');
    expect(mail.text).toContain('Balance due: $11,000.00');
    expect(mail.text).toContain('Deposit paid: $1,000.00');
    expect(mail.text).toContain('Mastercard ending 4444');
    expect(mail.text).toContain('Pay the balance by card: https://contrail.test/booking-details/B-7Q2K');
    expect(mail.text).toContain('Routing number (ABA): 011000015');
    expect(mail.text).toContain('Reference: Booking B-7Q2K');
    expect(mail.text).toContain('less a 3.5% administrative fee');
  });

  it('shows a deadline on the trip’s clock when the customer’s zone is unknown', () => {
    const mail = written(
      'wire-instructions',
      { ...trip, amountCents: 1_200_000, holdUntil: '2026-11-27T20:05:00.000Z' },
      { ...ctx, zone: null },
    );
    expect(mail.text).toContain('Friday, November 27, 2026 at 3:05 PM EST');
    expect(mail.text).toContain('Please complete payment by wire transfer within the next 24 hours.');
    expect(mail.text).toContain('Amount to wire: $12,000.00');
  });

  it('tells a lapsed deposit hold what is refunded, and a lapsed wire hold that nothing was charged', () => {
    const deposit = written('hold-lapsed', {
      ...trip,
      byWire: false,
      depositCents: 100_000,
      refundCents: 96_500,
      adminFeeCents: 3_500,
    });
    expect(deposit.subject).toBe('Your reservation B-7Q2K was cancelled');
    expect(deposit.text).toContain('Refund: $965.00');
    expect(deposit.text).toContain('Administrative fee: $35.00');
    const wire = written('hold-lapsed', { ...trip, byWire: true, depositCents: 0, refundCents: 0, adminFeeCents: 0 });
    expect(wire.text).toContain('Nothing was charged.');
    expect(wire.text).not.toContain('Refund:');
  });

  it('says where a refund goes and when it shows', () => {
    const mail = written('refund-processed', {
      bookingId: 'B-7Q2K',
      refundId: 'R123',
      amountCents: 96_500,
      method: 'CREDIT_CARD',
      card: { brand: 'Visa', masked: 'XXXX1111' },
      reason: 'LAPSED_HOLD',
    });
    expect(mail.subject).toBe('Your refund of $965.00 for booking B-7Q2K');
    expect(mail.text).toContain('We have refunded $965.00 to Visa ending 1111.');
    expect(mail.text).toContain('within 5 to 10 business days');
    expect(mail.text).toContain('always within 30 days');
  });

  it('reminds of a hold ending', () => {
    const mail = written('hold-reminder', {
      ...trip,
      byWire: false,
      balanceCents: 1_100_000,
      holdUntil: '2026-11-27T20:05:00.000Z',
    });
    expect(mail.subject).toBe('Reminder: your hold on booking B-7Q2K ends Friday, November 27, 2026 at 2:05 PM CST');
    expect(mail.text).toContain('Pay the balance of $11,000.00 before then');
  });
});

describe('the change of dates e-mail', () => {
  const changed = (overrides: Partial<MessageFacts<'booking-changed'>>): MessageFacts<'booking-changed'> => ({
    ...trip,
    previousLegs: trip.legs.map((leg) => Object.assign({}, leg, { departs: leg.departs.replace('-12-', '-11-') })),
    sameAircraft: true,
    previousTotalCents: 1_200_000,
    totalCents: 1_300_000,
    paid: {
      method: 'CREDIT_CARD',
      card: { brand: 'Visa', masked: 'XXXX1111' },
      amountCents: 103_000,
      cardFeeCents: 3_000,
    },
    refunds: [],
    adminFeeCents: 0,
    rule: null,
    ...overrides,
  });

  it('says what a higher price cost and how it was paid', () => {
    const mail = written('booking-changed', changed({}));
    expect(mail.subject).toBe("Your trip's new dates are confirmed: booking B-7Q2K");
    expect(mail.text).toContain(
      'The new price is $13,000.00, $1,000.00 more than before: we charged $1,030.00 to Visa ending 1111 (a 3% card fee of $30.00 included).',
    );
    expect(mail.text).toContain('Was departing');
  });

  it('says what the terms refund of a lower price, or that they refund nothing', () => {
    const refunded = written(
      'booking-changed',
      changed({
        totalCents: 1_000_000,
        paid: null,
        refunds: [{ method: 'CREDIT_CARD', card: { brand: 'Visa', masked: 'XXXX1111' }, amountCents: 193_000 }],
        adminFeeCents: 7_000,
        rule: 'US domestic round trip, more than 72 hours before departure: 100% less pre-paid costs and the 3.5% fee on card payments',
      }),
    );
    expect(refunded.text).toContain('We are refunding $1,930.00 to the way you paid');
    const kept = written(
      'booking-changed',
      changed({ totalCents: 1_000_000, paid: null, rule: 'One-way flights: no refund', sameAircraft: false }),
    );
    expect(kept.text).toContain(
      'Under the Terms of Sale nothing is refunded for this change (One-way flights: no refund).',
    );
    expect(kept.text).toContain('another aircraft of the same category flies your trip');
  });
});

describe('the service and account e-mails', () => {
  it('lists the crew, tail and FBOs of the final itinerary, and says so when it changed', () => {
    const facts: MessageFacts<'itinerary-ready'> = {
      bookingId: 'B-7Q2K',
      category: 'Light Jet',
      legs: [
        {
          legOrder: 1,
          from: 'KTEB',
          to: 'KPBI',
          departs: 'Tuesday 12-08-2026 10:00 AM',
          tailNumber: 'N512CX',
          crew: [{ name: 'Dana Whitfield', position: 'Captain' }],
          originFbo: { name: 'Meridian', address: '485 Industrial Ave', contact: '+1 201 555 0100' },
          destinationFbo: { name: 'Signature', address: null, contact: null },
        },
      ],
    };
    const ready = written('itinerary-ready', facts);
    expect(ready.subject).toBe('Your final itinerary for booking B-7Q2K');
    expect(ready.text).toContain('Tail number: N512CX');
    expect(ready.text).toContain('Crew: Dana Whitfield (Captain)');
    expect(ready.text).toContain('FBO at KTEB: Meridian, 485 Industrial Ave, +1 201 555 0100');
    expect(ready.text).toContain('FBO at KPBI: Signature');
    expect(written('itinerary-changed', facts).subject).toBe('Your itinerary for booking B-7Q2K has changed');
  });

  it('acknowledges a limo request with its vehicle and pickup', () => {
    const mail = written('limo-requested', {
      bookingId: 'B-7Q2K',
      vehicleType: 'SUV',
      pickup: { address: '1 Main St, Teterboro, NJ 07608', time: '2026-12-08T08:30' },
      dropOff: { address: 'KTEB', time: '' },
      stops: 0,
    });
    expect(mail.text).toContain('Vehicle: SUV');
    expect(mail.text).toContain('Pickup: 1 Main St, Teterboro, NJ 07608, Tuesday, December 8, 2026, 8:30 AM');
  });

  it("sends the concierge's replies with a link back to the conversation, greeting a visitor by name", () => {
    const facts: MessageFacts<'chat-reply'> = {
      conversationId: 'Csam000001',
      bookingId: null,
      name: 'Sam',
      replies: [{ from: 'Alex', text: 'Yes, <b>dogs</b> fly free.', at: '2026-11-25T15:00:00.000Z' }],
      link: '/concierge#chat=Csam000001.key',
    };
    const mail = written('chat-reply', facts, { ...ctx, firstName: null });
    expect(mail.subject).toBe('The Contrail concierge replied to your message');
    expect(mail.text).toContain('Hello Sam,');
    expect(mail.text).toContain('Alex: Yes, <b>dogs</b> fly free.');
    expect(mail.text).toContain('Continue the conversation: https://contrail.test/concierge#chat=Csam000001.key');
    expect(mail.html).toContain('Yes, &lt;b&gt;dogs&lt;/b&gt; fly free.');
    const about = written('chat-reply', {
      ...facts,
      bookingId: 'B-7Q2K',
      replies: [...facts.replies, ...facts.replies],
    });
    expect(about.subject).toBe('The Contrail concierge replied about booking B-7Q2K');
    expect(about.text).toContain('Hello Maya,');
    expect(about.text).toContain('here are the replies');
  });

  it('tells a watched trip’s lower price with the price then and now, a link to book, and one-click unsubscribe', () => {
    const facts = aPriceAlert();
    const mail = written('price-alert', facts);
    expect(mail.subject).toBe(
      'Price down 12%: KTEB to KASE, round trip, 2026-12-10 to 2026-12-14, Light Jet, now $26,400.00',
    );
    expect(mail.text).toContain('is now $26,400.00: 12% below the $30,000.00 it was when you watched it');
    expect(mail.text).toContain('https://contrail.test/watched-price/w-1');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://contrail.test/watches/unsubscribe/w-1.sig>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('gives the code large in HTML and plainly in text, with the brand from configuration', () => {
    const mail = written(
      'confirmation-code',
      { code: '482913', minutes: 15, validUntil: '2026-11-25T12:15:00.000Z' },
      { ...ctx, brand: { ...ctx.brand, name: 'Skyline' } },
    );
    expect(mail.subject).toBe('Your Skyline confirmation code');
    expect(mail.text).toContain('482913');
    expect(mail.html).toContain('letter-spacing:8px;font-weight:700;margin:24px 0">482913<');
    expect(mail.text).not.toContain('Contrail');
  });

  it('escapes what it is given in the HTML part', () => {
    const mail = written('limo-requested', {
      bookingId: 'B-7Q2K',
      vehicleType: '<script>alert(1)</script>',
      pickup: { address: 'A & B', time: '' },
      dropOff: { address: 'C', time: '' },
      stops: 0,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('A &amp; B');
  });

  it('refuses facts that do not fit the kind, naming what is wrong', () => {
    const result = composeMessage('booking-confirmed', { bookingId: 'B-1' }, ctx);
    expect(result).toMatchObject({
      ok: false,
      error: expect.stringContaining('facts of booking-confirmed do not match'),
    });
  });
});
