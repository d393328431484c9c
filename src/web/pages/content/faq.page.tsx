import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatUsd } from '../../../core/money';
import {
  CONCIERGE_ONLY_FROM_DAYS_AHEAD,
  CONCIERGE_ONLY_WITHIN_HOURS,
  ON_DEMAND_DOMESTIC_HOURS,
  ON_DEMAND_INTERNATIONAL_HOURS,
} from '../../../core/payments/booking-window';
import {
  CARD_FEE_PERCENT,
  FUEL_SURCHARGE_NOTICE_DAYS,
  RESERVATION_DEPOSIT,
} from '../../../core/payments/checkout-summary';
import {
  ADMIN_FEE_PERCENT,
  PARTIAL_REFUND_PERCENT,
  REFUND_WITHIN_DAYS,
  ROUND_TRIP_REFUND_BANDS,
} from '../../../core/payments/refunds';
import { REWARD_PERCENT, REWARD_SHARE_PER_BOOKING_PERCENT, REWARD_VALIDITY_MONTHS } from '../../../core/ledger/rewards';
import { WALLET_MINIMUM_BALANCE, WALLET_MINIMUM_INITIAL_DEPOSIT } from '../../../core/ledger/wallet';
import { useSite } from '../../shell/root-data';
import { telHref } from '../../site';
import './faq.css';
import { PageHead } from '../../ui/page-head';

const dollars = (cents: number) => formatUsd(cents, { wholeDollars: true });
const refundPolicy = '/terms-of-sale#CANCELLATION-AND-REFUND-POLICY';

interface Question {
  id: string;
  question: string;
  answer: ReactNode;
}

interface Group {
  id: string;
  title: string;
  questions: Question[];
}

/**
 * The FAQ: questions grouped by subject, each answer in a native <details> disclosure so it is
 * in the first HTML, readable without JavaScript and announced as expandable by screen readers.
 */
export function Component() {
  const { brandName: brand, conciergeEmail, conciergePhone } = useSite();
  const email = <a href={`mailto:${conciergeEmail}`}>{conciergeEmail}</a>;
  const phone = <a href={telHref(conciergePhone)}>{conciergePhone}</a>;
  const { domestic, international } = ROUND_TRIP_REFUND_BANDS;

  const groups: Group[] = [
    {
      id: 'booking',
      title: 'Booking',
      questions: [
        {
          id: 'how-it-works',
          question: `How does ${brand} work?`,
          answer: (
            <p>
              {brand} is a broker of private-jet flights. You search your trip, compare guaranteed real-time prices by
              aircraft category and book in a few taps, with no membership fee and no pre-paid flight hours. Every
              flight is operated by an operator holding a US Part 135 air-carrier certificate, chosen from over 5,000
              aircraft, from turboprops and light jets to large jets.
            </p>
          ),
        },
        {
          id: 'notice',
          question: 'How much notice do I need to book?',
          answer: (
            <p>
              You can book online or in the app with as little as {CONCIERGE_ONLY_WITHIN_HOURS} hours’ notice. For a
              trip departing sooner, call our concierge at {phone}: flights within {CONCIERGE_ONLY_WITHIN_HOURS} hours
              are booked by phone only. Trips {CONCIERGE_ONLY_FROM_DAYS_AHEAD} days or more ahead are also arranged by
              the concierge.
            </p>
          ),
        },
        {
          id: 'destinations',
          question: 'Where can I fly?',
          answer: (
            <p>
              You can book trips within North America, Mexico and the Caribbean online. Destinations outside North
              America, Mexico and the Caribbean must be booked through the concierge by phone at {phone}; a 24/7 hotline
              is available for international trips.
            </p>
          ),
        },
        {
          id: 'reservation-needs',
          question: 'What do I need to make a reservation?',
          answer: (
            <p>
              A free {brand} account, and the name, e-mail address and mobile phone number of the person booking, with
              payment details. Passenger names and dates of birth can be added later (see “On the day”).
            </p>
          ),
        },
        {
          id: 'confirmed',
          question: 'When is my flight confirmed?',
          answer: (
            <p>
              Your flight is confirmed only when you receive our confirmation e-mail stating that your payment was
              processed. From then on, your price is guaranteed unless the itinerary changes.
            </p>
          ),
        },
        {
          id: 'hold',
          question: 'Can I hold a flight before paying in full?',
          answer: (
            <p>
              Yes. Choose “Reserve this flight for {dollars(RESERVATION_DEPOSIT)}” at checkout: the deposit holds your
              flight and the remainder is due within the hold time shown on your booking. If the remainder is not paid
              in time, the reservation is cancelled and the deposit refunded less a {ADMIN_FEE_PERCENT}% administrative
              fee. On-Demand Flights (domestic flights booked within {ON_DEMAND_DOMESTIC_HOURS} hours of departure,
              international within {ON_DEMAND_INTERNATIONAL_HOURS} hours) must be paid in full and cannot be held.
            </p>
          ),
        },
      ],
    },
    {
      id: 'payment',
      title: 'Payment and pricing',
      questions: [
        {
          id: 'price',
          question: 'How is the price calculated?',
          answer: (
            <p>
              Prices are calculated in real time from the aircraft size and category, the length of your trip and
              availability. The price you book is guaranteed once your flight is confirmed, unless the itinerary
              changes.
            </p>
          ),
        },
        {
          id: 'payment-methods',
          question: 'How can I pay?',
          answer: (
            <p>
              By credit card, from your {brand} wallet, with Apple Pay or by wire transfer. A wire transfer must be
              completed within 24 hours.
            </p>
          ),
        },
        {
          id: 'card-fee',
          question: 'Is there a fee for paying by card?',
          answer: (
            <p>
              Yes: a {CARD_FEE_PERCENT}% credit card fee is added to the total when you pay by card or Apple Pay. Wallet
              and wire payments carry no card fee.
            </p>
          ),
        },
        {
          id: 'other-charges',
          question: 'Can there be other charges?',
          answer: (
            <ul>
              <li>
                A fuel surcharge may apply to flights booked {FUEL_SURCHARGE_NOTICE_DAYS} or more days before departure.
              </li>
              <li>
                De-icing, when the weather requires it, is billed at cost after the trip. Each application takes about
                10 to 30 minutes.
              </li>
            </ul>
          ),
        },
      ],
    },
    {
      id: 'rewards-wallet',
      title: 'Rewards and wallet',
      questions: [
        {
          id: 'rewards',
          question: 'How do rewards work?',
          answer: (
            <p>
              Every flight you pay for earns {REWARD_PERCENT}% of its cost back as rewards, usable toward future flights
              within {REWARD_VALIDITY_MONTHS} months of booking. You can use up to {REWARD_SHARE_PER_BOOKING_PERCENT}%
              of your rewards on a single booking: tick “use rewards” at checkout. Your balance and history are under
              Rewards in your account.
            </p>
          ),
        },
        {
          id: 'wallet',
          question: `What is the ${brand} wallet?`,
          answer: (
            <p>
              A prepaid balance for paying flights without a card fee. It is set up by contacting the concierge at{' '}
              {email}. The minimum initial deposit is {dollars(WALLET_MINIMUM_INITIAL_DEPOSIT)}, and the balance must
              stay at or above {dollars(WALLET_MINIMUM_BALANCE)} at all times.
            </p>
          ),
        },
      ],
    },
    {
      id: 'safety',
      title: 'Safety',
      questions: [
        {
          id: 'operators',
          question: 'Who operates my flight?',
          answer: (
            <p>
              An operator holding a US Part 135 air-carrier certificate, which has operational control of the aircraft
              and crew. We price only operators that hold recognised safety ratings; see{' '}
              <Link to="/safety-ratings">Safety Ratings</Link>. The aircraft type and operator are in your final
              itinerary.
            </p>
          ),
        },
        {
          id: 'carbon',
          question: 'Are the flights carbon neutral?',
          answer: <p>Yes. Every {brand} flight is carbon neutral: its emissions are offset at no extra cost to you.</p>,
        },
        {
          id: 'pets',
          question: 'Can I bring my pet?',
          answer: (
            <p>
              Yes, pets are welcome on pet-friendly aircraft. Switch on the pets option when you search, and tell the
              concierge how many pets are travelling and their size so the operator can prepare. The operator has the
              final word on what can travel in the cabin.
            </p>
          ),
        },
        {
          id: 'prohibited-items',
          question: 'Can I bring firearms or hazardous materials?',
          answer: (
            <p>
              Only with written confirmation from {brand} before the flight, and subject to the operator’s approval.
              Contact the concierge well ahead of departure.
            </p>
          ),
        },
      ],
    },
    {
      id: 'on-the-day',
      title: 'On the day',
      questions: [
        {
          id: 'passenger-details',
          question: 'When do I need to send passenger details?',
          answer: (
            <p>
              The names and dates of birth of all passengers are due at least 48 hours before departure. Add them under
              Passengers in your booking details; international trips also need passport details.
            </p>
          ),
        },
        {
          id: 'itinerary',
          question: 'When will I receive my itinerary?',
          answer: (
            <p>
              Your final itinerary, with the aircraft type and the operator, arrives no later than 48 hours before
              departure. The tail number of your aircraft is given no later than 24 hours before departure.
            </p>
          ),
        },
        {
          id: 'identification',
          question: 'What ID do passengers need?',
          answer: (
            <>
              <p>
                Each passenger needs one government-issued photo ID, or two forms of ID of which one is issued by a
                government. Passengers travelling to the US with a passport other than a US or Canadian passport need a
                valid visa.
              </p>
              <p>The operator may refuse to board a passenger without proper ID.</p>
            </>
          ),
        },
        {
          id: 'age',
          question: 'Can children and teenagers fly?',
          answer: (
            <p>
              Passengers must be 18 or older, or be supervised by a parent or guardian. Children under 16 need the
              consent of a parent or guardian.
            </p>
          ),
        },
        {
          id: 'luggage',
          question: 'How much luggage can I bring?',
          answer: (
            <p>
              It depends on the aircraft: each category shows its luggage range. Space for golf clubs is limited in
              turboprops, light jets and midsize jets; tell the concierge about large items when you book.
            </p>
          ),
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes and cancellations',
      questions: [
        {
          id: 'change-itinerary',
          question: 'Can I change my trip after booking?',
          answer: (
            <p>
              Contact the concierge. Changes are subject to availability, a price adjustment and the discretion of{' '}
              {brand} and the operator. If you ask for a different aircraft, a price adjustment or fees may apply; if we
              or the operator change the aircraft, it costs you nothing extra.
            </p>
          ),
        },
        {
          id: 'refunds',
          question: 'What is the refund policy?',
          answer: (
            <>
              <ul>
                <li>
                  US domestic round trips: more than {domestic.fullRefundAboveHours} hours before departure, 100% less
                  pre-paid costs and the {ADMIN_FEE_PERCENT}% fee if paid by card; {domestic.halfRefundFromHours} to{' '}
                  {domestic.fullRefundAboveHours} hours, {PARTIAL_REFUND_PERCENT}%; under {domestic.halfRefundFromHours}{' '}
                  hours, no refund.
                </li>
                <li>
                  International round trips: more than {international.fullRefundAboveHours} hours, 100% less pre-paid
                  costs and the {ADMIN_FEE_PERCENT}% fee if paid by card; {international.halfRefundFromHours} to{' '}
                  {international.fullRefundAboveHours} hours, {PARTIAL_REFUND_PERCENT}%; under{' '}
                  {international.halfRefundFromHours} hours, no refund.
                </li>
                <li>One-way and multi-leg flights, On-Demand Flights and no-shows are not refundable.</li>
                <li>Refunds go to the original payment method within {REFUND_WITHIN_DAYS} days.</li>
              </ul>
              <p>
                The full rules are in our <Link to={refundPolicy}>Cancellation and Refund Policy</Link>.
              </p>
            </>
          ),
        },
        {
          id: 'weather-operator',
          question: 'What if the weather or the operator cancels my flight?',
          answer: (
            <ul>
              <li>
                Inclement weather: you receive an account credit for the amount paid, less the part of the trip already
                flown.
              </li>
              <li>
                A safety cancellation by the operator: if no replacement aircraft is found or accepted, you receive a
                full refund less the part already flown.
              </li>
              <li>
                A privately owned aircraft withdrawn by its owner: you are told before departure and fully refunded.
              </li>
            </ul>
          ),
        },
      ],
    },
    {
      id: 'account',
      title: 'Account',
      questions: [
        {
          id: 'need-account',
          question: 'Do I need an account?',
          answer: (
            <p>
              Yes, to see prices and book. It is free: we ask for your first and last name, physical address, e-mail,
              mobile phone and a password, and your acceptance of the{' '}
              <Link to="/terms-of-service">Terms of Service</Link> and <Link to="/privacy-policy">Privacy Policy</Link>.
              You can also sign up with Apple, Google or Facebook.
            </p>
          ),
        },
        {
          id: 'update-details',
          question: 'How do I update my details or password?',
          answer: (
            <p>
              Under Account, in Personal Info. Your e-mail address cannot be changed there; contact the concierge if it
              needs to change. The password can be changed from the same page unless you sign in with Apple, Google or
              Facebook.
            </p>
          ),
        },
        {
          id: 'promotional-emails',
          question: 'How do I stop promotional e-mails?',
          answer: (
            <p>
              Use the unsubscribe link in any promotional e-mail or the Notifications tab of your account. You will
              still receive transactional e-mails about your bookings, such as confirmations and itineraries.
            </p>
          ),
        },
        {
          id: 'delete-account',
          question: 'How do I delete my account?',
          answer: (
            <p>
              Open the account menu, choose Delete and type DELETE to confirm. Deleting your account signs you out; see
              the <Link to="/privacy-policy">Privacy Policy</Link> for what we keep and why.
            </p>
          ),
        },
        {
          id: 'concierge',
          question: 'How do I reach the concierge?',
          answer: (
            <p>
              Our Flight Concierge Team is available 24/7 by e-mail at {email}, by phone at {phone}, and by live chat.
            </p>
          ),
        },
      ],
    },
  ];

  return (
    <article className="page faq">
      <PageHead
        title={`Frequently Asked Questions | ${brand}`}
        description={`Answers about booking, paying for and flying a private jet with ${brand}: prices, payment, rewards, passengers, luggage, changes and refunds. Our concierge is here 24/7.`}
      />
      <header className="page-hero">
        <div className="container">
          <span className="eyebrow">FAQ</span>
          <h1>Frequently Asked Questions</h1>
          <p className="lead">
            Everything about booking, paying for and flying a private jet with {brand}. Can’t find your answer? Our
            concierge is here 24/7 at {email} or {phone}.
          </p>
        </div>
      </header>
      <div className="container faq__layout">
        <nav className="faq__groups" aria-labelledby="faq-groups-title">
          <h2 id="faq-groups-title" className="faq__groups-title">
            Topics
          </h2>
          <ul>
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="faq__list">
          {groups.map((group) => (
            <section key={group.id} id={group.id} className="faq__group" aria-labelledby={`${group.id}-title`}>
              <h2 id={`${group.id}-title`}>{group.title}</h2>
              {group.questions.map((q) => (
                <details key={q.id} id={q.id} className="faq__item">
                  <summary>{q.question}</summary>
                  <div className="faq__answer">{q.answer}</div>
                </details>
              ))}
            </section>
          ))}
          <aside className="faq__contact" aria-labelledby="faq-contact-title">
            <h2 id="faq-contact-title">Still have a question?</h2>
            <p>
              Our Flight Concierge Team answers 24 hours a day, 7 days a week, at {email} and {phone}.
            </p>
            <p className="button-row">
              <a className="button button--primary" href={`mailto:${conciergeEmail}`}>
                E-mail the concierge
              </a>
              <a className="button button--ghost" href={telHref(conciergePhone)}>
                Call the concierge
              </a>
            </p>
          </aside>
        </div>
      </div>
    </article>
  );
}
