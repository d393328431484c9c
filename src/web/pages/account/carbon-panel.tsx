import { formatTonnes } from '../../../core/carbon/carbon-view';
import type { CarbonStatementRow, CarbonYearTotal } from '../../../core/carbon/carbon-statement';
import type { MyAccountData } from './my-account.server';
import { CARBON_CSV_PATH, carbonStatementPdfPath } from './carbon.server';

/** Tonnes of CO2e as the tab states them: "4.2 t", "0.9 t" (a statement reads in one unit). */
export const tonnes = formatTonnes;

export const NO_CARBON_TRIPS = 'No trips yet: the carbon of each trip you book shows here.';
export const NO_FIGURE = 'No figure: booked before carbon was computed';

/** My Account > Carbon: each trip's CO2e (total, repositioning apart, per passenger), totals per year, CSV. */
export function CarbonPanel({ data }: { data: MyAccountData }) {
  const { rows, years } = data.carbon;
  return (
    <section className="account-section account-section--wide carbon-statement">
      <h2>Carbon</h2>
      {rows.length === 0 ? (
        <p className="account-empty">{NO_CARBON_TRIPS}</p>
      ) : (
        <>
          <p>
            Each trip&apos;s emissions in tonnes of CO2e, the aircraft&apos;s repositioning flights included.{' '}
            <a href="/carbon">How we compute them</a>.
          </p>
          <CarbonYearsTable years={years} withStatements />
          <CarbonTripsTable rows={rows} linked />
          <p>
            <a className="button button--dark" href={CARBON_CSV_PATH} download>
              Download CSV
            </a>
          </p>
        </>
      )}
    </section>
  );
}

/** The totals per year of departure; on the tab, each year links its statement PDF. */
export function CarbonYearsTable({
  years,
  withStatements,
}: {
  years: readonly CarbonYearTotal[];
  withStatements: boolean;
}) {
  return (
    <table className="ledger carbon-table">
      <caption>Carbon totals per year of departure</caption>
      <thead>
        <tr>
          <th scope="col">Year</th>
          <th scope="col">Trips</th>
          <th scope="col">Repositioning</th>
          <th scope="col">Total CO2e</th>
          {withStatements ? <th scope="col">Statement</th> : null}
        </tr>
      </thead>
      <tbody>
        {years.map((y) => (
          <tr key={y.year} data-year={y.year}>
            <th scope="row" data-label="Year">
              {y.year}
            </th>
            <td data-label="Trips">
              {y.trips}
              {y.withoutFigure > 0 ? ` (${y.withoutFigure} without a figure)` : ''}
            </td>
            <td data-label="Repositioning">{tonnes(y.repositioningKg)}</td>
            <td data-label="Total CO2e">{tonnes(y.totalKg)}</td>
            {withStatements ? (
              <td data-label="Statement">
                <a href={carbonStatementPdfPath(y.year)} download>
                  {y.year} statement (PDF)
                </a>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The trips of a statement, one row each: the tab's table and the yearly PDF's. */
export function CarbonTripsTable({ rows, linked }: { rows: readonly CarbonStatementRow[]; linked: boolean }) {
  return (
    <table className="ledger carbon-table">
      <caption>Carbon of each trip</caption>
      <thead>
        <tr>
          <th scope="col">Booking</th>
          <th scope="col">Departure</th>
          <th scope="col">Route</th>
          <th scope="col">Passengers</th>
          <th scope="col">Repositioning</th>
          <th scope="col">Per passenger</th>
          <th scope="col">Total CO2e</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <CarbonRow key={row.bookingId} row={row} linked={linked} />
        ))}
      </tbody>
    </table>
  );
}

function CarbonRow({ row, linked }: { row: CarbonStatementRow; linked: boolean }) {
  return (
    <tr data-booking-id={row.bookingId}>
      <th scope="row" data-label="Booking">
        {linked ? <a href={`/booking-details/${encodeURIComponent(row.bookingId)}`}>{row.bookingId}</a> : row.bookingId}
      </th>
      <td data-label="Departure">{row.departureDate}</td>
      <td data-label="Route">{row.route}</td>
      {row.totalKg === null ? (
        <td colSpan={4} data-label="Carbon">
          {NO_FIGURE}
        </td>
      ) : (
        <>
          <td data-label="Passengers">{row.passengers}</td>
          <td data-label="Repositioning">{tonnes(row.repositioningKg ?? 0)}</td>
          <td data-label="Per passenger">{tonnes(row.perPassengerKg ?? 0)}</td>
          <td data-label="Total CO2e">{tonnes(row.totalKg)}</td>
        </>
      )}
    </tr>
  );
}
