import { describe, expect, it } from 'vitest';
import { formatUsd } from './money';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

describe('formatUsd', () => {
  const amounts = [
    0, 1, 5, 10, 99, 100, 101, 999, 1_000, 12_345, 99_999, 100_000, 123_456_78, 1_000_000_00, 987_654_321_00, 250.5,
    1_234.4, -1, -500, -12_345_67, -0.4,
  ];

  it.each(amounts)('writes %d cents as Intl does', (cents) => {
    expect(formatUsd(cents)).toBe(usd.format(cents / 100));
  });

  it.each(amounts.filter((cents) => cents % 100 === 0))('writes %d cents in whole dollars as Intl does', (cents) => {
    expect(formatUsd(cents, { wholeDollars: true })).toBe(usdWhole.format(cents / 100));
  });

  it('keeps the cents of an amount that is not whole dollars', () => {
    expect(formatUsd(1_050, { wholeDollars: true })).toBe('$10.50');
  });
});
