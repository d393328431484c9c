import { describe, expect, it } from 'vitest';
import { checkoutSummary } from '../payments/checkout-summary';
import { priceBreakup } from '../quotes/quote-view';
import { offsetBought, offsetLabel, offsetOf, offsetTenths } from './offset';

describe("a trip's carbon offset", () => {
  it('retires the emissions rounded up to the tenth of a tonne', () => {
    expect(offsetTenths(4120)).toBe(42);
    expect(offsetTenths(4200)).toBe(42);
    expect(offsetTenths(4201)).toBe(43);
    expect(offsetTenths(8812)).toBe(89);
  });

  it('retires at least a tenth of a tonne', () => {
    expect(offsetTenths(0)).toBe(1);
    expect(offsetTenths(12)).toBe(1);
  });

  it('costs its tonnes at the price per tonne, to the cent (figures by hand)', () => {
    // 4,180 kg -> 4.2 t; 4.2 x $25.00 = $105.00
    expect(offsetOf(4180, 2500)).toEqual({ tonnes: 4.2, price: 10_500 });
    // 29,144 kg (a G650ER's 5 hours) -> 29.2 t; 29.2 x $25.00 = $730.00
    expect(offsetOf(29_144, 2500)).toEqual({ tonnes: 29.2, price: 73_000 });
    // 3,474 kg -> 3.5 t at $13.33 = $46.655 -> $46.66 (half a cent up)
    expect(offsetOf(3474, 1333)).toEqual({ tonnes: 3.5, price: 4666 });
  });

  it('reads as its own price line', () => {
    expect(offsetLabel(4.2)).toBe('Carbon offset: 4.2 t CO2e');
    expect(offsetLabel(12)).toBe('Carbon offset: 12.0 t CO2e');
  });
});

describe('the offset in the price', () => {
  const amounts = { aircraftPrice: 2_000_000, addons: 50_000, taxes: 150_000, rewardsApplied: 0 };

  it('is its own line of the breakup, and in the total', () => {
    const without = priceBreakup(amounts);
    const withOffset = priceBreakup({ ...amounts, carbonOffset: { tonnes: 4.2, price: 10_500 } });
    expect(without.view.carbonOffset).toBeUndefined();
    expect(withOffset.view.carbonOffset).toEqual({ tonnes: 4.2, price: 105 });
    expect(withOffset.total).toBe(without.total + 10_500);
    expect(withOffset.view.totalPrice).toBe(22_105);
    expect(offsetBought(withOffset.view)).toEqual({ tonnes: 4.2, price: 10_500 });
    expect(offsetBought(without.view)).toBeNull();
  });

  it('is charged with the flight: the card fee and a reservation count it', () => {
    const paid = checkoutSummary({ ...amounts, carbonOffset: 10_500, subOption: 'PAY_NOW_CARD' });
    expect(paid.flightTotal).toBe(2_210_500);
    expect(paid.cardFee).toBe(66_315);
    expect(paid.dueNow).toBe(2_276_815);
    const held = checkoutSummary({ ...amounts, carbonOffset: 10_500, subOption: 'RESERVE_CARD' });
    expect(held.dueNow + held.dueLater).toBe(2_210_500);
  });
});
