/**
 * Money is an integer number of US cents everywhere inside Contrail; it becomes dollars only
 * at the edges (the REST API's amounts and what a page shows).
 */
export type Cents = number;

/**
 * "$12,345.67"; whole dollars drop the cents when asked ("$1,000"); "-$5.00" below zero. The
 * same text as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })`, written
 * out: building that formatter loads the browser's currency data, about 20 ms of a page's
 * first script on this machine and four times that on Lighthouse's phone (decision 035).
 */
export function formatUsd(cents: Cents, options: { wholeDollars?: boolean } = {}): string {
  const whole = options.wholeDollars && cents % 100 === 0;
  const rounded = Math.round(Math.abs(cents));
  const dollars = groupThousands(Math.floor(rounded / 100));
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  return `${sign}$${dollars}${whole ? '' : `.${String(rounded % 100).padStart(2, '0')}`}`;
}

/** A whole number of zero or more with a comma between thousands, as en-US writes it: "12,345". */
export function groupThousands(whole: number): string {
  const digits = String(whole);
  return digits.length <= 3 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
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
