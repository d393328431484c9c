/**
 * The payment section of the review page (spec 001 sections 2, 4 and 5): an option, then
 * one sub-option that belongs to it. Choosing a sub-option unchecks the others; choosing an
 * option resets the sub-option.
 */
export const PAYMENT_OPTIONS = ['FULL_PAYMENT', 'PARTIAL_PAYMENT', 'DESELECT_PAYMENT'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

export const SUB_PAYMENT_OPTIONS = [
  'PAY_NOW_CARD',
  'PAY_NOW_WALLET',
  'APPLE_PAY',
  'PAY_BY_WIRE',
  'RESERVE_CARD',
] as const;
export type SubPaymentOption = (typeof SUB_PAYMENT_OPTIONS)[number];

/** Which sub-options each option offers: paying in full, or reserving with the deposit. */
export const SUB_OPTIONS_OF: Record<PaymentOption, readonly SubPaymentOption[]> = {
  FULL_PAYMENT: ['PAY_NOW_CARD', 'PAY_NOW_WALLET', 'APPLE_PAY', 'PAY_BY_WIRE'],
  PARTIAL_PAYMENT: ['RESERVE_CARD'],
  DESELECT_PAYMENT: [],
};

export const SELECTION_REQUIRED = 'Selection is required to confirm booking.';
export const PEAK_ACKNOWLEDGEMENT_REQUIRED =
  'By Clicking the above you acknowledge the current Peak Travel Period to continue booking.';

export interface PaymentChoice {
  option: PaymentOption | null;
  subOption: SubPaymentOption | null;
}

export const NO_CHOICE: PaymentChoice = { option: null, subOption: null };

/** Choosing an option resets the sub-option; a reserve has only one way to pay, so it is chosen. */
export function chooseOption(_current: PaymentChoice, option: PaymentOption): PaymentChoice {
  const subs = SUB_OPTIONS_OF[option];
  return { option, subOption: subs.length === 1 ? (subs[0] ?? null) : null };
}

/** Choosing a sub-option selects its option and unchecks every other sub-option. */
export function chooseSubOption(current: PaymentChoice, subOption: SubPaymentOption): PaymentChoice {
  const option = PAYMENT_OPTIONS.find((o) => SUB_OPTIONS_OF[o].includes(subOption)) ?? current.option;
  return { option, subOption };
}

export interface ConfirmGate {
  choice: PaymentChoice;
  /** The peak window overlaps the trip: the acknowledgement box is shown. */
  peakNoticeShown: boolean;
  peakAcknowledged: boolean;
  termsAccepted: boolean;
}

export type ConfirmBlock =
  | { reason: 'selection'; message: typeof SELECTION_REQUIRED }
  | { reason: 'peak'; message: typeof PEAK_ACKNOWLEDGEMENT_REQUIRED }
  | { reason: 'terms'; message: string };

export const TERMS_REQUIRED = 'Please accept the Terms of Service, Terms of Sale and Privacy Policy to continue.';

/** Why Confirm cannot go ahead yet, or null when it can. */
export function confirmBlock(gate: ConfirmGate): ConfirmBlock | null {
  const { option, subOption } = gate.choice;
  if (!option || option === 'DESELECT_PAYMENT' || !subOption || !SUB_OPTIONS_OF[option].includes(subOption)) {
    return { reason: 'selection', message: SELECTION_REQUIRED };
  }
  if (gate.peakNoticeShown && !gate.peakAcknowledged) {
    return { reason: 'peak', message: PEAK_ACKNOWLEDGEMENT_REQUIRED };
  }
  if (!gate.termsAccepted) return { reason: 'terms', message: TERMS_REQUIRED };
  return null;
}

/** Whether the chosen way of paying goes through a card (and so carries the card fee). */
export function paysByCard(subOption: SubPaymentOption | null): boolean {
  return subOption === 'PAY_NOW_CARD' || subOption === 'RESERVE_CARD' || subOption === 'APPLE_PAY';
}
