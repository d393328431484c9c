import { useState, type ReactNode } from 'react';
import { Form } from 'react-router';
import type { TripView } from '../../../../ports/charter/trips';
import { VEHICLE_TYPES } from '../../../core/limo/limo-request';
import { useUser } from '../../shell/root-data';
import type { BookingDetailsActionData } from './booking-details.server';
import { SelectField, TextField } from './trip-fields';
import { FormError, SubmitButton } from './booking-details-forms';

// Booking details: the limo order form.

const VEHICLE_LABELS: Record<(typeof VEHICLE_TYPES)[number], string> = {
  Sedan: 'Sedan',
  SUV: 'SUV',
  SprinterVan: 'Sprinter van',
};

const PLACE_FIELDS = [
  { key: 'address', label: 'Address', autoComplete: 'street-address' },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'state', label: 'State', autoComplete: 'address-level1' },
  { key: 'zipcode', label: 'Zip code', autoComplete: 'postal-code' },
] as const;

export function PlaceFields({
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
export function LimoForm({ trip, failure }: { trip: TripView; failure?: BookingDetailsActionData }) {
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
