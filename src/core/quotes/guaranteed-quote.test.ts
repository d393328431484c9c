import { describe, expect, it } from 'vitest';
import { NOW, oneWay, quoteDeps, roundTrip } from '../../../test/fixtures/charter';
import { bookingPrice, priceSelection, type SelectionRequest } from './guaranteed-quote';
import { searchQuotes, type StoredQuote } from './search-quotes';

const quoted = (): StoredQuote => {
  const outcome = searchQuotes(roundTrip('KTEB', 'KPBI'), { searchId: 'Q1', now: NOW }, quoteDeps());
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.quote;
};
const LIGHT = 'Q1-LIGHT_JET-1';
const minutesAfter = (m: number) => new Date(NOW.getTime() + m * 60_000);

const request = (overrides: Partial<SelectionRequest> = {}): SelectionRequest => ({
  quote: quoted(),
  aboneSearchId: LIGHT,
  addonIds: [],
  useRewards: false,
  rewardBalance: 0,
  walletBalance: 0,
  bookingId: 'B-1001',
  now: minutesAfter(5),
  ...overrides,
});
const selected = (overrides: Partial<SelectionRequest> = {}) => {
  const outcome = priceSelection(request(overrides));
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.selection;
};

describe('the price a customer books', () => {
  it('is the quoted price while the quote is valid', () => {
    const quote = quoted();
    const option = quote.options.find((o) => o.aboneSearchId === LIGHT);
    expect(bookingPrice(quote, LIGHT, minutesAfter(29))).toMatchObject({
      ok: true,
      aircraftPrice: option?.aircraftPrice,
      taxes: option?.taxes,
    });
  });

  it('needs a new search once the quote has expired', () => {
    expect(bookingPrice(quoted(), LIGHT, minutesAfter(30))).toEqual({ ok: false, reason: 'EXPIRED', requote: true });
  });

  it('needs a new search when the aircraft was booked meanwhile', () => {
    const quote = quoted();
    const option = quote.options.find((o) => o.aboneSearchId === LIGHT);
    const taken = [{ from: new Date(option?.busyFrom ?? 0), to: new Date(option?.busyTo ?? 0) }];
    expect(bookingPrice(quote, LIGHT, minutesAfter(1), taken)).toMatchObject({ ok: false, reason: 'AIRCRAFT_TAKEN' });
  });

  it('refuses an option the quote does not hold', () => {
    expect(bookingPrice(quoted(), 'Q1-LIGHT_JET-9', minutesAfter(1))).toMatchObject({ reason: 'UNKNOWN_OPTION' });
  });
});

describe('pricing a selection of add-ons', () => {
  it('answers the aircraft price and taxes alone with no add-ons, with the booking id given', () => {
    const { answer, amounts } = selected();
    const option = quoted().options.find((o) => o.aboneSearchId === LIGHT);
    expect(amounts.total).toBe((option?.aircraftPrice ?? 0) + (option?.taxes ?? 0));
    expect(answer.bookingId).toBe('B-1001');
    expect(answer.priceBreakup.totalPrice).toBe(amounts.total / 100);
  });

  it('adds the chosen add-ons', () => {
    const plain = selected().amounts.total;
    const { amounts, answer } = selected({ addonIds: ['CATERING', 'WIFI', 'CATERING'] });
    expect(amounts.addons).toBe(4 * 8_500 + 29_500);
    expect(amounts.total).toBe(plain + 4 * 8_500 + 29_500);
    expect(answer.priceBreakup.addonsPrice).toBe(635);
  });

  it('refuses an add-on the option does not offer', () => {
    expect(priceSelection(request({ addonIds: ['SPA'] }))).toEqual({
      ok: false,
      reason: 'UNKNOWN_ADDON',
      requote: false,
    });
  });

  it('applies up to half the reward balance when asked', () => {
    const plain = selected().amounts.total;
    const { amounts, answer } = selected({ useRewards: true, rewardBalance: 100_000 });
    expect(amounts.rewardsApplied).toBe(50_000);
    expect(amounts.total).toBe(plain - 50_000);
    expect(answer.priceBreakup.rewardsInfo.rewardsApplied).toBe(500);
    expect(answer.balance).toMatchObject({ rewardBalance: 1000, rewardPayApplicable: true });
  });

  it('ignores the balance when rewards are not asked for', () => {
    expect(selected({ useRewards: false, rewardBalance: 100_000 }).amounts.rewardsApplied).toBe(0);
  });

  it('never applies more rewards than the booking costs', () => {
    const plain = selected().amounts.total;
    const { amounts } = selected({ useRewards: true, rewardBalance: plain * 4 });
    expect(amounts.rewardsApplied).toBe(plain);
    expect(amounts.total).toBe(0);
  });

  it('says whether the wallet can pay, keeping its minimum balance', () => {
    const total = selected().amounts.total;
    expect(selected({ walletBalance: total + 1_000_000 }).answer.balance.walletPayApplicable).toBe(true);
    expect(selected({ walletBalance: total + 999_999 }).answer.balance.walletPayApplicable).toBe(false);
  });

  it('will not price an expired quote', () => {
    expect(priceSelection(request({ now: minutesAfter(45) }))).toMatchObject({ ok: false, reason: 'EXPIRED' });
  });

  it('offers the pet travel kit only on a pet-friendly search', () => {
    const outcome = searchQuotes(oneWay('KTEB', 'KPBI'), { searchId: 'Q2', now: NOW }, quoteDeps());
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.quote.options[0]?.addons.map((a) => a.addOnId)).not.toContain('PET_KIT');
  });
});
