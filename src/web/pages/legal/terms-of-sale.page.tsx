import { Link } from 'react-router';
import { formatUsd } from '../../../core/money';
import { ON_DEMAND_DOMESTIC_HOURS, ON_DEMAND_INTERNATIONAL_HOURS } from '../../../core/payments/booking-window';
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
import { LegalDocument, type LegalSection } from './legal-document';

const dollars = (cents: number) => formatUsd(cents, { wholeDollars: true });
const lessCosts = `less pre-paid costs, and less the ${ADMIN_FEE_PERCENT}% administrative fee if paid by card`;

interface RefundRow {
  when: string;
  refund: string;
  none?: boolean;
}

interface RefundGroup {
  trip: string;
  rows: RefundRow[];
}

/**
 * The refund table, built from the constants the engine applies (src/core/payments/refunds.ts,
 * docs/decisions/005), so the published policy and the refunds actually made cannot differ.
 */
function refundGroups(): RefundGroup[] {
  const roundTrip = (trip: string, scope: keyof typeof ROUND_TRIP_REFUND_BANDS): RefundGroup => {
    const { fullRefundAboveHours: full, halfRefundFromHours: half } = ROUND_TRIP_REFUND_BANDS[scope];
    return {
      trip,
      rows: [
        { when: `More than ${full} hours before departure`, refund: `100% of the amount paid, ${lessCosts}` },
        {
          when: `${half} to ${full} hours before departure`,
          refund: `${PARTIAL_REFUND_PERCENT}% of the amount paid, ${lessCosts}`,
        },
        { when: `Under ${half} hours before departure`, refund: 'No refund', none: true },
      ],
    };
  };
  return [
    roundTrip('Round trip, US domestic', 'domestic'),
    roundTrip('Round trip, international', 'international'),
    {
      trip: 'Other flights',
      rows: [
        { when: 'One-way and multi-leg flights, at any time', refund: 'No refund', none: true },
        {
          when: `On-Demand Flights (booked within ${ON_DEMAND_DOMESTIC_HOURS} hours of a domestic departure or ${ON_DEMAND_INTERNATIONAL_HOURS} hours of an international one), at any time`,
          refund: 'No refund',
          none: true,
        },
        { when: 'No-shows and security cancellations', refund: '100% charged, no refund', none: true },
      ],
    },
  ];
}

function RefundTable() {
  return (
    <table className="refund-table">
      <caption>Refunds when you cancel a confirmed flight</caption>
      <thead>
        <tr>
          <th scope="col">When you cancel</th>
          <th scope="col">Refund</th>
        </tr>
      </thead>
      {refundGroups().map((group) => (
        <tbody key={group.trip}>
          <tr className="refund-table__group">
            <th scope="rowgroup" colSpan={2}>
              {group.trip}
            </th>
          </tr>
          {group.rows.map((row) => (
            <tr key={row.when}>
              <th scope="row">{row.when}</th>
              <td className={row.none ? 'refund-table__none' : undefined}>{row.refund}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

/** The Terms of Sale (spec 001 sections 1, 4 and 9): prices, payment, deposits, rewards, wallet, refunds. */
export function Component() {
  const { brandName: brand, conciergeEmail, conciergePhone } = useSite();
  const domestic = ROUND_TRIP_REFUND_BANDS.domestic;
  const international = ROUND_TRIP_REFUND_BANDS.international;
  const concierge = (
    <>
      <a href={telHref(conciergePhone)}>{conciergePhone}</a> or{' '}
      <a href={`mailto:${conciergeEmail}`}>{conciergeEmail}</a>
    </>
  );

  const sections: LegalSection[] = [
    {
      id: 'scope',
      title: 'Scope',
      body: (
        <p>
          These Terms of Sale apply to every flight you buy through {brand}. They form part of our{' '}
          <Link to="/terms-of-service">Terms of Service</Link>, whose definitions (Customer, Operator, Flight,
          Reservation, Initial Deposit, Passenger, On-Demand Flight) they use. Where the two differ on a question of
          price, payment or refund, these Terms of Sale apply.
        </p>
      ),
    },
    {
      id: 'pricing',
      title: 'Pricing',
      body: (
        <ul>
          <li>
            <strong>Guaranteed real-time prices.</strong> The price you see is calculated in real time from the aircraft
            size and category, the length of the trip and availability. Once your Flight is confirmed, the price is
            guaranteed unless the itinerary changes. There is no membership fee and no pre-paid flight hours.
          </li>
          <li>
            <strong>Credit card fee.</strong> A {CARD_FEE_PERCENT}% fee is added to the total when you pay by credit
            card or Apple Pay. It is a processing charge and is not refunded.
          </li>
          <li>
            <strong>Fuel surcharge.</strong> A fuel surcharge may apply to Flights booked {FUEL_SURCHARGE_NOTICE_DAYS}{' '}
            or more days before departure.
          </li>
          <li>
            <strong>De-icing.</strong> When conditions require it, de-icing is billed at cost after the trip. Each
            application usually takes about 10 to 30 minutes.
          </li>
        </ul>
      ),
    },
    {
      id: 'payment-methods',
      title: 'Payment methods',
      body: (
        <>
          <p>You can pay for a Flight:</p>
          <ul>
            <li>by credit card, with the {CARD_FEE_PERCENT}% fee;</li>
            <li>from your prepaid {brand} wallet;</li>
            <li>with Apple Pay, which is charged to your card and carries the same {CARD_FEE_PERCENT}% fee;</li>
            <li>
              by wire transfer, which must be completed within 24 hours. Our bank details are shown when you choose to
              pay by wire.
            </li>
          </ul>
          <p>
            Card details are entered into our payment provider’s secure form and never reach our servers. A Flight is
            confirmed only when you receive the confirmation e-mail stating that your payment was processed.
          </p>
        </>
      ),
    },
    {
      id: 'reservations',
      title: 'Reservations with a deposit',
      body: (
        <>
          <p>
            You may reserve a Flight by paying an Initial Deposit of {dollars(RESERVATION_DEPOSIT)}. The Reservation is
            held for up to 24 hours, and the balance is due within that time (paid by card, wallet or wire). If the
            balance is not paid in time, the Reservation is cancelled automatically and the deposit is refunded less the{' '}
            {ADMIN_FEE_PERCENT}% administrative fee.
          </p>
          <p>
            On-Demand Flights (US domestic Flights booked or paid within {ON_DEMAND_DOMESTIC_HOURS} hours of departure,
            international Flights within {ON_DEMAND_INTERNATIONAL_HOURS} hours) must be paid in full and cannot be
            reserved with a deposit.
          </p>
        </>
      ),
    },
    {
      id: 'rewards',
      title: `${brand} Rewards`,
      body: (
        <ul>
          <li>You earn {REWARD_PERCENT}% of the cost of each Flight you pay in full, added to your rewards balance.</li>
          <li>
            Rewards can be used toward future flights within {REWARD_VALIDITY_MONTHS} months of the booking that earned
            them; after that they expire.
          </li>
          <li>You may use up to {REWARD_SHARE_PER_BOOKING_PERCENT}% of your rewards on a single booking.</li>
          <li>Rewards have no cash value and cannot be transferred or exchanged for money.</li>
        </ul>
      ),
    },
    {
      id: 'wallet',
      title: `${brand} Wallet`,
      body: (
        <>
          <p>
            The wallet is a prepaid balance you can use to pay for Flights without a card fee. It is set up by
            contacting our concierge at {concierge}.
          </p>
          <ul>
            <li>The minimum initial deposit is {dollars(WALLET_MINIMUM_INITIAL_DEPOSIT)}.</li>
            <li>
              A minimum balance of {dollars(WALLET_MINIMUM_BALANCE)} must be kept at all times; a booking can be paid
              from the wallet only if the balance after paying stays at or above it.
            </li>
            <li>Weather credits (see below) are added to your wallet.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'CANCELLATION-AND-REFUND-POLICY',
      title: 'Cancellation and Refund Policy',
      body: (
        <>
          <p>
            When you cancel a confirmed Flight, the refund depends on the kind of trip and on how long before the first
            departure you cancel:
          </p>
          <RefundTable />
          <ul>
            <li>
              <strong>How the edges count.</strong> “More than {domestic.fullRefundAboveHours} hours” means strictly
              more: a US domestic round trip cancelled exactly {domestic.fullRefundAboveHours} or exactly{' '}
              {domestic.halfRefundFromHours} hours before departure is refunded {PARTIAL_REFUND_PERCENT}% (for
              international round trips, {international.fullRefundAboveHours} and {international.halfRefundFromHours}{' '}
              hours).
            </li>
            <li>
              <strong>Pre-paid costs</strong> are amounts already spent with third parties for your trip, such as
              catering; they are deducted before the percentage is applied. The {ADMIN_FEE_PERCENT}% administrative fee
              is taken from refunds of Flights paid by card; wire and wallet payments pay no administrative fee. The{' '}
              {CARD_FEE_PERCENT}% card fee is not refunded.
            </li>
            <li>
              <strong>Where refunds go.</strong> Refunds are made to the original payment method within{' '}
              {REFUND_WITHIN_DAYS} days.
            </li>
            <li>
              <strong>A lapsed hold.</strong> If a reserved Flight’s balance is not paid within the hold, the
              Reservation is cancelled and the {dollars(RESERVATION_DEPOSIT)} deposit is refunded less the{' '}
              {ADMIN_FEE_PERCENT}% administrative fee.
            </li>
            <li>
              <strong>Inclement weather.</strong> A Flight cancelled because of inclement weather is not refunded: you
              receive an account credit for the amount paid, less the part of the trip already flown.
            </li>
            <li>
              <strong>Operator safety cancellation.</strong> If the Operator cancels for safety reasons and no
              replacement aircraft is found or accepted, you receive a full refund less the part of the trip already
              flown.
            </li>
            <li>
              <strong>Aircraft withdrawn by its owner.</strong> If a privately owned aircraft is cancelled by its owner
              before departure, you receive a full refund.
            </li>
          </ul>
          <p>
            To cancel, contact the concierge at {concierge}. More about cancellations, no-shows and operator decisions
            is in our <Link to="/terms-of-service">Terms of Service</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Questions',
      body: <p>Our Flight Concierge Team answers questions about prices, payments and refunds 24/7 at {concierge}.</p>,
    },
  ];

  return (
    <LegalDocument
      title="Terms of Sale"
      description={`How ${brand} prices and sells private charter flights: payment methods, reservations with a deposit, and the cancellation and refund policy.`}
      updated="May 24, 2022"
      intro={
        <p>
          How {brand} prices your flight, the ways you can pay, reservations with a deposit, rewards, the wallet, and
          what happens to your money if a flight is cancelled.
        </p>
      }
      sections={sections}
    />
  );
}
