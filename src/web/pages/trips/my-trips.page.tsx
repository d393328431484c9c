import { Link, useLoaderData } from 'react-router';
import './trips.css';
import type { TripView } from '../../../../ports/charter/trips';
import type { MyTripsData } from './my-trips.server';
import { ItineraryLinks, hasItinerary } from './itinerary-links';
import { legMoment, routeLabel, shortId, statusLabel } from './trip-format';

const TABS = [
  { key: 'UPCOMING', label: 'Upcoming', href: '/my-trips' },
  { key: 'PAST', label: 'Past', href: '/my-trips?tab=past' },
] as const;

/** /my-trips: Upcoming and Past trips by tripStatus (spec 001 section 2). */
export function Component() {
  const { tab, trips } = useLoaderData() as MyTripsData;
  return (
    <article className="page container my-trips">
      <title>My Trips</title>
      <h1>My Trips</h1>
      <nav className="trip-tabs" aria-label="Trips">
        {TABS.map((t) => (
          <Link key={t.key} to={t.href} className="trip-tabs__tab" aria-current={t.key === tab ? 'page' : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
      {trips.length === 0 ? (
        <p className="trips-empty">No trips to display</p>
      ) : (
        <ul className="trip-cards">
          {trips.map((trip) => (
            <li key={trip.bookingId} className="trip-cards__item">
              <TripCard trip={trip} />
              {/* Beside the card, not inside it: a link may not hold another link. */}
              {hasItinerary(trip.status) ? (
                <ItineraryLinks bookingId={trip.bookingId} className="trip-card__actions" />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function TripCard({ trip }: { trip: TripView }) {
  const first = trip.legs[0];
  const when = first ? legMoment(first.departureDateTime) : null;
  return (
    <Link to={`/booking-details/${encodeURIComponent(trip.bookingId)}`} className="trip-card card">
      <span className={`status-label status-label--${trip.status.toLowerCase()}`}>{statusLabel(trip.status)}</span>
      <span className="trip-card__route">{routeLabel(trip.legs)}</span>
      <span className="trip-card__meta">
        {when ? `${when.date} · ${when.time}` : null}
        <span aria-hidden="true"> · </span>
        {trip.craftDetail.displayName}
      </span>
      <span className="trip-card__id">Booking {shortId(trip.bookingId)}</span>
    </Link>
  );
}
