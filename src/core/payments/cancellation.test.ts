import { describe, expect, it } from 'vitest';
import {
  paidHistoryOf,
  paidParts,
  planCancellation,
  planPriceDrop,
  wasOnDemand,
  type CancellationInput,
  type PaidPart,
} from './cancellation';
import { decideRefund } from './refunds';

const DEPARTS = new Date('2026-12-10T15:00:00Z');
const hoursBefore = (h: number) => new Date(DEPARTS.getTime() - h * 3_600_000);
const part = (paymentId: string, method: PaidPart['method'], flightAmount: number, daysBefore = 20): PaidPart => ({
  paymentId,
  method,
  flightAmount,
  paidAt: hoursBefore(daysBefore * 24),
});

const roundTrip = (paid: PaidPart[], overrides: Partial<CancellationInput> = {}): CancellationInput => ({
  cause: 'CUSTOMER',
  routeType: 'ROUND_TRIP',
  international: false,
  firstDeparture: DEPARTS,
  cancelledAt: hoursBefore(80),
  prepaidCosts: 0,
  alreadyFlown: 0,
  paid,
  held: false,
  ...overrides,
});

describe('cancelling a booking', () => {
  it('gives a card payment what the refund rules give, less the 3.5% fee', () => {
    const plan = planCancellation(roundTrip([part('P1', 'CREDIT_CARD', 1_200_000)]));
    const rule = decideRefund({
      cause: 'CUSTOMER',
      routeType: 'ROUND_TRIP',
      international: false,
      onDemand: false,
      firstDeparture: DEPARTS,
      cancelledAt: hoursBefore(80),
      paid: 1_200_000,
      prepaidCosts: 0,
      paidByCard: true,
      alreadyFlown: 0,
    });
    expect(plan.refunds).toEqual([
      { paymentId: 'P1', method: 'CREDIT_CARD', amount: rule.refund, adminFee: rule.adminFee },
    ]);
    expect(plan.totalRefund).toBe(1_158_000);
    expect(plan.rule).toContain('more than 72 hours');
  });

  it('refunds each payment to its own method: the fee only on the card part', () => {
    const plan = planCancellation(
      roundTrip([part('DEP', 'CREDIT_CARD', 100_000, 20), part('BAL', 'WIRE', 1_100_000, 19)], {
        cancelledAt: hoursBefore(48),
      }),
    );
    // 50% band: $600 of the card deposit's share less 3.5%, $5,500 wired back.
    expect(plan.refunds).toEqual([
      { paymentId: 'DEP', method: 'CREDIT_CARD', amount: 48_250, adminFee: 1_750 },
      { paymentId: 'BAL', method: 'WIRE', amount: 550_000, adminFee: 0 },
    ]);
    expect(plan.totalRefund + plan.totalAdminFee).toBe(600_000);
  });

  it('keeps pre-paid costs out of the latest payment first', () => {
    const plan = planCancellation(
      roundTrip([part('DEP', 'WALLET', 100_000, 20), part('BAL', 'WALLET', 1_100_000, 19)], { prepaidCosts: 150_000 }),
    );
    expect(plan.refunds.map((r) => [r.paymentId, r.amount])).toEqual([
      ['DEP', 100_000],
      ['BAL', 950_000],
    ]);
  });

  it('gives nothing back for a one-way trip, an On-Demand flight, or under 24 hours', () => {
    expect(planCancellation(roundTrip([part('P1', 'WIRE', 900_000)], { routeType: 'ONE_WAY' })).totalRefund).toBe(0);
    const onDemand = roundTrip([part('P1', 'WIRE', 900_000, 2)], { cancelledAt: hoursBefore(30) });
    expect(wasOnDemand(onDemand)).toBe(true);
    expect(planCancellation(onDemand)).toMatchObject({
      totalRefund: 0,
      refunds: [],
      rule: 'On-Demand flights: no refund',
    });
    expect(
      planCancellation(roundTrip([part('P1', 'WIRE', 900_000)], { cancelledAt: hoursBefore(23) })).totalRefund,
    ).toBe(0);
  });

  it('releases a hold its customer cancels as a lapsed one: the deposit less 3.5%', () => {
    const plan = planCancellation(roundTrip([part('DEP', 'CREDIT_CARD', 100_000)], { held: true }));
    expect(plan).toMatchObject({ totalRefund: 96_500, totalAdminFee: 3_500 });
    expect(planCancellation(roundTrip([], { held: true }))).toMatchObject({ totalRefund: 0, refunds: [] });
  });

  it('refunds in full when the operator cancels for safety, and credits the account for weather', () => {
    const safety = planCancellation(
      roundTrip([part('P1', 'CREDIT_CARD', 1_200_000)], { cause: 'OPERATOR_SAFETY', cancelledAt: hoursBefore(2) }),
    );
    expect(safety).toMatchObject({ totalRefund: 1_200_000, totalAdminFee: 0 });
    const weather = planCancellation(
      roundTrip([part('P1', 'CREDIT_CARD', 1_200_000)], { cause: 'WEATHER', alreadyFlown: 500_000 }),
    );
    expect(weather).toMatchObject({ totalRefund: 0, credit: 700_000, refunds: [] });
  });
});

describe('a change of dates that lowers the price', () => {
  const drop = (paid: PaidPart[], amount: number, hours: number, overrides: object = {}) =>
    planPriceDrop({
      routeType: 'ROUND_TRIP',
      international: false,
      firstDeparture: DEPARTS,
      changedAt: hoursBefore(hours),
      paid,
      drop: amount,
      ...overrides,
    });

  it('refunds the difference as a cancellation of that part would be: 100%, less 3.5% on a card', () => {
    const plan = drop([part('P1', 'CREDIT_CARD', 1_200_000)], 200_000, 80);
    expect(plan).toMatchObject({ totalRefund: 193_000, totalAdminFee: 7_000 });
    expect(plan.released).toEqual([{ paymentId: 'P1', amount: 200_000 }]);
    expect(plan.rule).toContain('more than 72 hours');
  });

  it('refunds half in the 24-to-72-hour band and nothing under 24 hours, releasing the whole difference', () => {
    expect(drop([part('P1', 'WIRE', 1_200_000)], 200_000, 48)).toMatchObject({ totalRefund: 100_000 });
    const late = drop([part('P1', 'WIRE', 1_200_000)], 200_000, 20);
    expect(late).toMatchObject({ totalRefund: 0, refunds: [], released: [{ paymentId: 'P1', amount: 200_000 }] });
  });

  it('gives nothing back for a one-way trip, or a trip rebooked On-Demand', () => {
    expect(drop([part('P1', 'CREDIT_CARD', 900_000)], 100_000, 200, { routeType: 'ONE_WAY' }).totalRefund).toBe(0);
    const rebooked = drop([part('P1', 'CREDIT_CARD', 900_000)], 100_000, 50, { rebookedAt: hoursBefore(60) });
    expect(rebooked).toMatchObject({ totalRefund: 0, rule: 'On-Demand flights: no refund' });
  });

  it('spreads the difference over the payments in proportion, each back to its own method', () => {
    const plan = drop([part('P1', 'CREDIT_CARD', 900_000), part('P2', 'WALLET', 300_000, 10)], 120_000, 100);
    expect(plan.released).toEqual([
      { paymentId: 'P1', amount: 90_000 },
      { paymentId: 'P2', amount: 30_000 },
    ]);
    expect(plan.refunds).toEqual([
      { paymentId: 'P1', method: 'CREDIT_CARD', amount: 86_850, adminFee: 3_150 },
      { paymentId: 'P2', method: 'WALLET', amount: 30_000, adminFee: 0 },
    ]);
  });

  it('leaves a later cancellation only what is still paid toward the trip', () => {
    const history = paidHistoryOf([
      { released: [{ paymentId: 'P1', amount: 200_000 }], appliedAt: hoursBefore(200) },
      { released: [{ paymentId: 'P1', amount: 100_000 }], appliedAt: hoursBefore(150) },
    ]);
    expect(history).toEqual({ released: { P1: 300_000 }, rebookedAt: hoursBefore(150) });
    const parts = paidParts(
      [{ id: 'P1', method: 'WIRE', flightAmount: 1_200_000, updatedAt: hoursBefore(500) }],
      history.released,
    );
    expect(planCancellation(roundTrip(parts, { rebookedAt: history.rebookedAt })).totalRefund).toBe(900_000);
  });
});
