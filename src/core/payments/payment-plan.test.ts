import { describe, expect, it } from 'vitest';
import { holdEnds, holdInfoText, phoneMissing, planPayment } from './payment-plan';

const trip = { flightTotal: 2_200_000, paid: 0 };

describe('what one payment charges', () => {
  it('charges a draft in full with the 3% fee by card or Apple Pay, and none by wallet or wire', () => {
    for (const method of ['CREDIT_CARD', 'APPLE_PAY'] as const) {
      expect(planPayment({ ...trip, status: 'DRAFT', method, mode: 'FULL_PAYMENT' })).toEqual({
        ok: true,
        plan: { kind: 'FULL', flightAmount: 2_200_000, cardFee: 66_000, amount: 2_266_000 },
      });
    }
    for (const method of ['WALLET', 'WIRE'] as const) {
      expect(planPayment({ ...trip, status: 'DRAFT', method, mode: 'FULL_PAYMENT' })).toMatchObject({
        plan: { cardFee: 0, amount: 2_200_000 },
      });
    }
  });

  it('reserves a draft with the flat $1,000 deposit, by card only', () => {
    expect(planPayment({ ...trip, status: 'DRAFT', method: 'CREDIT_CARD', mode: 'PARTIAL_PAYMENT' })).toEqual({
      ok: true,
      plan: { kind: 'DEPOSIT', flightAmount: 100_000, cardFee: 0, amount: 100_000 },
    });
    for (const method of ['APPLE_PAY', 'WALLET', 'WIRE'] as const) {
      expect(planPayment({ ...trip, status: 'DRAFT', method, mode: 'PARTIAL_PAYMENT' })).toEqual({
        ok: false,
        reason: 'SELECTION_REQUIRED',
      });
    }
  });

  it('charges a held booking its balance, with the card fee on the balance only', () => {
    expect(
      planPayment({
        flightTotal: 2_200_000,
        paid: 100_000,
        status: 'RESERVED',
        method: 'CREDIT_CARD',
        mode: 'FULL_PAYMENT',
      }),
    ).toEqual({ ok: true, plan: { kind: 'BALANCE', flightAmount: 2_100_000, cardFee: 63_000, amount: 2_163_000 } });
    expect(
      planPayment({
        flightTotal: 2_200_000,
        paid: 100_000,
        status: 'RESERVED',
        method: 'WALLET',
        mode: 'FULL_PAYMENT',
      }),
    ).toMatchObject({ plan: { kind: 'BALANCE', amount: 2_100_000 } });
  });

  it('takes nothing more for a paid, cancelled or completed booking', () => {
    for (const status of ['BOOKED', 'CANCELLED', 'COMPLETED'] as const) {
      expect(planPayment({ ...trip, status, method: 'CREDIT_CARD', mode: 'FULL_PAYMENT' })).toEqual({
        ok: false,
        reason: 'NOT_PAYABLE',
      });
    }
    expect(planPayment({ ...trip, status: 'RESERVED', method: 'CREDIT_CARD', mode: 'PARTIAL_PAYMENT' })).toEqual({
      ok: false,
      reason: 'NOT_PAYABLE',
    });
  });
});

describe('the hold', () => {
  const now = new Date('2027-03-01T15:00:00Z');

  it('lasts 24 hours and reads "Complete payment in 23 hours" from the moment of reserving', () => {
    const until = holdEnds(now);
    expect(until.toISOString()).toBe('2027-03-02T15:00:00.000Z');
    expect(holdInfoText(until, now)).toBe('Complete payment in 23 hours');
    expect(holdInfoText(until, new Date(now.getTime() + 60_000))).toBe('Complete payment in 23 hours');
    expect(holdInfoText(until, new Date(now.getTime() + 22.5 * 3_600_000))).toBe('Complete payment in 1 hour');
    expect(holdInfoText(until, new Date(now.getTime() + 23.5 * 3_600_000))).toBe('Complete payment within the hour');
  });
});

describe('the phone number before paying', () => {
  it('is missing when empty or blank', () => {
    expect(phoneMissing('')).toBe(true);
    expect(phoneMissing('  ')).toBe(true);
    expect(phoneMissing(undefined)).toBe(true);
    expect(phoneMissing('+1 212 555 0100')).toBe(false);
  });
});
