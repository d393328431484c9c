import { Link } from 'react-router';
import {
  ADMIN_FEE_PERCENT,
  PARTIAL_REFUND_PERCENT,
  REFUND_WITHIN_DAYS,
  ROUND_TRIP_REFUND_BANDS,
} from '../../../core/payments/refunds';
import type { FaqGroup, FaqSite } from './faq-questions';

const refundPolicy = '/terms-of-sale#CANCELLATION-AND-REFUND-POLICY';

/** The FAQ's last groups: on the day, changes and cancellations, account. */
export function tripAndAccountGroups({ brand, email, phone }: FaqSite): FaqGroup[] {
  const { domestic, international } = ROUND_TRIP_REFUND_BANDS;
  return [
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
}
