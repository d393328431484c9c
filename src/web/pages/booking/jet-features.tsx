import type { JetInfo } from '../../../core/jet-info';

/** What a category's jet offers, as the results' Jet Info and the review's Jet info list it. */
export function JetFeatures({ jet }: { jet: JetInfo }) {
  return (
    <ul className="checklist">
      <li>Up to {jet.maxPassengers} passengers</li>
      <li>Up to {jet.maxLuggages} bags</li>
      {jet.wifi ? <li>Wi-Fi</li> : null}
      {jet.restroom ? <li>Enclosed lavatory</li> : null}
      {jet.flightAttendant ? <li>Flight attendant</li> : null}
    </ul>
  );
}
