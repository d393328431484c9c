import { useEffect, useState, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { formatUsd } from '../../core/money';
import type { DataError } from '../data-protocol';
import type { DeskTripRow } from './trip-rows';

/** Shared pieces of the desk's pages: their error, statuses, amounts and times. */

/** A desk page's loader or action failed: what happened, inside the desk's shell. */
export function DeskPageError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof (error.data as DataError | undefined)?.message === 'string'
      ? (error.data as DataError).message
      : 'Something went wrong. Please try again.';
  return (
    <section className="desk-page" aria-labelledby="desk-error-title">
      <title>{status === 404 ? 'Not found · Support desk' : 'Something went wrong · Support desk'}</title>
      <h1 id="desk-error-title">{status === 404 ? 'Not found' : 'Something went wrong'}</h1>
      <p role="alert">{message}</p>
      <p>
        <Link className="button button--dark" to="/desk">
          Back to bookings
        </Link>
      </p>
    </section>
  );
}

export const money = (cents: number) => formatUsd(cents);

/** A moment as staff in any time zone read it the same way: "2026-11-25 14:05 UTC". */
export function utc(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const BADGES: Record<string, string> = {
  Held: 'desk-badge--held',
  'Payment pending': 'desk-badge--pending',
  Booked: 'desk-badge--booked',
  Cancelled: 'desk-badge--cancelled',
  Completed: 'desk-badge--completed',
  Draft: 'desk-badge--draft',
};

export function StatusBadge({ label }: { label: string }) {
  return <span className={`desk-badge ${BADGES[label] ?? ''}`}>{label}</span>;
}

/** A customer's trips: reference (to its booking page), route, departure, total, status. */
export function TripsTable({ trips, labelledBy }: { trips: readonly DeskTripRow[]; labelledBy: string }) {
  if (trips.length === 0) return <p>No trips yet.</p>;
  return (
    <TableScroll labelledBy={labelledBy}>
      <table className="desk-table">
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Route</th>
            <th scope="col">Departs</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {trips.map((b) => (
            <tr key={b.id}>
              <td>
                <Link className="desk-ref" to={`/desk/bookings/${encodeURIComponent(b.id)}`}>
                  {b.id}
                </Link>
              </td>
              <td>{b.route}</td>
              <td>{utc(b.departsAt)}</td>
              <td>{money(b.totalCents)}</td>
              <td>
                <StatusBadge label={b.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** "12 min", "1 h 05 min": how long a customer has waited. */
export function waited(since: string | null, now: number): string {
  if (!since) return '—';
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** The clock of a page that shows waiting times, moving every 15 seconds once in the browser. */
export function useNow(serverNow: string): number {
  const [now, setNow] = useState(() => new Date(serverNow).getTime());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A table that scrolls sideways when the screen is narrower than it: a region named by its
 * heading and in the tab order, so a keyboard can scroll it too (WCAG 2.1.1, axe's
 * scrollable-region-focusable).
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard
    <div className="desk-table-wrap" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
