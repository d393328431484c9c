import type { Airport } from '../charter/reference-data';
import { percentOf, type Cents } from '../money';
import { DOMESTIC_SEGMENT_FEE, FEDERAL_EXCISE_TAX_PERCENT, INTERNATIONAL_HEAD_TAX, TAX_COUNTRY } from './rates';
import type { RoutedFlight } from './routing';

export interface Taxes {
  federalExciseTax: Cents;
  domesticSegmentFees: Cents;
  internationalHeadTaxes: Cents;
}

export const inTaxCountry = (a: Airport) => a.countryCode === TAX_COUNTRY;

/**
 * US taxes on a charter (docs/decisions/008): the Federal Excise Tax on the transportation
 * charge in the share of block time flown wholly inside the United States; per passenger, the
 * domestic segment fee on each take-off and landing inside it and the international head tax
 * on each crossing of its border, counted on the flights that carry the customer.
 */
export function chargeTaxes(
  transportation: Cents,
  domesticShare: number,
  customerFlights: readonly RoutedFlight[],
  passengers: number,
): Taxes {
  let domesticSegments = 0;
  let borderSegments = 0;
  for (const flight of customerFlights) {
    const points = flight.points;
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1];
      const b = points[i];
      if (!a || !b) continue;
      if (inTaxCountry(a) && inTaxCountry(b)) domesticSegments++;
      else if (inTaxCountry(a) !== inTaxCountry(b)) borderSegments++;
    }
  }
  return {
    federalExciseTax: percentOf(Math.round(transportation * domesticShare), FEDERAL_EXCISE_TAX_PERCENT),
    domesticSegmentFees: domesticSegments * passengers * DOMESTIC_SEGMENT_FEE,
    internationalHeadTaxes: borderSegments * passengers * INTERNATIONAL_HEAD_TAX,
  };
}

export const taxTotal = (taxes: Taxes): Cents =>
  taxes.federalExciseTax + taxes.domesticSegmentFees + taxes.internationalHeadTaxes;
