import { dollarsToCents, formatUsd } from '../../../core/money';

// Review booking: what the page's sections and its payment flows share.

export const ROUTE_ID = 'review-booking';
export const SOMETHING_WRONG = 'Something went wrong. Please try again.';

export const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));
export const successPath = (bookingId: string) => `/payment-success?booking=${encodeURIComponent(bookingId)}`;
