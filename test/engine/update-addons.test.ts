import { describe, expect, it } from 'vitest';
import { anonymous, type Caller } from '../../ports/caller';
import type { UpdateAddonsRequest } from '../../ports/charter/flight-search';
import { NOW, roundTrip } from '../fixtures/charter';
import { offsetOf } from '../../src/core/carbon/offset';
import { NO_OFFSET_MESSAGE } from '../../src/engine/update-addons';
import { embeddedEngine } from '../support/charter';

const maya: Caller = { kind: 'customer', userId: 'maya', accessToken: 'token', role: 'CUSTOMER' };

const request = (aboneSearchId: string, useRewards: boolean): UpdateAddonsRequest => ({
  aboneSearchId,
  bookingId: '',
  sessionId: 'tab-1',
  addonIds: [],
  useRewards,
  legDataList: [],
});

describe('update-addons with the customer’s ledgers', () => {
  it('answers the signed-in customer’s balances and applies up to half of the rewards when asked', async () => {
    const { engine, ledger } = embeddedEngine();
    await ledger.addReward('maya', { bookingId: 'earlier', amount: 2_000_00, status: 'ADDED', at: NOW });
    await ledger.addWallet('maya', { amount: 30_000_00, status: 'ADDED', display: 'Deposit', at: NOW });
    const results = await engine.searchResults(roundTrip('KTEB', 'KPBI'), maya);
    const option = results.data?.LIGHT_JET[0]?.aboneSearchId ?? '';

    const without = await engine.updateAddons(request(option, false), maya);
    const withRewards = await engine.updateAddons(request(option, true), maya);
    if (!without.ok || !withRewards.ok) throw new Error('update-addons refused');

    expect(without.answer.balance).toMatchObject({
      rewardBalance: 2000,
      rewardPayApplicable: true,
      walletBalance: 30000,
    });
    expect(withRewards.answer.priceBreakup.rewardsInfo.rewardsApplied).toBe(1000);
    expect(withRewards.answer.priceBreakup.totalPrice).toBeCloseTo(without.answer.priceBreakup.totalPrice - 1000, 2);
  });

  it('gives a visitor no balance, so asking for rewards changes nothing', async () => {
    const { engine } = embeddedEngine();
    const visitor = anonymous('tab-1');
    const results = await engine.searchResults(roundTrip('KTEB', 'KPBI'), visitor);
    const option = results.data?.LIGHT_JET[0]?.aboneSearchId ?? '';
    const answer = await engine.updateAddons(request(option, true), visitor);
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.answer.balance).toMatchObject({ rewardBalance: 0, rewardPayApplicable: false, walletBalance: 0 });
    expect(answer.answer.priceBreakup.rewardsInfo.rewardsApplied).toBe(0);
  });
});

describe('update-addons with the carbon offset (decision 060)', () => {
  it("adds the trip's tonnes at the price per tonne as a line of its own, in the total and the draft", async () => {
    const { engine, bookings } = embeddedEngine(undefined, { offsetCentsPerTonne: 2500 });
    const results = await engine.searchResults(roundTrip('KTEB', 'KPBI'), maya);
    const offered = results.data?.LIGHT_JET[0];
    if (!offered?.aboneSearchId || !offered.carbon) throw new Error('no light jet with its carbon');
    const without = await engine.updateAddons(request(offered.aboneSearchId, false), maya);
    const withOffset = await engine.updateAddons(
      { ...request(offered.aboneSearchId, false), offsetCarbon: true },
      maya,
    );
    if (!without.ok || !withOffset.ok) throw new Error('update-addons refused');
    const offset = offsetOf(offered.carbon.totalKg, 2500);
    expect(withOffset.answer.priceBreakup.carbonOffset).toEqual({ tonnes: offset.tonnes, price: offset.price / 100 });
    expect(without.answer.priceBreakup.carbonOffset).toBeUndefined();
    expect(withOffset.answer.priceBreakup.totalPrice).toBeCloseTo(
      without.answer.priceBreakup.totalPrice + offset.price / 100,
      2,
    );
    const draft = await bookings.find(withOffset.answer.bookingId);
    expect(draft?.priceBreakup.carbonOffset).toEqual({ tonnes: offset.tonnes, price: offset.price / 100 });
  });

  it('refuses an offset, with its reason, where no price per tonne is configured', async () => {
    const { engine } = embeddedEngine();
    const results = await engine.searchResults(roundTrip('KTEB', 'KPBI'), maya);
    const option = results.data?.LIGHT_JET[0]?.aboneSearchId ?? '';
    expect(await engine.updateAddons({ ...request(option, false), offsetCarbon: true }, maya)).toEqual({
      ok: false,
      message: NO_OFFSET_MESSAGE,
    });
  });
});
