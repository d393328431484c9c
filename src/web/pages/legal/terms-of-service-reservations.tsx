import { Link } from 'react-router';
import { formatUsd } from '../../../core/money';
import {
  CONCIERGE_ONLY_FROM_DAYS_AHEAD,
  CONCIERGE_ONLY_WITHIN_HOURS,
  ON_DEMAND_DOMESTIC_HOURS,
  ON_DEMAND_INTERNATIONAL_HOURS,
} from '../../../core/payments/booking-window';
import { RESERVATION_DEPOSIT } from '../../../core/payments/checkout-summary';
import { ADMIN_FEE_PERCENT } from '../../../core/payments/refunds';
import type { LegalSection } from './legal-document';
import { refundPolicy, type TermsSite } from './terms-of-service-site';

const deposit = formatUsd(RESERVATION_DEPOSIT, { wholeDollars: true });

/** Sections 1 to 10 of the Terms of Service: the Service, accounts, Reservations, holds and changes. */
export function reservationSections({ brand, concierge }: TermsSite): LegalSection[] {
  return [
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
  ];
}
