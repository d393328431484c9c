import { describe, expect, it } from 'vitest';
import { aPriceAlert } from '../../../test/fixtures/watches';
import { composeMessage } from '../messages/compose';
import type { MessageFacts } from '../messages/message-kinds';
import { composePhoneMessage, flightDaysOf } from './phone-messages';

const brand = {
  name: 'Contrail',
  publicUrl: 'https://contrail.example',
  conciergeEmail: 'concierge@contrail.example',
  conciergePhone: '+1 (888) 555-0142',
};
const flightDay: MessageFacts<'flight-day'> = {
  bookingId: 'BK-7',
  category: 'Light Jet',
  zone: 'America/New_York',
  legs: [
    {
      legOrder: 0,
      from: { code: 'KTEB', name: 'Teterboro', city: 'Teterboro' },
      to: { code: 'KPBI', name: 'Palm Beach Intl', city: 'West Palm Beach' },
      departs: '15-12-2026 10:00:00',
    },
  ],
  tailNumber: 'N614CT',
  fbo: { name: 'Signature Flight Support', address: '101 Charles A Lindbergh Dr', contact: null },
};

describe('the flight-day message', () => {
  it('tells where to go and which aircraft, and opens the itinerary', () => {
    const written = composePhoneMessage('flight-day', flightDay, { brand, zone: null });
    expect(written).toEqual({
      ok: true,
      message: {
        title: 'Your flight is today',
        text:
          "Contrail: today's flight KTEB-KPBI departs 10:00 AM from Signature Flight Support, " +
          '101 Charles A Lindbergh Dr. Aircraft N614CT. https://contrail.example/itinerary/BK-7',
        url: 'https://contrail.example/itinerary/BK-7',
      },
    });
  });

  it('names the airport before an FBO is assigned, and leaves out a tail not yet known', () => {
    const early = { ...flightDay, tailNumber: null, fbo: { name: null, address: null, contact: null } };
    const written = composePhoneMessage('flight-day', early, { brand, zone: null });
    expect(written.ok && written.message.text).toBe(
      "Contrail: today's flight KTEB-KPBI departs 10:00 AM from Teterboro. https://contrail.example/itinerary/BK-7",
    );
  });

  it('is a flight day for the quiet hours, and is never written as an e-mail', () => {
    expect(flightDaysOf(flightDay)).toEqual(['2026-12-15']);
    const mailed = composeMessage('flight-day', flightDay, { brand } as Parameters<typeof composeMessage>[2]);
    expect(mailed).toEqual({ ok: false, error: 'flight-day is sent to phones only, never by e-mail' });
  });

  it('refuses facts of another shape, naming the kind', () => {
    const written = composePhoneMessage('flight-day', { ...flightDay, legs: [] }, { brand, zone: null });
    expect(written.ok).toBe(false);
  });
});

describe('the price alert on the phone', () => {
  it('tells the new price and the drop, and opens the search to book it', () => {
    const facts = aPriceAlert();
    expect(composePhoneMessage('price-alert', facts, { brand, zone: null })).toEqual({
      ok: true,
      message: {
        title: 'A lower price on your trip',
        text:
          'Contrail: KTEB to KASE, round trip, 2026-12-10 to 2026-12-14, Light Jet: now $26,400.00, 12% below ' +
          'when you watched it. https://contrail.example/watched-price/w-1',
        url: 'https://contrail.example/watched-price/w-1',
      },
    });
  });
});
