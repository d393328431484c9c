import type { Caller } from '../../../../ports/caller';
import type { Trips } from '../../../../ports/charter/trips';
import { carbonStatement, STATEMENT_STATUSES, type CarbonStatement } from '../../../core/carbon/carbon-statement';

/**
 * My Account > Carbon (issue 29 item 4): each trip booked, reserved or flown with the CO2e its
 * quote answered (docs/decisions/057), and the totals per year of departure. My Trips' list
 * carries no carbon, so each listed trip's figure is read from its one-trip view.
 */
export async function carbonStatementOf(trips: Trips, caller: Caller): Promise<CarbonStatement> {
  const all = await trips.all(caller);
  const listed = all.filter((t) => STATEMENT_STATUSES.includes(t.status));
  const views = await Promise.all(listed.map(async (t) => (await trips.trip(t.bookingId, caller)) ?? t));
  return carbonStatement(views);
}

/** The Carbon tab's loader data. */
export async function carbonTabData(context: { trips: Trips; caller: Caller }): Promise<{ carbon: CarbonStatement }> {
  return { carbon: await carbonStatementOf(context.trips, context.caller) };
}

export const CARBON_CSV_PATH = '/my-account/carbon.csv';

/** The yearly statement PDF (issue 29 item 4): one address a year, "/my-account/carbon/2026.pdf". */
export const CARBON_STATEMENT_PDF_ROUTE = '/my-account/carbon/:year.pdf';
export const carbonStatementPdfPath = (year: string) => `/my-account/carbon/${encodeURIComponent(year)}.pdf`;
