import type { TripView } from '../../../../ports/charter/trips';
import type { TripStatus } from '../../../core/trips/trip-status';
import type { LoaderArgs } from '../../context';
import { requireUser } from '../../guards.server';

export interface MyTripsData {
  tab: TripStatus;
  trips: TripView[];
}

/** /my-trips: the customer's trips of one tab (?tab=past, else Upcoming). */
export async function loader({ context, request }: LoaderArgs): Promise<MyTripsData> {
  requireUser(context, request);
  const tab: TripStatus = new URL(request.url).searchParams.get('tab') === 'past' ? 'PAST' : 'UPCOMING';
  const trips = (await context.trips.all(context.caller)).filter((trip) => trip.tripStatus === tab);
  return { tab, trips: sortForTab(trips, tab) };
}

/** Upcoming: the next departure first. Past: the most recent first. */
function sortForTab(trips: TripView[], tab: TripStatus): TripView[] {
  const key = (trip: TripView) => legSortKey(trip.legs[0]?.departureDateTime ?? '');
  const sorted = [...trips].sort((a, b) => key(a).localeCompare(key(b)));
  return tab === 'PAST' ? sorted.reverse() : sorted;
}

/** "DD-MM-YYYY HH:mm:ss" as "YYYY-MM-DD HH:mm:ss", which sorts. */
function legSortKey(text: string): string {
  return `${text.slice(6, 10)}-${text.slice(3, 5)}-${text.slice(0, 2)} ${text.slice(11)}`;
}
