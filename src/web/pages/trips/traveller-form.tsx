import { Form, useNavigation } from 'react-router';
import { PASSPORT_COUNTRIES } from '../../../core/passengers/countries';
import {
  EARLIEST_BIRTH_YEAR,
  PASSPORT_MAX_YEARS_AHEAD,
  TRAVELLER_TAG_LABELS,
  TRAVELLER_TAGS,
} from '../../../core/passengers/traveller';
import { SelectField, TextField } from './trip-fields';

/** A refused form post: its message, a message per field, and the values typed. */
export interface FormFailure {
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

function SubmitButton({ children }: { children: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <button className="button button--primary" type="submit" disabled={busy}>
      {children}
    </button>
  );
}

/** The passenger form (spec 001 section 5): names, date of birth and phone always; passport for international trips. */
export function TravellerForm({
  intent,
  submitLabel,
  international,
  today,
  failure,
}: {
  intent: string;
  submitLabel: string;
  international: boolean;
  today: string;
  failure?: FormFailure;
}) {
  const v = failure?.values ?? {};
  const e = failure?.fieldErrors ?? {};
  const maxPassport = `${Number(today.slice(0, 4)) + PASSPORT_MAX_YEARS_AHEAD}${today.slice(4)}`;
  const optional = international ? '' : ' (optional)';
  return (
    <Form method="post" noValidate preventScrollReset className="trip-form">
      <input type="hidden" name="intent" value={intent} />
      {failure ? (
        <p className="form-error" role="alert">
          {failure.message}
        </p>
      ) : null}
      {international ? (
        <p className="field__hint">This trip is international: e-mail and passport details are required.</p>
      ) : null}
      <div className="trip-form__row">
        <TextField name="fname" label="First name" autoComplete="off" required defaultValue={v.fname} error={e.fname} />
        <TextField
          name="mname"
          label="Middle initial"
          maxLength={1}
          autoComplete="off"
          className="input--short"
          defaultValue={v.mname}
          error={e.mname}
        />
      </div>
      <TextField name="lname" label="Last name" autoComplete="off" required defaultValue={v.lname} error={e.lname} />
      <TextField
        name="dob"
        label="Date of birth"
        type="date"
        required
        min={`${EARLIEST_BIRTH_YEAR}-01-01`}
        max={today}
        defaultValue={v.dob}
        error={e.dob}
      />
      <TextField
        name="phoneNumber"
        label="Phone"
        type="tel"
        required
        defaultValue={v.phoneNumber}
        error={e.phoneNumber}
      />
      <TextField name="email" label={`E-mail${optional}`} type="email" defaultValue={v.email} error={e.email} />
      <TextField
        name="passportNumber"
        label={`Passport number${optional}`}
        autoComplete="off"
        defaultValue={v.passportNumber}
        error={e.passportNumber}
      />
      <TextField
        name="passportExpiry"
        label={`Passport expiry${optional}`}
        type="date"
        min={today}
        max={maxPassport}
        defaultValue={v.passportExpiry}
        error={e.passportExpiry}
      />
      <SelectField
        name="passportCountry"
        label="Passport country"
        defaultValue={v.passportCountry || 'USA'}
        error={e.passportCountry}
        options={PASSPORT_COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
      />
      <SelectField
        name="tag"
        label="Tag"
        defaultValue={v.tag ?? ''}
        error={e.tag}
        options={[
          { value: '', label: 'No tag' },
          ...TRAVELLER_TAGS.map((t) => ({ value: t, label: TRAVELLER_TAG_LABELS[t] })),
        ]}
      />
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
}
