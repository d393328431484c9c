import './account.css';
import { useId } from 'react';

/** One labelled input with its error, wired for screen readers (aria-invalid, aria-describedby). */
export function Field(props: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  defaultValue?: string;
  error?: string;
  hint?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [props.error ? errorId : '', props.hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        inputMode={props.inputMode}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
      />
      {props.hint ? (
        <span className="field__hint" id={hintId}>
          {props.hint}
        </span>
      ) : null}
      {props.error ? (
        <span className="field__error" id={errorId}>
          {props.error}
        </span>
      ) : null}
    </div>
  );
}

export function FormMessage({ error, success }: { error?: string; success?: string }) {
  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  if (success)
    return (
      <p className="form-success" role="status">
        {success}
      </p>
    );
  return null;
}

/** First name, last name and phone: the profile fields of profile completion and Personal Info. */
export function ProfileFields({
  values,
  errors,
}: {
  values: { firstname: string; lastname: string; phone: string };
  errors?: Partial<Record<'firstname' | 'lastname' | 'phone', string>>;
}) {
  return (
    <>
      <Field
        name="firstname"
        label="First name"
        autoComplete="given-name"
        defaultValue={values.firstname}
        error={errors?.firstname}
      />
      <Field
        name="lastname"
        label="Last name"
        autoComplete="family-name"
        defaultValue={values.lastname}
        error={errors?.lastname}
      />
      <Field
        name="phone"
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        defaultValue={values.phone}
        error={errors?.phone}
      />
    </>
  );
}
