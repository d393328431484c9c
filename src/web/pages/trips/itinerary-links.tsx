import { Link } from 'react-router';
import { itineraryFileName, itineraryPath } from '../../../core/itinerary/itinerary';

/** Only a held (RESERVED) or booked trip has an itinerary (decision 017); the links show for those alone. */
export function hasItinerary(status: string): boolean {
  return status === 'RESERVED' || status === 'BOOKED';
}

export { itineraryPath };

/**
 * The trip's itinerary and its PDF, from a trip card and from booking details. The PDF link is
 * a plain download (the server names the file), so it works before the script loads.
 */
export function ItineraryLinks({ bookingId, className }: { bookingId: string; className?: string }) {
  const path = itineraryPath(bookingId);
  return (
    <p className={['itinerary-links', className].filter(Boolean).join(' ')}>
      <Link className="button button--ghost" to={path}>
        View itinerary
      </Link>
      <a className="button button--ghost" href={`${path}/pdf`} download={itineraryFileName(bookingId, 'pdf')}>
        Download itinerary PDF
      </a>
    </p>
  );
}
