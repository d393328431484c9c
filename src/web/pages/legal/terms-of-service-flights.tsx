import { Link } from 'react-router';
import { CARD_FEE_PERCENT } from '../../../core/payments/checkout-summary';
import type { LegalSection } from './legal-document';
import { refundPolicy, type TermsSite } from './terms-of-service-site';

/** Sections 11 to 21 of the Terms of Service: cancellations, payment, travel rules, liability and law. */
export function flightSections({ brand, concierge }: TermsSite): LegalSection[] {
  return [
    {
      id: 'cancellations-not-by-you',
      title: 'Cancellations by the owner, the weather or the Operator',
      body: (
        <ul>
          <li>
            <strong>Privately owned aircraft.</strong> Some aircraft are privately owned and made available for charter.
            If the owner cancels your Flight, we notify you before departure and you receive a full refund.
          </li>
          <li>
            <strong>Inclement weather.</strong> If your Flight is cancelled because of inclement weather, you receive an
            account credit for the amount paid, less the part of the trip already flown.
          </li>
          <li>
            <strong>Operator safety decisions.</strong> If the Operator cancels a Flight for safety reasons and no
            replacement aircraft is found or accepted, you receive a full refund less the part of the trip already
            flown.
          </li>
        </ul>
      ),
    },
    {
      id: 'cancellations-by-you',
      title: 'Cancellations by you, no-shows and security',
      body: (
        <>
          <p>
            Refunds when you cancel a confirmed Flight follow the{' '}
            <Link to={refundPolicy}>Cancellation and Refund Policy</Link> of our Terms of Sale. In short, only round
            trips booked ahead of the On-Demand window can be refunded, in part or in full depending on how long before
            departure you cancel; one-way and multi-leg Flights and On-Demand Flights are not refundable.
          </p>
          <p>
            If a Passenger does not show up for a Flight, or a Flight cannot take place for security reasons caused by a
            Passenger (for example missing identification or a prohibited item), 100% of the price is charged and no
            refund is due.
          </p>
        </>
      ),
    },
    {
      id: 'prices-and-payment',
      title: 'Prices, fees and payment',
      body: (
        <>
          <p>
            You can pay by credit card, with your {brand} wallet, with Apple Pay or by wire transfer, as described in
            the <Link to="/terms-of-sale">Terms of Sale</Link>. A {CARD_FEE_PERCENT}% credit card fee is added to the
            total when you pay by card (Apple Pay included). Fuel surcharges may apply to Flights booked well in
            advance.
          </p>
          <p>
            De-icing, when the conditions require it, is billed at cost after the trip. Each application usually takes
            about 10 to 30 minutes.
          </p>
          <p>
            Taxes and fees imposed by governments and airports are included in the price shown at checkout unless stated
            otherwise.
          </p>
        </>
      ),
    },
    {
      id: 'age-and-consent',
      title: 'Passenger age and consent',
      body: (
        <ul>
          <li>Passengers must be 18 years of age or older, or be supervised by a parent or legal guardian.</li>
          <li>Children under 16 may travel only with the consent of a parent or legal guardian.</li>
        </ul>
      ),
    },
    {
      id: 'identification',
      title: 'Identification and travel documents',
      body: (
        <>
          <p>Every Passenger must carry valid identification at check-in:</p>
          <ul>
            <li>one government-issued photo ID; or</li>
            <li>two forms of ID, one of which is issued by a government.</li>
          </ul>
          <p>
            Passengers travelling to the United States with a passport other than a US or Canadian passport need a valid
            visa to enter the US. You are responsible for holding the passports, visas and other documents required for
            every country of your trip.
          </p>
          <p>The Operator may refuse to board any Passenger who does not present proper identification.</p>
        </>
      ),
    },
    {
      id: 'baggage-and-prohibited-items',
      title: 'Baggage, pets and prohibited items',
      body: (
        <>
          <p>
            Baggage space depends on the aircraft; golf bags and large items may not fit in light jets, midsize jets and
            turboprops. Tell us about pets and oversized baggage when you book so we can choose a suitable aircraft.
          </p>
          <p>
            Firearms, ammunition and hazardous materials may be carried only with prior written confirmation from{' '}
            {brand}, and always subject to the Operator’s approval and the law. The Operator may refuse any item it
            considers unsafe.
          </p>
        </>
      ),
    },
    {
      id: 'operator-authority',
      title: 'The Operator’s authority and conduct on board',
      body: (
        <p>
          The Operator and its pilot in command have final authority over the Flight: whether and when it departs, its
          route, the number of Passengers and the baggage carried. Passengers must follow the crew’s instructions. The
          Operator may refuse to carry, or remove, a Passenger whose conduct endangers the aircraft or the people on
          board, and such a Passenger is treated as a no-show.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      body: (
        <>
          <p>
            The Operator is responsible for the air transportation it provides. To the fullest extent the law allows,{' '}
            {brand} is not liable for indirect, incidental, special or consequential damages, or for delays and
            cancellations caused by weather, air-traffic control, mechanical issues, safety decisions of the Operator or
            other events beyond our control.
          </p>
          <p>
            To the fullest extent the law allows, {brand}’s total liability for any claim arising from the Service is
            limited to the amounts you paid to {brand} in the 3 months preceding the event giving rise to the claim.
            Nothing in these Terms limits liability that cannot be limited by law.
          </p>
        </>
      ),
    },
    {
      id: 'arbitration',
      title: 'Dispute resolution and arbitration',
      body: (
        <>
          <p>
            Please contact us first: most concerns are resolved quickly by the concierge. If a dispute cannot be
            resolved informally, it will be settled by binding individual arbitration rather than in court, except that
            either party may bring an individual claim in small-claims court. Claims may not be brought as a class or
            representative action.
          </p>
          <p>
            For disputes involving less than $10,000, {brand} will reimburse your filing, administration and arbitrator
            fees if you prevail.
          </p>
        </>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law and venue',
      body: (
        <p>
          These Terms are governed by the laws of the State of Illinois, without regard to its conflict-of-law rules.
          Any matter not subject to arbitration will be heard exclusively by the state or federal courts located in Cook
          County, Illinois, and you and {brand} consent to their jurisdiction.
        </p>
      ),
    },
    {
      id: 'changes-and-contact',
      title: 'Changes to these Terms and contact',
      body: (
        <>
          <p>
            We may update these Terms from time to time. The date at the top of this page shows when they last changed;
            the version in force when you book applies to that Reservation. Continuing to use the Service after a change
            means you accept the updated Terms.
          </p>
          <p>Questions about these Terms? Contact {concierge}, available 24/7.</p>
        </>
      ),
    },
  ];
}
