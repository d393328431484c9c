import { Form, Link, useLoaderData } from 'react-router';
import type { DeskAuditData } from './audit.server';
import { DeskPageError, TableScroll, utc } from './desk-ui';

export { DeskPageError as ErrorBoundary };

/** Who read or changed what: every staff reading and action, filterable. */
export function Component() {
  const { filter, showing, notFound, page, more, entries } = useLoaderData() as DeskAuditData;
  const pageLink = (n: number) =>
    `/desk/audit?${new URLSearchParams({ ...Object.fromEntries(Object.entries(filter).filter(([, v]) => v)), page: String(n) }).toString()}`;
  return (
    <section className="desk-page" aria-labelledby="desk-audit-title">
      <title>Audit log · Support desk</title>
      <h1 id="desk-audit-title">Audit log</h1>
      <Form method="get" className="desk-inline-form desk-card" aria-label="Filter the audit log">
        <div className="field">
          <label htmlFor="desk-audit-booking">Booking reference</label>
          <input id="desk-audit-booking" name="bookingId" defaultValue={filter.bookingId} />
        </div>
        <div className="field">
          <label htmlFor="desk-audit-customer">Customer e-mail or id</label>
          <input id="desk-audit-customer" name="customerId" defaultValue={filter.customerId} />
        </div>
        <div className="field">
          <label htmlFor="desk-audit-staff">Staff member e-mail or id</label>
          <input id="desk-audit-staff" name="staffId" defaultValue={filter.staffId} />
        </div>
        <button type="submit" className="button button--dark">
          Filter
        </button>
      </Form>
      {showing ? <p className="desk-found">Entries {showing}</p> : null}
      {notFound ? (
        <p className="desk-empty" role="alert">
          {notFound}
        </p>
      ) : entries.length === 0 ? (
        <p className="desk-empty">Nothing recorded for this filter.</p>
      ) : (
        <TableScroll labelledBy="desk-audit-title">
          <table className="desk-table">
            <caption className="visually-hidden">Who read or changed what, newest first, page {page}</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Staff member</th>
                <th scope="col">Action</th>
                <th scope="col">Booking</th>
                <th scope="col">Account</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.key}>
                  <td>{utc(e.at)}</td>
                  <td>
                    <Link to={`/desk/audit?staffId=${encodeURIComponent(e.actor.userId)}`}>{e.actor.name}</Link>
                  </td>
                  <td>{e.action}</td>
                  <td>
                    {e.bookingId ? (
                      <Link className="desk-ref" to={`/desk/bookings/${encodeURIComponent(e.bookingId)}`}>
                        {e.bookingId}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    {e.account ? (
                      <Link to={`/desk/customers/${encodeURIComponent(e.account.userId)}`}>{e.account.name}</Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{[e.found ? null : 'not found', e.details].filter(Boolean).join('; ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {(page > 1 || more) && (
        <nav className="desk-pager" aria-label="Pages of the audit log">
          {page > 1 ? <Link to={pageLink(page - 1)}>Previous page</Link> : <span />}
          <span>Page {page}</span>
          {more ? <Link to={pageLink(page + 1)}>Next page</Link> : <span />}
        </nav>
      )}
    </section>
  );
}
