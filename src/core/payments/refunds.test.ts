import { describe, expect, it } from 'vitest';
import { decideRefund, lapsedHoldRefund, type Cancellation } from './refunds';

const departure = new Date('2026-12-10T15:00:00Z');
const hoursBefore = (h: number) => new Date(departure.getTime() - h * 3_600_000);

/** A $12,000 domestic round trip paid by card, cancelled 80 hours out. */
const aRoundTrip = (overrides: Partial<Cancellation> = {}): Cancellation => ({
  cause: 'CUSTOMER',
  routeType: 'ROUND_TRIP',
  international: false,
  onDemand: false,
  firstDeparture: departure,
  cancelledAt: hoursBefore(80),
  paid: 1_200_000,
  prepaidCosts: 0,
  paidByCard: true,
  alreadyFlown: 0,
  ...overrides,
});

describe('customer cancellations of round trips', () => {
  it('refunds 100% less the 3.5% card fee more than 72 hours out', () => {
    expect(decideRefund(aRoundTrip())).toMatchObject({ refund: 1_158_000, adminFee: 42_000 });
  });

  it('takes pre-paid costs off before the percentage', () => {
    expect(decideRefund(aRoundTrip({ prepaidCosts: 200_000, paidByCard: false }))).toMatchObject({
      refund: 1_000_000,
      adminFee: 0,
    });
  });

  it('refunds 50% from 24 to 72 hours, both ends included', () => {
    expect(decideRefund(aRoundTrip({ cancelledAt: hoursBefore(72), paidByCard: false })).refund).toBe(600_000);
    expect(decideRefund(aRoundTrip({ cancelledAt: hoursBefore(24), paidByCard: false })).refund).toBe(600_000);
    expect(decideRefund(aRoundTrip({ cancelledAt: hoursBefore(48) }))).toMatchObject({
      refund: 579_000,
      adminFee: 21_000,
    });
  });

  it('refunds nothing under 24 hours', () => {
    expect(decideRefund(aRoundTrip({ cancelledAt: hoursBefore(23.5) })).refund).toBe(0);
  });

  it('uses 120 and 48 hours for international trips', () => {
    const intl = (h: number) =>
      decideRefund(aRoundTrip({ international: true, paidByCard: false, cancelledAt: hoursBefore(h) })).refund;
    expect(intl(121)).toBe(1_200_000);
    expect(intl(120)).toBe(600_000);
    expect(intl(48)).toBe(600_000);
    expect(intl(47)).toBe(0);
  });

  it('refunds nothing for one-way, multi-leg and on-demand flights', () => {
    expect(decideRefund(aRoundTrip({ routeType: 'ONE_WAY', cancelledAt: hoursBefore(500) })).refund).toBe(0);
    expect(decideRefund(aRoundTrip({ routeType: 'MULTI_CITY', cancelledAt: hoursBefore(500) })).refund).toBe(0);
    expect(decideRefund(aRoundTrip({ onDemand: true })).refund).toBe(0);
  });
});

describe('other cancellations', () => {
  it('charges no-shows in full', () => {
    expect(decideRefund(aRoundTrip({ cause: 'NO_SHOW' }))).toMatchObject({ refund: 0, credit: 0 });
  });

  it('credits the account for weather, less the part already flown', () => {
    expect(decideRefund(aRoundTrip({ cause: 'WEATHER', alreadyFlown: 500_000 }))).toMatchObject({
      refund: 0,
      credit: 700_000,
    });
  });

  it('refunds an operator safety cancellation less the part already flown, with no fee', () => {
    expect(decideRefund(aRoundTrip({ cause: 'OPERATOR_SAFETY', alreadyFlown: 500_000 }))).toMatchObject({
      refund: 700_000,
      adminFee: 0,
    });
  });

  it('refunds in full when an owner withdraws the aircraft', () => {
    expect(decideRefund(aRoundTrip({ cause: 'OWNER_WITHDREW', cancelledAt: hoursBefore(2) })).refund).toBe(1_200_000);
  });

  it('returns a lapsed hold deposit less 3.5%', () => {
    expect(lapsedHoldRefund(100_000)).toEqual({ refund: 96_500, adminFee: 3_500 });
  });
});
