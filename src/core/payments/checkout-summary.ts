import { percentOf, type Cents } from '../money';
import { paysByCard, type SubPaymentOption } from './payment-choice';

/** Spec 001 section 9: the card fee added to the total, and the reservation deposit. */
export const CARD_FEE_PERCENT = 3;
export const RESERVATION_DEPOSIT: Cents = 100_000;
/** Fuel surcharges may apply to trips booked this many days or more ahead (docs/decisions/004). */
export const FUEL_SURCHARGE_NOTICE_DAYS = 14;

export interface CheckoutInput {
  aircraftPrice: Cents;
  taxes: Cents;
  addons: Cents;
  /** The carbon offset chosen (docs/decisions/060); absent or 0 without. */
  carbonOffset?: Cents;
  /** Rewards the customer chose to apply (already capped by the engine). */
  rewardsApplied: Cents;
  subOption: SubPaymentOption | null;
}

export interface CheckoutSummary {
  aircraftPrice: Cents;
  taxes: Cents;
  addons: Cents;
  carbonOffset: Cents;
  rewardsApplied: Cents;
  /** Aircraft, taxes, add-ons and the carbon offset, less rewards: what the flight costs. */
  flightTotal: Cents;
  /** 3% of the amount charged to a card now; zero for wallet and wire. */
  cardFee: Cents;
  /** What is paid today. */
  dueNow: Cents;
  /** Reserve only: what remains after the deposit, due within the hold. */
  dueLater: Cents;
}

/**
 * What the review page shows and what payment initiation charges. A reservation charges the
 * advertised flat $1,000 today ("Reserve this flight for $1,000"); the card fee applies to
 * the balance when it is paid by card.
 */
export function checkoutSummary(input: CheckoutInput): CheckoutSummary {
  const flightTotal = Math.max(
    0,
    input.aircraftPrice + input.taxes + input.addons + (input.carbonOffset ?? 0) - input.rewardsApplied,
  );
  const base = {
    aircraftPrice: input.aircraftPrice,
    taxes: input.taxes,
    addons: input.addons,
    carbonOffset: input.carbonOffset ?? 0,
    rewardsApplied: input.rewardsApplied,
    flightTotal,
  };
  if (input.subOption === 'RESERVE_CARD') {
    const deposit = Math.min(RESERVATION_DEPOSIT, flightTotal);
    return { ...base, cardFee: 0, dueNow: deposit, dueLater: flightTotal - deposit };
  }
  const cardFee = paysByCard(input.subOption) ? percentOf(flightTotal, CARD_FEE_PERCENT) : 0;
  return { ...base, cardFee, dueNow: flightTotal + cardFee, dueLater: 0 };
}

/** The card fee on a reserved booking's balance, when the balance is paid by card. */
export function balanceCardFee(balance: Cents): Cents {
  return percentOf(balance, CARD_FEE_PERCENT);
}

export function showsFuelSurchargeNote(firstDeparture: Date, now: Date): boolean {
  return firstDeparture.getTime() - now.getTime() >= FUEL_SURCHARGE_NOTICE_DAYS * 86_400_000;
}
