import { describe, expect, it } from 'vitest';
import { bookingChannel, isInternational, isOnDemand } from './booking-window';

const now = new Date('2026-11-22T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);
const domestic = (h: number) => ({ firstDeparture: inHours(h), countryCodes: ['US', 'US'] });
const toNassau = (h: number) => ({ firstDeparture: inHours(h), countryCodes: ['US', 'BS'] });

describe('where and when a trip can be booked online', () => {
  it('sends trips departing within 24 hours to the concierge', () => {
    expect(bookingChannel(domestic(23.9), now)).toEqual({ online: false, reason: 'WITHIN_24_HOURS' });
    expect(bookingChannel(domestic(24), now).online).toBe(true);
  });

  it('sends trips 45 or more days out to the concierge', () => {
    expect(bookingChannel(domestic(45 * 24), now)).toEqual({ online: false, reason: 'TOO_FAR_AHEAD' });
    expect(bookingChannel(domestic(45 * 24 - 1), now).online).toBe(true);
  });

  it('sends destinations outside North America, Mexico and the Caribbean to the concierge', () => {
    expect(bookingChannel({ firstDeparture: inHours(240), countryCodes: ['US', 'GB'] }, now)).toEqual({
      online: false,
      reason: 'OUTSIDE_SERVICE_AREA',
    });
    expect(bookingChannel(toNassau(240), now).online).toBe(true);
  });

  it('requires full payment, and no hold, for on-demand flights', () => {
    expect(bookingChannel(domestic(71), now)).toEqual({
      online: true,
      onDemand: true,
      mustPayInFull: true,
      canHold: false,
    });
    expect(bookingChannel(domestic(72), now)).toEqual({
      online: true,
      onDemand: false,
      mustPayInFull: false,
      canHold: true,
    });
    expect(bookingChannel(toNassau(119), now)).toMatchObject({ onDemand: true, canHold: false });
    expect(bookingChannel(toNassau(120), now)).toMatchObject({ onDemand: false, canHold: true });
  });

  it('calls a trip international when any airport is outside the United States', () => {
    expect(isInternational(['US', 'US'])).toBe(false);
    expect(isInternational(['US', 'MX'])).toBe(true);
    expect(isOnDemand(toNassau(100), now)).toBe(true);
  });
});
