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
import { ADMIN_FEE_PERCENT } from '../../../core/payments/refunds';
import { REWARD_PERCENT, REWARD_SHARE_PER_BOOKING_PERCENT, REWARD_VALIDITY_MONTHS } from '../../../core/ledger/rewards';
import { WALLET_MINIMUM_BALANCE, WALLET_MINIMUM_INITIAL_DEPOSIT } from '../../../core/ledger/wallet';
import type { FaqGroup, FaqSite } from './faq-questions';

const dollars = (cents: number) => formatUsd(cents, { wholeDollars: true });

/** The FAQ's first groups: booking, payment and pricing, rewards and wallet, safety. */
export function beforeFlightGroups({ brand, email, phone }: FaqSite): FaqGroup[] {
  return [
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
  ];
}
