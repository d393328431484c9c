import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { PassengerView, TripView } from '../../../../ports/charter/trips';
import { LEGS_REQUIRED, TRAVELLER_TAG_LABELS } from '../../../core/passengers/traveller';
import { telHref } from '../../site';
import { type BookingDetailsActionData, type BookingDetailsData } from './booking-details.server';
import { TextField, UrlDialog } from './trip-fields';
import { FormError, SubmitButton } from './booking-details-forms';
import { TravellerForm } from './traveller-form';
import { legMoment } from './trip-format';

// Booking details: the Passengers tab (passengers, legs on board, emergency contact).

export function PassengersTab({
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

export function PassengerRow({
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

export function ContactsList({ data }: { data: BookingDetailsData }) {
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

export function LegsForm({
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

export function EmergencyContact({
  data,
  here,
  changeable,
}: {
  data: BookingDetailsData;
  here: string;
  changeable: boolean;
}) {
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

export function EmergencyForm({ data, failure }: { data: BookingDetailsData; failure?: BookingDetailsActionData }) {
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
