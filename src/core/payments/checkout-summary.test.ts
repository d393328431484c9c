import { describe, expect, it } from 'vitest';
import { checkoutSummary, showsFuelSurchargeNote } from './checkout-summary';

const trip = { aircraftPrice: 2_000_000, taxes: 150_000, addons: 50_000, rewardsApplied: 0 };

describe('what the customer pays', () => {
  it('adds the 3% card fee when paying now by card or Apple Pay', () => {
    const summary = checkoutSummary({ ...trip, subOption: 'PAY_NOW_CARD' });
    expect(summary).toMatchObject({ flightTotal: 2_200_000, cardFee: 66_000, dueNow: 2_266_000, dueLater: 0 });
    expect(checkoutSummary({ ...trip, subOption: 'APPLE_PAY' }).cardFee).toBe(66_000);
  });

  it('adds no fee for the wallet or a wire', () => {
    expect(checkoutSummary({ ...trip, subOption: 'PAY_NOW_WALLET' })).toMatchObject({ cardFee: 0, dueNow: 2_200_000 });
    expect(checkoutSummary({ ...trip, subOption: 'PAY_BY_WIRE' })).toMatchObject({ cardFee: 0, dueNow: 2_200_000 });
  });

  it('takes rewards off before the fee', () => {
    const summary = checkoutSummary({ ...trip, rewardsApplied: 200_000, subOption: 'PAY_NOW_CARD' });
    expect(summary).toMatchObject({ flightTotal: 2_000_000, cardFee: 60_000, dueNow: 2_060_000 });
  });

  it('charges the $1,000 deposit to reserve, the rest due later', () => {
    expect(checkoutSummary({ ...trip, subOption: 'RESERVE_CARD' })).toMatchObject({
      cardFee: 0,
      dueNow: 100_000,
      dueLater: 2_100_000,
    });
  });
});

describe('the fuel-surcharge note', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('shows for trips 14 or more days out', () => {
    expect(showsFuelSurchargeNote(new Date('2026-12-06T12:00:00Z'), now)).toBe(true);
    expect(showsFuelSurchargeNote(new Date('2026-12-06T11:59:00Z'), now)).toBe(false);
  });
});
