import { WIRE_TRANSFER_NOTICE, type WireTransferDetails } from '../../../core/payments/wire-transfer';
import { WireDetails } from '../../ui/wire-details';
import { Link } from 'react-router';
import type { TripView } from '../../../../ports/charter/trips';
import { useSite } from '../../shell/root-data';
import { telHref } from '../../site';
import { ItineraryLinks, hasItinerary } from './itinerary-links';
import { CarbonLine } from '../../ui/carbon-line';
import { legMoment, usd } from './trip-format';

// Booking details: the payment-pending notice of a held booking and the Details tab.

export function PaymentPending({ trip, wireTransfer }: { trip: TripView; wireTransfer: WireTransferDetails }) {
  const site = useSite();
  return (
    <section className="payment-pending card" aria-labelledby="payment-pending-title">
      <h2 id="payment-pending-title">PAYMENT PENDING</h2>
      {trip.infoText ? <p className="payment-pending__info">{trip.infoText}</p> : null}
      {trip.dueAmountDetails ? (
        <p>
          Balance due: <strong>{usd(trip.dueAmountDetails.dueAmount)}</strong>
        </p>
      ) : null}
      <h3>Pay by wire transfer</h3>
      <p>{WIRE_TRANSFER_NOTICE}</p>
      <WireDetails
        details={wireTransfer}
        amount={trip.dueAmountDetails ? usd(trip.dueAmountDetails.dueAmount) : undefined}
        reference={trip.bookingId}
      />
      <p>
        Once the transfer is sent, tell our Flight Concierge Team at{' '}
        <a href={telHref(site.conciergePhone)}>{site.conciergePhone}</a> or{' '}
        <a href={`mailto:${site.conciergeEmail}`}>{site.conciergeEmail}</a>.
      </p>
      <Link className="button button--primary" to={`/review-booking/${encodeURIComponent(trip.bookingId)}`}>
        Pay now by credit card
      </Link>
    </section>
  );
}

export function DetailsTab({ trip, base }: { trip: TripView; base: string }) {
  return (
    <>
      <h2 className="visually-hidden">Details</h2>
      <p className="booking-details__craft">{trip.craftDetail.displayName}</p>
      <ol className="trip-legs">
        {trip.legs.map((leg) => {
          const departs = legMoment(leg.departureDateTime);
          const arrives = legMoment(leg.arrivalDateTime);
          return (
            <li key={leg.legOrder} className="trip-leg card">
              <h3>{`LEG ${leg.legOrder}`}</h3>
              <p className="trip-leg__airports">
                <span>
                  <strong>{leg.departureAirport.icaoCode}</strong> {leg.departureAirport.displayName}
                </span>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden"> to </span>
                <span>
                  <strong>{leg.arrivalAirport.icaoCode}</strong> {leg.arrivalAirport.displayName}
                </span>
              </p>
              <p>
                Departs {departs.date} at {departs.time} · Arrives {arrives.date} at {arrives.time} (local times)
              </p>
              <p>
                Flight time {leg.flightTime} h · {leg.stopLabel}
              </p>
            </li>
          );
        })}
      </ol>
      {trip.carbon ? <CarbonLine carbon={trip.carbon} className="booking-details__carbon" /> : null}
      {hasItinerary(trip.status) ? <ItineraryLinks bookingId={trip.bookingId} /> : null}
      <TripActions trip={trip} base={base} />
      <h2>Add-ons</h2>
      <ul className="trip-addons">
        {trip.addons.map((addon) => (
          <li key={addon.addOnId} className="trip-addon">
            <span>{addon.displayName}</span>
            {addon.addonAction !== 'FORM' ? (
              <span className="trip-addon__state">Included</span>
            ) : addon.requested ? (
              <span className="trip-addon__state trip-addon__state--requested">Requested</span>
            ) : trip.status === 'RESERVED' || trip.status === 'BOOKED' ? (
              <Link
                className="button button--dark"
                to={`${base}?tab=details&modal=limo`}
                preventScrollReset
                aria-label={`Order Now: ${addon.displayName}`}
              >
                Order Now
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Change the dates of a booked trip, or cancel it, while it is still ahead. */
function TripActions({ trip, base }: { trip: TripView; base: string }) {
  if (trip.tripStatus !== 'UPCOMING' || (trip.status !== 'BOOKED' && trip.status !== 'RESERVED')) return null;
  return (
    <p className="button-row trip-actions">
      {trip.status === 'BOOKED' ? (
        <Link className="button button--ghost" to={`${base}?tab=details&modal=change`} preventScrollReset>
          Change dates
        </Link>
      ) : null}
      <Link className="button button--ghost" to={`${base}?tab=details&modal=cancel`} preventScrollReset>
        Cancel trip
      </Link>
    </p>
  );
}
