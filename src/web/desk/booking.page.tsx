import { Link, useLoaderData } from 'react-router';
import { itineraryPath } from '../../core/itinerary/itinerary';
import type { DeskBookingPageData } from './booking.server';
import { ActionNotice, CancelBooking, MarkWired, RecordWire, ResendConfirmation } from './booking-actions';
import { MessagesTable } from './booking-messages';
import { DeskPageError, money, StatusBadge, TableScroll, utc } from './desk-ui';

export { DeskPageError as ErrorBoundary };

/** Why a refund was made, as staff read it. */
const REFUND_REASONS: Record<string, string> = {
  LAPSED_HOLD: 'hold lapsed',
  CANCELLED: 'cancelled',
  CHANGED: 'new dates, lower price',
};

/** One booking, whole: trip, people, money, messages (e-mail, text, push), and what staff can do with it. */
export function Component() {
  const b = useLoaderData() as DeskBookingPageData;
  return (
    <article className="desk-page" aria-labelledby="desk-booking-title">
      <title>{`Booking ${b.id} · Support desk`}</title>
      <p>
        <Link to="/desk">← Bookings</Link>
      </p>
      <h1 id="desk-booking-title">
        Booking <span className="desk-ref">{b.id}</span> <StatusBadge label={b.status} />
      </h1>
      <ActionNotice />
      <div className="desk-grid">
        <section className="desk-card" aria-labelledby="desk-trip-title">
          <h2 id="desk-trip-title">Trip</h2>
          <dl className="desk-facts">
            <dt>Aircraft</dt>
            <dd>
              {b.category.replaceAll('_', ' ').toLowerCase()}, tail {b.tailNumber}
            </dd>
            <dt>Total</dt>
            <dd>{money(b.totalCents)}</dd>
            <dt>Departs</dt>
            <dd>{utc(b.departsAt)}</dd>
            {b.holdUntil && (
              <>
                <dt>Hold ends</dt>
                <dd>{utc(b.holdUntil)}</dd>
              </>
            )}
            <dt>Booked</dt>
            <dd>{utc(b.createdAt)}</dd>
            <dt>Add-ons</dt>
            <dd>{b.addons.length ? b.addons.join(', ') : 'None'}</dd>
          </dl>
          {b.hasItinerary && (
            <p className="button-row">
              <a className="button button--ghost" href={itineraryPath(b.id)}>
                Itinerary
              </a>
              <a className="button button--ghost" href={`${itineraryPath(b.id)}/pdf`}>
                Itinerary PDF
              </a>
            </p>
          )}
        </section>
        <section className="desk-card" aria-labelledby="desk-customer-title">
          <h2 id="desk-customer-title">Customer</h2>
          {b.customer ? (
            <dl className="desk-facts">
              <dt>Name</dt>
              <dd>
                <Link to={`/desk/customers/${encodeURIComponent(b.customer.userId)}`}>{b.customer.name}</Link>
              </dd>
              <dt>E-mail</dt>
              <dd>{b.customer.email}</dd>
              <dt>Phone</dt>
              <dd>{b.customer.phone || '—'}</dd>
              <dt>Emergency contact</dt>
              <dd>{b.emergencyContact ? `${b.emergencyContact.name}, ${b.emergencyContact.phone}` : 'None given'}</dd>
            </dl>
          ) : (
            <p>No customer account (the account may have been deleted).</p>
          )}
        </section>
      </div>

      <section className="desk-card" aria-labelledby="desk-legs-title">
        <h2 id="desk-legs-title">Legs</h2>
        <TableScroll labelledBy="desk-legs-title">
          <table className="desk-table">
            <thead>
              <tr>
                <th scope="col">Leg</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Departs</th>
                <th scope="col">Arrives</th>
                <th scope="col">Flight time</th>
              </tr>
            </thead>
            <tbody>
              {b.legs.map((leg) => (
                <tr key={leg.order}>
                  <td>{leg.order}</td>
                  <td>{leg.from}</td>
                  <td>{leg.to}</td>
                  <td>{leg.departs}</td>
                  <td>{leg.arrives}</td>
                  <td>{leg.flightTime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>

      <section className="desk-card" aria-labelledby="desk-passengers-title">
        <h2 id="desk-passengers-title">Passengers</h2>
        {b.passengers.length === 0 ? (
          <p>No passengers named yet.</p>
        ) : (
          <TableScroll labelledBy="desk-passengers-title">
            <table className="desk-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Date of birth</th>
                  <th scope="col">Contact</th>
                  <th scope="col">Passport</th>
                  <th scope="col">Legs</th>
                </tr>
              </thead>
              <tbody>
                {b.passengers.map((p) => (
                  <tr key={p.travellerId}>
                    <td>
                      {p.name}
                      {p.lead && <span className="desk-sub">Lead passenger</span>}
                    </td>
                    <td>{p.dob || '—'}</td>
                    <td>{[p.phone, p.email].filter(Boolean).join(', ') || '—'}</td>
                    <td>{p.passport || '—'}</td>
                    <td>{p.legs.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      {b.limos.length > 0 && (
        <section className="desk-card" aria-labelledby="desk-limo-title">
          <h2 id="desk-limo-title">Limo requests</h2>
          <ul className="desk-list">
            {b.limos.map((limo) => (
              <li key={limo.id}>
                {limo.vehicle}: {limo.pickup} → {limo.dropOff}
                {limo.notes ? ` (${limo.notes})` : ''}{' '}
                <span className="desk-sub">Requested {utc(limo.requestedAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="desk-card" aria-labelledby="desk-ledger-title">
        <h2 id="desk-ledger-title">Payments and refunds</h2>
        {b.payments.length === 0 && b.refunds.length === 0 ? (
          <p>No payments yet.</p>
        ) : (
          <TableScroll labelledBy="desk-ledger-title">
            <table className="desk-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">What</th>
                  <th scope="col">How</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {b.payments.map((p) => (
                  <tr key={p.id}>
                    <td>{utc(p.at)}</td>
                    <td>Payment ({p.kind.toLowerCase()})</td>
                    <td>{p.card ?? p.method.replaceAll('_', ' ').toLowerCase()}</td>
                    <td>
                      {money(p.amountCents)}
                      {p.cardFeeCents > 0 && <span className="desk-sub">card fee {money(p.cardFeeCents)}</span>}
                    </td>
                    <td>{p.status.replaceAll('_', ' ').toLowerCase()}</td>
                  </tr>
                ))}
                {b.refunds.map((r) => (
                  <tr key={r.id}>
                    <td>{utc(r.at)}</td>
                    <td>Refund ({REFUND_REASONS[r.reason] ?? r.reason.toLowerCase()})</td>
                    <td>{r.method.replaceAll('_', ' ').toLowerCase()}</td>
                    <td>
                      −{money(r.amountCents)}
                      {r.adminFeeCents > 0 && <span className="desk-sub">fee kept {money(r.adminFeeCents)}</span>}
                    </td>
                    <td>
                      {r.status.toLowerCase()}
                      {r.method === 'WIRE' && r.status === 'PENDING' && <MarkWired refundId={r.id} />}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      <section className="desk-card" aria-labelledby="desk-messages-title">
        <h2 id="desk-messages-title">Messages</h2>
        <MessagesTable messages={b.messages} />
      </section>

      <div className="desk-grid">
        {b.wireDue && <RecordWire due={b.wireDue} />}
        {b.canResend && <ResendConfirmation />}
        <CancelBooking initial={b.cancellation} />
      </div>
    </article>
  );
}
