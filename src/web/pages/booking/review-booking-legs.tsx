import type { LegView } from '../../../core/quotes/quote-view';

// Review booking: the itinerary, leg by leg.

const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/** "dd-MM-yyyy HH:mm:ss" (the airport's local time) as a date and a time. */
function legMoment(text: string): { date: string; time: string } {
  const [day = '', month = '', year = ''] = text.slice(0, 10).split('-');
  const [hours = 0, minutes = 0] = text.slice(11, 16).split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return {
    date: `${MONTHS[Number(month) - 1] ?? month} ${Number(day)}, ${year}`,
    time: `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`,
  };
}

function LegItem({ leg, total }: { leg: LegView; total: number }) {
  const departs = legMoment(leg.departureDateTime);
  const arrives = legMoment(leg.arrivalDateTime);
  return (
    <li className="review-booking__leg">
      <p className="eyebrow">
        Leg {leg.legOrder} of {total} · {departs.date}
      </p>
      <p>
        <strong>{leg.departureAirport.icaoCode}</strong> {leg.departureAirport.displayName} to{' '}
        <strong>{leg.arrivalAirport.icaoCode}</strong> {leg.arrivalAirport.displayName}
      </p>
      <p>
        Departs {departs.time} · Arrives {arrives.time} · {leg.stopLabel} · Flight time {leg.flightTime}
      </p>
    </li>
  );
}

export function ItinerarySection({ idBase, legs }: { idBase: string; legs: LegView[] }) {
  return (
    <section className="card review-booking__section" aria-labelledby={`${idBase}-itinerary`}>
      <h2 id={`${idBase}-itinerary`}>Itinerary</h2>
      <ol className="review-booking__legs">
        {legs.map((leg) => (
          <LegItem key={leg.legOrder} leg={leg} total={legs.length} />
        ))}
      </ol>
    </section>
  );
}
