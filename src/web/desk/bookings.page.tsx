import { Form, Link, useLoaderData, useNavigation } from 'react-router';
import { DESK_STATUSES } from '../../core/desk/desk-input';
import { statusLabel } from '../../core/desk/desk-status';
import type { DeskBookingsData } from './bookings.server';
import { DeskPageError, money, StatusBadge, TableScroll, utc } from './desk-ui';

export { DeskPageError as ErrorBoundary };

const STATUS_NAMES: Record<(typeof DESK_STATUSES)[number], string> = {
  held: 'Held (deposit)',
  'payment-pending': 'Payment pending (wire)',
  booked: 'Booked',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** The desk's front page: find a booking by reference, customer, route, dates or status. */
export function Component() {
  const { query, bookings, page, more } = useLoaderData() as DeskBookingsData;
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/desk';
  const pageLink = (n: number) => `/desk?${new URLSearchParams({ ...query, page: String(n) }).toString()}`;
  return (
    <section className="desk-page" aria-labelledby="desk-bookings-title">
      <title>Bookings · Support desk</title>
      <h1 id="desk-bookings-title">Bookings</h1>
      <Form method="get" className="desk-search" role="search" aria-label="Search bookings">
        <div className="field desk-search__text">
          <label htmlFor="desk-text">Reference, customer name or e-mail</label>
          <input id="desk-text" name="text" defaultValue={query.text ?? ''} maxLength={100} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="desk-from">From</label>
          <input id="desk-from" name="from" defaultValue={query.from ?? ''} placeholder="KTEB" maxLength={4} />
        </div>
        <div className="field">
          <label htmlFor="desk-to">To</label>
          <input id="desk-to" name="to" defaultValue={query.to ?? ''} placeholder="KPBI" maxLength={4} />
        </div>
        <div className="field">
          <label htmlFor="desk-departs-from">Departing from</label>
          <input id="desk-departs-from" name="departsFrom" type="date" defaultValue={query.departsFrom ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="desk-departs-to">Departing until</label>
          <input id="desk-departs-to" name="departsTo" type="date" defaultValue={query.departsTo ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="desk-status">Status</label>
          <select id="desk-status" name="status" defaultValue={query.status ?? ''}>
            <option value="">Any</option>
            {DESK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_NAMES[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-search__actions">
          <button type="submit" className="button button--dark">
            Search
          </button>
          <Link to="/desk" className="button button--ghost">
            Clear
          </Link>
        </div>
      </Form>
      {/* What was found, and for which search, in one line: a screen reader hears it, not the whole table. */}
      <p id="desk-found" role="status" className={bookings.length === 0 ? 'desk-empty' : 'desk-found'}>
        {foundLine(query, bookings.length, page, more)}
      </p>
      <div aria-busy={searching}>
        {bookings.length === 0 ? null : (
          <TableScroll labelledBy="desk-bookings-title">
            <table className="desk-table" id="desk-results">
              <caption className="visually-hidden">Bookings, page {page}</caption>
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Route</th>
                  <th scope="col">Departs</th>
                  <th scope="col">Total</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {bookings.map((b) => (
                  <tr key={b.id}>
                    <td>
                      <Link to={`/desk/bookings/${encodeURIComponent(b.id)}`} className="desk-ref">
                        {b.id}
                      </Link>
                    </td>
                    <td>
                      {b.customer ? (
                        <Link to={`/desk/customers/${encodeURIComponent(b.customer.userId)}`}>
                          {b.customer.name || b.customer.email}
                          <span className="desk-sub">{b.customer.email}</span>
                        </Link>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td>{b.routeCodes.join(' – ')}</td>
                    <td>{utc(b.departsAt)}</td>
                    <td>{money(b.totalCents)}</td>
                    <td>
                      <StatusBadge label={statusLabel(b.status, b.awaitingWire)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </div>
      {(page > 1 || more) && (
        <nav className="desk-pager" aria-label="Pages of bookings">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} rel="prev">
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span>Page {page}</span>
          {more ? (
            <Link to={pageLink(page + 1)} rel="next">
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}

/** "Bookings for “Okafor”, payment pending (wire): 1 found." */
function foundLine(query: Record<string, string>, count: number, page: number, more: boolean): string {
  const status = DESK_STATUSES.find((s) => s === query.status);
  const criteria = [
    query.text && `“${query.text}”`,
    query.from && `from ${query.from}`,
    query.to && `to ${query.to}`,
    query.departsFrom && `departing from ${query.departsFrom}`,
    query.departsTo && `until ${query.departsTo}`,
    status && STATUS_NAMES[status].toLowerCase(),
  ].filter(Boolean);
  const what = criteria.length > 0 ? `Bookings for ${criteria.join(', ')}` : 'All bookings';
  if (count === 0) return `${what}: none found.`;
  const shown = page > 1 || more ? `${count} on page ${page}` : `${count} found`;
  return `${what}: ${shown}${more ? ', more on the next page' : ''}.`;
}
