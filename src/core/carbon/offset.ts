import { dollarsToCents, type Cents } from '../money';
import type { PriceBreakup } from '../quotes/quote-view';

/**
 * The carbon offset of a trip (issue 29 item 3, docs/decisions/060-carbon-offsets.md): its
 * emissions (the quote's figure, repositioning included) in tonnes of CO2e, rounded up to the
 * tenth of a tonne so that what is retired is never less than what the trip emits, at the price
 * per tonne of configuration (CARBON_OFFSET_USD_PER_TONNE).
 */

/** Tenths of a tonne: 4,120 kg -> 42 (4.2 t); an exact tenth stays (4,200 kg -> 42). */
export function offsetTenths(totalKg: number): number {
  return Math.max(1, Math.ceil(Math.round(totalKg) / 100));
}

export interface OffsetAmount {
  /** Tonnes of CO2e to retire, to a tenth: 4.2. */
  tonnes: number;
  price: Cents;
}

/** The offset of a trip emitting `totalKg`, at `centsPerTonne`: tonnes to a tenth, price to the cent. */
export function offsetOf(totalKg: number, centsPerTonne: Cents): OffsetAmount {
  const tenths = offsetTenths(totalKg);
  return { tonnes: tenths / 10, price: Math.round((tenths * centsPerTonne) / 10) };
}

/** The price line's words: "Carbon offset: 4.2 t CO2e". */
export function offsetLabel(tonnes: number): string {
  return `Carbon offset: ${tonnes.toFixed(1)} t CO2e`;
}

/** The offset a booking bought, as its price keeps it (kept through a change of dates); null without. */
export function offsetBought(price: Pick<PriceBreakup, 'carbonOffset'>): OffsetAmount | null {
  const line = price.carbonOffset;
  return line ? { tonnes: line.tonnes, price: dollarsToCents(line.price) } : null;
}
