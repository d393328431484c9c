import type { LegView } from '../../../core/quotes/quote-view';
import { legMoment } from './leg-moment';

// Review booking: the itinerary, leg by leg.

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
