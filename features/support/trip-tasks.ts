/**
 * Cancelling and changing a booked trip from its booking details (features/refunds and
 * features/changes, tagged @trips), in business terms. The trip is arranged through the engine
 * (drivers/trip-scenario.ts); these are what Maya does and sees, each driver its own way.
 */

/** The refund the cancel dialog shows. */
export interface ShownRefund {
  refundCents: number;
}

/** The new dates' guaranteed price, as the change dialog shows it. */
export interface ShownChange {
  newTotalCents: number;
  /** The new total less the old: positive to pay, negative lower. */
  differenceCents: number;
  /** A lower price: what the terms refund of it. */
  refundCents: number | null;
  /** A higher price: what paying it by card costs, the 3% fee included. */
  cardTotalCents: number | null;
}

export type Shown<T> = { shown: T } | { refused: string };

/** A leg's new departure on its departure airport's clock. */
export interface NewDeparture {
  legOrder: number;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
}

export interface TripTasks {
  /** Opens "Cancel trip" on her booking details: the refund shown, or why it cannot be cancelled. */
  openCancellation(): Promise<Shown<ShownRefund>>;
  /** Confirms the cancellation shown; answers what she is told when it is refused (null: it went ahead). */
  confirmCancellation(): Promise<string | null>;
  /** The cancellation confirmed from two windows, one after the other: what the second is told. */
  confirmCancellationTwice(): Promise<string | null>;
  /** Asks for new dates in "Change dates": the price shown, or why not. */
  askForNewDates(legs: NewDeparture[]): Promise<Shown<ShownChange>>;
  /** Confirms the change shown, paying a higher price by card or from the wallet; null when it went ahead. */
  confirmNewDates(how: 'card' | 'wallet' | 'as shown'): Promise<string | null>;
  /** Her receipt's lines as shown: label and amount ("Carbon offset: 4.2 t CO2e", "$105.00"). */
  receiptLines(): Promise<[string, string][]>;
  /** My Account > Carbon's statement of `year` ("2027 statement (PDF)"): the words it states. */
  yearStatement(year: string): Promise<string>;
  /** Her carbon offset's certificate, from her booking details: the words it states. */
  offsetCertificate(): Promise<string>;
  close(): Promise<void>;
}

/** "$12,345.67" in what a page shows, as cents. */
export function centsOf(text: string): number {
  return Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);
}

const money = String.raw`\$[\d,]+(?:\.\d{2})?`;

/** The cancel dialog's refund, read from its text. */
export function refundShownIn(text: string): ShownRefund {
  const total = new RegExp(`Refunded in all\\s*(${money})`).exec(text)?.[1];
  if (!total) throw new Error(`no refund shown in: ${text}`);
  return { refundCents: centsOf(total) };
}

/** The change dialog's figures, read from its text. */
export function changeShownIn(text: string): ShownChange {
  const read = (label: string) => new RegExp(`${label}\\s*(${money})`).exec(text)?.[1];
  const newTotal = read('New price');
  const higher = read('Difference to pay');
  const lower = read('Lower by');
  if (!newTotal || (!higher && !lower)) throw new Error(`no new price shown in: ${text}`);
  const refund = read('Refunded in all');
  const card = read('By card:');
  return {
    newTotalCents: centsOf(newTotal),
    differenceCents: higher ? centsOf(higher) : -centsOf(lower ?? '0'),
    refundCents: refund ? centsOf(refund) : null,
    cardTotalCents: card ? centsOf(card) : null,
  };
}
