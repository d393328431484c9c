import { Link } from 'react-router';
import { formatUsd } from '../../../core/money';
import {
  CONCIERGE_ONLY_FROM_DAYS_AHEAD,
  CONCIERGE_ONLY_WITHIN_HOURS,
  ON_DEMAND_DOMESTIC_HOURS,
  ON_DEMAND_INTERNATIONAL_HOURS,
} from '../../../core/payments/booking-window';
import { CARD_FEE_PERCENT, RESERVATION_DEPOSIT } from '../../../core/payments/checkout-summary';
import { ADMIN_FEE_PERCENT } from '../../../core/payments/refunds';
import { useSite } from '../../shell/root-data';
import { telHref } from '../../site';
import { LegalDocument, type LegalSection } from './legal-document';

const deposit = formatUsd(RESERVATION_DEPOSIT, { wholeDollars: true });
const refundPolicy = '/terms-of-sale#CANCELLATION-AND-REFUND-POLICY';

/** The Terms of Service (spec 001 sections 1, 4, 5 and 9): 21 numbered sections. */
export function Component() {
  const { brandName: brand, conciergeEmail, conciergePhone } = useSite();
  const concierge = (
    <>
      our Flight Concierge Team at <a href={telHref(conciergePhone)}>{conciergePhone}</a> or{' '}
      <a href={`mailto:${conciergeEmail}`}>{conciergeEmail}</a>
    </>
  );

  const sections: LegalSection[] = [
    {
      id: 'acceptance',
      title: 'Acceptance of these Terms',
      body: (
        <>
          <p>
            These Terms of Service govern your use of the {brand} website, mobile applications and concierge services
            (together, the “Service”) and every Reservation you make through them. By creating an account, making a
            Reservation or boarding a Flight arranged by {brand}, you agree to these Terms, to our{' '}
            <Link to="/terms-of-sale">Terms of Sale</Link> and to our <Link to="/privacy-policy">Privacy Policy</Link>.
            If you do not agree, please do not use the Service.
          </p>
          <p>
            If you book on behalf of other Passengers, you confirm that you are authorised to accept these Terms for
            them and that you will make them aware of the rules that apply to them.
          </p>
        </>
      ),
    },
    {
      id: 'definitions',
      title: 'Definitions',
      body: (
        <dl>
          <dt>Customer</dt>
          <dd>The person who creates an account, makes a Reservation or pays for a Flight, referred to as “you”.</dd>
          <dt>Operator</dt>
          <dd>
            The air carrier holding a US Part 135 air-carrier certificate that operates your Flight and has operational
            control of the aircraft.
          </dd>
          <dt>Flight</dt>
          <dd>
            The private charter air transportation arranged by {brand} for you, on one or more legs, as shown in your
            confirmation and itinerary.
          </dd>
          <dt>Reservation</dt>
          <dd>
            Your request for a Flight, held with an Initial Deposit or paid in full, together with the itinerary,
            aircraft category and Passenger details attached to it.
          </dd>
          <dt>Initial Deposit</dt>
          <dd>The {deposit} payment that holds a Reservation while the balance of the price is outstanding.</dd>
          <dt>Passenger</dt>
          <dd>Every person, including the Customer, who travels on a Flight.</dd>
          <dt>On-Demand Flight</dt>
          <dd>
            A US domestic Flight booked or paid within {ON_DEMAND_DOMESTIC_HOURS} hours of departure, or an
            international Flight booked or paid within {ON_DEMAND_INTERNATIONAL_HOURS} hours of departure.
          </dd>
        </dl>
      ),
    },
    {
      id: 'our-role',
      title: `${brand} is a broker, not an air carrier`,
      body: (
        <>
          <p>
            {brand} arranges private charter flights as a broker acting as your agent. {brand} does not own or operate
            aircraft and is not an air carrier. Every Flight is operated by an Operator holding a US Part 135
            air-carrier certificate, which has full operational control of the Flight: the aircraft, its crew, its
            maintenance and every decision about the safety of the Flight.
          </p>
          <p>
            When you book, the Operator (and not {brand}) provides the air transportation. The Operator’s own terms and
            conditions of carriage may also apply to your Flight.
          </p>
        </>
      ),
    },
    {
      id: 'your-account',
      title: 'Your account',
      body: (
        <>
          <p>
            You need an account to see prices and to book. To create one, we ask for your first and last name, your
            physical address, your e-mail address, your mobile phone number and a password, and for your acceptance of
            these Terms and of our Privacy Policy. You may also sign in with a supported Apple, Google or Facebook
            account.
          </p>
          <ul>
            <li>You must be at least 18 years old and able to enter into a binding contract to hold an account.</li>
            <li>The information you give us must be accurate and kept up to date.</li>
            <li>
              You are responsible for keeping your password confidential and for everything done through your account.
              Tell us at once if you suspect unauthorised use.
            </li>
            <li>One account per person; accounts may not be transferred or shared.</li>
            <li>
              You may update, modify or delete your account data at any time from your account page. We may suspend or
              close an account that breaks these Terms or is used fraudulently.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'reservations',
      title: 'Making a Reservation',
      body: (
        <>
          <p>
            To make a Reservation you must give the name, e-mail address and mobile phone number of the person booking,
            and valid payment details. Prices are quoted in real time and depend on the aircraft size and category, the
            length of the trip and availability.
          </p>
          <p className="legal__note">
            A Flight is confirmed only when you receive our confirmation e-mail stating that your payment was processed.
            A price shown on screen, a Reservation request or a held Reservation is not a confirmed Flight.
          </p>
          <p>
            Once your Flight is confirmed, its price is guaranteed unless the itinerary changes. {brand} may limit how
            far ahead a Reservation can be made online; today trips departing {CONCIERGE_ONLY_FROM_DAYS_AHEAD} days or
            more from now are arranged through the concierge.
          </p>
        </>
      ),
    },
    {
      id: 'holds',
      title: 'Holds and the Initial Deposit',
      body: (
        <>
          <p>
            Where the Service offers it, you may hold a Reservation by paying the {deposit} Initial Deposit. A held
            Reservation is kept for up to 24 hours, and the balance of the price is due within that time.
          </p>
          <p>
            If the balance is not paid before the hold ends, the Reservation is cancelled automatically and the Initial
            Deposit is refunded less a {ADMIN_FEE_PERCENT}% administrative processing fee. A held Reservation becomes a
            confirmed Flight only when the balance has been paid and you receive the confirmation e-mail.
          </p>
        </>
      ),
    },
    {
      id: 'on-demand-flights',
      title: 'On-Demand Flights',
      body: (
        <>
          <p>
            An On-Demand Flight (a US domestic Flight booked or paid within {ON_DEMAND_DOMESTIC_HOURS} hours of
            departure, or an international Flight within {ON_DEMAND_INTERNATIONAL_HOURS} hours) must be paid in full at
            the time of booking and cannot be held with an Initial Deposit.
          </p>
          <p>
            On-Demand Flights departing within {CONCIERGE_ONLY_WITHIN_HOURS} hours can only be booked by calling{' '}
            {concierge}. On-Demand Flights are not refundable (see the{' '}
            <Link to={refundPolicy}>Cancellation and Refund Policy</Link>).
          </p>
        </>
      ),
    },
    {
      id: 'where-we-fly',
      title: 'Notice and destinations',
      body: (
        <>
          <p>
            Online and in-app booking is available with as little as {CONCIERGE_ONLY_WITHIN_HOURS} hours’ notice. Trips
            departing sooner are booked by phone with the concierge.
          </p>
          <p>
            Flights to or from destinations outside North America, Mexico and the Caribbean can only be booked through{' '}
            {concierge}. A 24/7 hotline is available for international trips.
          </p>
        </>
      ),
    },
    {
      id: 'passengers-and-itinerary',
      title: 'Passenger details and your itinerary',
      body: (
        <ul>
          <li>
            You must give the full name and date of birth of every Passenger at least 48 hours before departure.
            Operators and security rules require them; a Flight may not be able to depart without them. International
            Flights also require passport details.
          </li>
          <li>
            We send your final itinerary, with the aircraft type and the Operator, no later than 48 hours before
            departure.
          </li>
          <li>The tail number of your aircraft is given no later than 24 hours before departure.</li>
          <li>Each trip needs a designated lead Passenger.</li>
        </ul>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to your itinerary and aircraft',
      body: (
        <>
          <p>
            You may ask to change a confirmed itinerary. Changes are subject to availability, to a price adjustment and
            to the sole discretion of {brand} and the Operator; a changed itinerary is no longer covered by the original
            price guarantee.
          </p>
          <p>
            If you ask to change the aircraft, a price adjustment or fees may apply. If {brand} or the Operator changes
            the aircraft (for example for maintenance, crew or safety reasons), the replacement is provided at no extra
            cost to you.
          </p>
        </>
      ),
    },
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

  return (
    <LegalDocument
      title="Terms of Service"
      description={`The terms for using ${brand} and flying with it: your account, reservations, changes and cancellations, fees, passengers, baggage and liability.`}
      updated="May 24, 2022"
      intro={
        <p>
          Please read these Terms carefully. They explain {brand}’s role as a broker of private charter flights, how
          Reservations are made, held, confirmed, changed and cancelled, and the rules that apply to every Passenger.
        </p>
      }
      sections={sections}
    />
  );
}
