import { WIRE_TRANSFER_NOTICE, type WireTransferDetails } from '../../../core/payments/wire-transfer';
import { WireDetails } from '../../ui/wire-details';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from 'react-router';
import './trips.css';
import type { PaidPayment, Receipt } from '../../../../ports/charter/booking-payments';
import type { PassengerView, TripView } from '../../../../ports/charter/trips';
import { VEHICLE_TYPES } from '../../../core/limo/limo-request';
import { LEGS_REQUIRED, TRAVELLER_TAG_LABELS } from '../../../core/passengers/traveller';
import { useSite, useUser } from '../../shell/root-data';
import { useToast } from '../../shell/toasts';
import { useHydrated } from '../../ui/use-hydrated';
import { telHref } from '../../site';
import {
  SAVED_MESSAGES,
  type BookingDetailsActionData,
  type BookingDetailsData,
  type DetailModal,
  type DetailTab,
} from './booking-details.server';
import { SelectField, TextField, UrlDialog } from './trip-fields';
import { TravellerForm } from './traveller-form';
import { ItineraryLinks, hasItinerary } from './itinerary-links';
import { ChatAboutTrip } from '../../chat/chat-about-trip';
import { legMoment, routeLabel, shortId, statusLabel, usd } from './trip-format';

const TABS: { key: DetailTab; label: string }[] = [
  { key: 'details', label: 'Details' },
  { key: 'passengers', label: 'Passengers' },
  { key: 'receipt', label: 'Receipt' },
];
const VEHICLE_LABELS: Record<(typeof VEHICLE_TYPES)[number], string> = {
  Sedan: 'Sedan',
  SUV: 'SUV',
  SprinterVan: 'Sprinter van',
};
const MODAL_OF_INTENT: Partial<Record<string, DetailModal>> = {
  'add-passenger': 'add-passenger',
  legs: 'legs',
  emergency: 'emergency',
  limo: 'limo',
};

/** /booking-details/{id}: a trip's details, passengers and receipt (spec 001 section 2). */
export function Component() {
  const data = useLoaderData() as BookingDetailsData;
  const failure = useActionData() as BookingDetailsActionData | undefined;
  const { trip, tab, saved } = data;
  // A refused form stays open with its errors, whatever address it was posted from.
  const modal = data.modal ?? (failure ? MODAL_OF_INTENT[failure.intent] : undefined) ?? null;
  const travellerId = data.travellerId ?? failure?.values.travellerId ?? null;
  const view = { ...data, modal, travellerId };
  const hydrated = useHydrated();
  const toast = useToast();
  const navigate = useNavigate();
  const base = `/booking-details/${encodeURIComponent(trip.bookingId)}`;

  // A change saved: toast it once, then drop `saved` from the address so a reload does not
  // repeat it. Once per answer: the effect re-runs while other navigations are under way.
  const toasted = useRef<BookingDetailsData | null>(null);
  useEffect(() => {
    if (!saved || toasted.current === data) return;
    toasted.current = data;
    toast.show(SAVED_MESSAGES[saved], 'success');
    void navigate(`${base}?tab=${tab}`, { replace: true, preventScrollReset: true });
  }, [data, saved, tab, base, toast, navigate]);

  return (
    <article className="page container booking-details">
      <title>{`Booking ${shortId(trip.bookingId)}`}</title>
      <p>
        <Link to="/my-trips">← My Trips</Link>
      </p>
      <header className="booking-details__header">
        <h1>
          <span className="booking-details__route">{routeLabel(trip.legs)}</span>
          <span className="booking-details__id">Booking {shortId(trip.bookingId)}</span>
        </h1>
        <span className={`status-label status-label--${trip.status.toLowerCase()}`}>{statusLabel(trip.status)}</span>
        <ChatAboutTrip bookingId={trip.bookingId} />
      </header>
      {!hydrated && saved ? (
        <p className="form-success" role="status">
          {SAVED_MESSAGES[saved]}
        </p>
      ) : null}
      {trip.status === 'RESERVED' ? <PaymentPending trip={trip} wireTransfer={data.wireTransfer} /> : null}
      <nav className="trip-tabs" aria-label="Booking sections">
        {TABS.map((t) => (
          <Link
            key={t.key}
            to={`${base}?tab=${t.key}`}
            preventScrollReset
            className="trip-tabs__tab"
            aria-current={t.key === tab ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <section className="booking-details__panel" aria-label={TABS.find((t) => t.key === tab)?.label}>
        {tab === 'details' ? <DetailsTab trip={trip} base={base} /> : null}
        {tab === 'passengers' ? <PassengersTab data={view} base={base} failure={failure} /> : null}
        {tab === 'receipt' ? <ReceiptTab trip={trip} receipt={data.receipt} /> : null}
      </section>
      {modal === 'limo' ? (
        <UrlDialog title="Order a limo" closeTo={`${base}?tab=details`}>
          <LimoForm trip={trip} failure={failure?.intent === 'limo' ? failure : undefined} />
        </UrlDialog>
      ) : null}
    </article>
  );
}

function PaymentPending({ trip, wireTransfer }: { trip: TripView; wireTransfer: WireTransferDetails }) {
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

function DetailsTab({ trip, base }: { trip: TripView; base: string }) {
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
      {hasItinerary(trip.status) ? <ItineraryLinks bookingId={trip.bookingId} /> : null}
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

function PassengersTab({
  data,
  base,
  failure,
}: {
  data: BookingDetailsData;
  base: string;
  failure: BookingDetailsActionData | undefined;
}) {
  const { trip } = data;
  const here = `${base}?tab=passengers`;
  const changeable = trip.status === 'RESERVED' || trip.status === 'BOOKED';
  const rowFailure = failure && ['lead', 'remove', 'assign'].includes(failure.intent) ? failure : undefined;
  const legsOf = data.trip.travellers.find((t) => t.id === data.travellerId);
  return (
    <>
      <h2>Passengers</h2>
      {rowFailure ? (
        <p className="form-error" role="alert">
          {rowFailure.message}
        </p>
      ) : null}
      {changeable ? (
        <div className="button-row">
          <Link className="button button--primary" to={`${here}&modal=add-passenger`} preventScrollReset>
            Add passenger
          </Link>
          <Link className="button button--ghost" to={`${here}&modal=contacts`} preventScrollReset>
            Add from contacts
          </Link>
        </div>
      ) : null}
      {trip.travellers.length === 0 ? (
        <p className="trips-empty">No passengers yet. Each trip needs a lead passenger.</p>
      ) : (
        <ul className="passenger-list">
          {trip.travellers.map((p) => (
            <PassengerRow key={p.id} passenger={p} trip={trip} here={here} changeable={changeable} />
          ))}
        </ul>
      )}
      <EmergencyContact data={data} here={here} changeable={changeable} />
      {data.modal === 'add-passenger' ? (
        <UrlDialog title="Add passenger" closeTo={here}>
          <TravellerForm
            intent="add-passenger"
            submitLabel="Add passenger"
            international={trip.international}
            today={data.today}
            failure={failure?.intent === 'add-passenger' ? failure : undefined}
          />
        </UrlDialog>
      ) : null}
      {data.modal === 'contacts' ? (
        <UrlDialog title="Add from contacts" closeTo={here}>
          <ContactsList data={data} />
        </UrlDialog>
      ) : null}
      {data.modal === 'legs' && legsOf ? (
        <UrlDialog title={`Legs on board: ${legsOf.name}`} closeTo={here}>
          <LegsForm trip={trip} passenger={legsOf} failure={failure?.intent === 'legs' ? failure : undefined} />
        </UrlDialog>
      ) : null}
      {data.modal === 'emergency' ? (
        <UrlDialog title="Emergency contact" closeTo={here}>
          <EmergencyForm data={data} failure={failure?.intent === 'emergency' ? failure : undefined} />
        </UrlDialog>
      ) : null}
    </>
  );
}

function PassengerRow({
  passenger,
  trip,
  here,
  changeable,
}: {
  passenger: PassengerView;
  trip: TripView;
  here: string;
  changeable: boolean;
}) {
  const busy = useNavigation().state === 'submitting';
  const allLegs = passenger.selectedLegs.length === trip.legs.length;
  return (
    <li className="passenger card">
      <div className="passenger__who">
        <strong>{passenger.name}</strong>
        {passenger.leadPassenger ? <span className="badge badge--lead">Lead passenger</span> : null}
        {passenger.tag ? <span className="badge">{TRAVELLER_TAG_LABELS[passenger.tag]}</span> : null}
      </div>
      <p className="passenger__legs">{allLegs ? 'On every leg' : `On leg ${passenger.selectedLegs.join(', ')}`}</p>
      {changeable ? (
        <div className="passenger__actions">
          <Link
            className="button button--ghost"
            to={`${here}&modal=legs&traveller=${encodeURIComponent(passenger.id)}`}
            preventScrollReset
            aria-label={`Legs on board for ${passenger.name}`}
          >
            Legs on board
          </Link>
          {passenger.leadPassenger ? null : (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="lead" />
              <input type="hidden" name="travellerId" value={passenger.id} />
              <button
                className="button button--ghost"
                type="submit"
                disabled={busy}
                aria-label={`Make lead: ${passenger.name}`}
              >
                Make lead
              </button>
            </Form>
          )}
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="travellerId" value={passenger.id} />
            <button
              className="button button--link"
              type="submit"
              disabled={busy}
              aria-label={`Remove ${passenger.name} from this trip`}
            >
              Remove
            </button>
          </Form>
        </div>
      ) : null}
    </li>
  );
}

function SubmitButton({ children }: { children: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <button className="button button--primary" type="submit" disabled={busy}>
      {children}
    </button>
  );
}

function FormError({ failure }: { failure?: BookingDetailsActionData }) {
  return failure ? (
    <p className="form-error" role="alert">
      {failure.message}
    </p>
  ) : null;
}

function ContactsList({ data }: { data: BookingDetailsData }) {
  const busy = useNavigation().state === 'submitting';
  if (data.contacts.length === 0) return <p>Everyone in your address book is already on this trip.</p>;
  return (
    <ul className="contact-list">
      {data.contacts.map((c) => (
        <li key={c.id} className="contact">
          <span>
            <strong>{c.name}</strong>
            {c.tag ? <span className="badge">{TRAVELLER_TAG_LABELS[c.tag]}</span> : null}
          </span>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="travellerId" value={c.id} />
            <button
              className="button button--ghost"
              type="submit"
              disabled={busy}
              aria-label={`Add ${c.name} to this trip`}
            >
              Add
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

function LegsForm({
  trip,
  passenger,
  failure,
}: {
  trip: TripView;
  passenger: PassengerView;
  failure?: BookingDetailsActionData;
}) {
  const [chosen, setChosen] = useState<number[]>(passenger.selectedLegs);
  const [error, setError] = useState<string | undefined>(failure?.message);
  return (
    <Form
      method="post"
      preventScrollReset
      onSubmit={(event) => {
        if (chosen.length === 0) {
          event.preventDefault();
          setError(LEGS_REQUIRED);
        }
      }}
    >
      <input type="hidden" name="intent" value="legs" />
      <input type="hidden" name="travellerId" value={passenger.id} />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <fieldset className="legs-choice">
        <legend>Which legs is {passenger.fname} on board?</legend>
        {trip.legs.map((leg) => {
          const when = legMoment(leg.departureDateTime);
          return (
            <label key={leg.legOrder} className="legs-choice__leg">
              <input
                type="checkbox"
                name="legIds"
                value={leg.legOrder}
                checked={chosen.includes(leg.legOrder)}
                onChange={(event) =>
                  setChosen((all) =>
                    event.target.checked ? [...all, leg.legOrder] : all.filter((n) => n !== leg.legOrder),
                  )
                }
              />
              <span>
                LEG {leg.legOrder}: {leg.departureAirport.icaoCode} to {leg.arrivalAirport.icaoCode}, {when.date}
              </span>
            </label>
          );
        })}
      </fieldset>
      <SubmitButton>Save legs</SubmitButton>
    </Form>
  );
}

function EmergencyContact({ data, here, changeable }: { data: BookingDetailsData; here: string; changeable: boolean }) {
  const c = data.emergencyContact;
  const set = Boolean(c.fname || c.lname || c.phoneNumber);
  return (
    <section className="emergency-contact" aria-labelledby="emergency-title">
      <h2 id="emergency-title">Emergency contact</h2>
      {set ? (
        <p>
          {c.fname} {c.lname} · <a href={telHref(c.phoneNumber)}>{c.phoneNumber}</a>
        </p>
      ) : (
        <p>No emergency contact yet.</p>
      )}
      {changeable ? (
        <Link className="button button--ghost" to={`${here}&modal=emergency`} preventScrollReset>
          {set ? 'Edit emergency contact' : 'Add emergency contact'}
        </Link>
      ) : null}
    </section>
  );
}

function EmergencyForm({ data, failure }: { data: BookingDetailsData; failure?: BookingDetailsActionData }) {
  const v = failure?.values ?? data.emergencyContact;
  const e = failure?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate preventScrollReset className="trip-form">
      <input type="hidden" name="intent" value="emergency" />
      <FormError failure={failure} />
      <TextField name="fname" label="First name" required defaultValue={v.fname} error={e.fname} />
      <TextField name="lname" label="Last name" required defaultValue={v.lname} error={e.lname} />
      <TextField
        name="phoneNumber"
        label="Phone"
        type="tel"
        required
        defaultValue={v.phoneNumber}
        error={e.phoneNumber}
      />
      <SubmitButton>Save emergency contact</SubmitButton>
    </Form>
  );
}

const PLACE_FIELDS = [
  { key: 'address', label: 'Address', autoComplete: 'street-address' },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'state', label: 'State', autoComplete: 'address-level1' },
  { key: 'zipcode', label: 'Zip code', autoComplete: 'postal-code' },
] as const;

function PlaceFields({
  prefix,
  legend,
  failure,
  timeRequired,
  children,
}: {
  prefix: string;
  legend: string;
  failure?: BookingDetailsActionData;
  timeRequired: boolean;
  children?: ReactNode;
}) {
  const v = failure?.values ?? {};
  const e = failure?.fieldErrors ?? {};
  return (
    <fieldset className="limo-place">
      <legend>{legend}</legend>
      {PLACE_FIELDS.map((f) => (
        <TextField
          key={f.key}
          name={`${prefix}.${f.key}`}
          label={f.label}
          autoComplete={f.autoComplete}
          required
          defaultValue={v[`${prefix}.${f.key}`]}
          error={e[`${prefix}.${f.key}`]}
        />
      ))}
      <TextField
        name={`${prefix}.time`}
        label={timeRequired ? 'Date and time' : 'Date and time (optional)'}
        type="datetime-local"
        required={timeRequired}
        defaultValue={v[`${prefix}.time`]}
        error={e[`${prefix}.time`]}
      />
      {children}
    </fieldset>
  );
}

/** The limo order (spec 000 section 7): general info, pickup, drop-off, stops, driver notes. */
function LimoForm({ trip, failure }: { trip: TripView; failure?: BookingDetailsActionData }) {
  const user = useUser();
  const v = failure?.values ?? {};
  const e = failure?.fieldErrors ?? {};
  const [stops, setStops] = useState(() => Number(v.stopCount) || 0);
  const first = trip.travellers.find((t) => t.leadPassenger);
  return (
    <Form method="post" noValidate preventScrollReset className="trip-form limo-form">
      <input type="hidden" name="intent" value="limo" />
      <input type="hidden" name="stopCount" value={stops} />
      <FormError failure={failure} />
      <fieldset className="limo-place">
        <legend>General info</legend>
        <TextField
          name="generalInfo.firstName"
          label="First name"
          required
          defaultValue={v['generalInfo.firstName'] ?? first?.fname ?? user?.firstName}
          error={e['generalInfo.firstName']}
        />
        <TextField
          name="generalInfo.lastName"
          label="Last name"
          required
          defaultValue={v['generalInfo.lastName'] ?? first?.lname ?? user?.lastName}
          error={e['generalInfo.lastName']}
        />
        <TextField
          name="generalInfo.phone"
          label="Phone"
          type="tel"
          required
          defaultValue={v['generalInfo.phone'] ?? first?.phoneNumber ?? user?.phone ?? ''}
          error={e['generalInfo.phone']}
        />
        <TextField
          name="generalInfo.email"
          label="E-mail"
          type="email"
          required
          defaultValue={v['generalInfo.email'] ?? user?.email}
          error={e['generalInfo.email']}
        />
        <SelectField
          name="generalInfo.vehicleType"
          label="Vehicle type"
          required
          defaultValue={v['generalInfo.vehicleType'] ?? ''}
          error={e['generalInfo.vehicleType']}
          options={[
            { value: '', label: 'Choose a vehicle' },
            ...VEHICLE_TYPES.map((t) => ({ value: t, label: VEHICLE_LABELS[t] })),
          ]}
        />
        <TextField
          name="generalInfo.luggageCount"
          label="Number of bags"
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          step={1}
          defaultValue={v['generalInfo.luggageCount'] ?? '0'}
          error={e['generalInfo.luggageCount']}
        />
      </fieldset>
      <PlaceFields prefix="pickupLocation" legend="Pickup" failure={failure} timeRequired />
      {Array.from({ length: stops }, (_, i) => (
        <PlaceFields key={i} prefix={`stopsList.${i}`} legend={`Stop ${i + 1}`} failure={failure} timeRequired={false}>
          {i === stops - 1 ? (
            <button type="button" className="button button--link" onClick={() => setStops(stops - 1)}>
              Remove stop {i + 1}
            </button>
          ) : null}
        </PlaceFields>
      ))}
      {stops < 5 ? (
        <button type="button" className="button button--ghost" onClick={() => setStops(stops + 1)}>
          Add a stop
        </button>
      ) : null}
      <PlaceFields prefix="dropOffLocation" legend="Drop-off" failure={failure} timeRequired />
      <div className="field">
        <label htmlFor="limo-driver-notes">Notes for the driver (optional)</label>
        <textarea id="limo-driver-notes" name="driverNotes" rows={3} maxLength={1000} defaultValue={v.driverNotes} />
      </div>
      <SubmitButton>Submit request</SubmitButton>
    </Form>
  );
}

const METHOD_LABELS: Record<PaidPayment['paymentMethod'], string> = {
  CREDIT_CARD: 'Credit card',
  APPLE_PAY: 'Apple Pay',
  WALLET: 'Wallet',
  WIRE: 'Wire transfer',
};
const KIND_LABELS: Record<PaidPayment['kind'], string> = {
  DEPOSIT: 'Reservation deposit',
  FULL: 'Paid in full',
  BALANCE: 'Balance',
};
const paidOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The receipt (payment/receipt): the price and its breakup, each payment with its method, and
 * what is still due. Without the payment backend's answer, what the booking itself holds.
 */
function ReceiptTab({ trip, receipt }: { trip: TripView; receipt: Receipt | null }) {
  const p = receipt?.priceBreakup ?? trip.priceBreakup;
  const rows: [string, number][] = [
    ['Aircraft', p.aircraftPrice],
    ['Add-ons', p.addonsPrice],
    ['Taxes and fees', p.taxes],
  ];
  if (p.rewardsInfo.rewardsApplied > 0) rows.push(['Rewards applied', -p.rewardsInfo.rewardsApplied]);
  const due = receipt ? receipt.dueAmountDetails.dueAmount : (trip.dueAmountDetails?.dueAmount ?? 0);
  const cardFees = receipt?.paidPaymentDetails.reduce((sum, payment) => sum + payment.cardFee, 0) ?? 0;
  return (
    <>
      <h2>Receipt</h2>
      <table className="receipt">
        <caption className="visually-hidden">Price breakup</caption>
        <tbody>
          {rows.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{amount < 0 ? `−${usd(-amount)}` : usd(amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Flight total</th>
            <td>{usd(p.totalPrice)}</td>
          </tr>
          {cardFees > 0 ? (
            <tr>
              <th scope="row">Card fees (3%)</th>
              <td>{usd(cardFees)}</td>
            </tr>
          ) : null}
          {receipt ? (
            <tr className="receipt__total">
              <th scope="row">Total paid</th>
              <td>{usd(receipt.totalPrice)}</td>
            </tr>
          ) : null}
          {due > 0 ? (
            <tr className={receipt ? undefined : 'receipt__total'}>
              <th scope="row">Balance due</th>
              <td>{usd(due)}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <h3>Payments</h3>
      {receipt && receipt.paidPaymentDetails.length > 0 ? (
        <ul className="receipt-payments">
          {receipt.paidPaymentDetails.map((payment) => (
            <li key={`${payment.paidAt}|${payment.kind}`} className="receipt-payment">
              <span>
                <strong>{METHOD_LABELS[payment.paymentMethod]}</strong>
                {payment.maskedCard ? ` ${payment.brand ?? ''} ${payment.maskedCard}` : ''} ·{' '}
                {KIND_LABELS[payment.kind]} · {paidOn.format(new Date(payment.paidAt))}
              </span>
              <span>
                {usd(payment.amount + payment.cardFee)}
                {payment.refunded > 0 ? ` (refunded ${usd(payment.refunded)})` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>No payment has been recorded for this trip yet.</p>
      )}
    </>
  );
}
