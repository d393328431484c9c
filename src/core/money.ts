/**
 * Money is an integer number of US cents everywhere inside Contrail; it becomes dollars only
 * at the edges (the REST API's amounts and what a page shows).
 */
export type Cents = number;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$12,345.67"; whole dollars drop the cents when asked ("$1,000"). */
export function formatUsd(cents: Cents, options: { wholeDollars?: boolean } = {}): string {
  if (options.wholeDollars && cents % 100 === 0) return usdWhole.format(cents / 100);
  return usd.format(cents / 100);
}

export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: Cents): number {
  return cents / 100;
}

/** A percentage of an amount, rounded to the nearest cent (half away from zero). */
export function percentOf(cents: Cents, percent: number): Cents {
  return Math.round((cents * percent) / 100);
}
