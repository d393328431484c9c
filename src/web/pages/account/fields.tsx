import './account.css';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SignUpDetailErrors, SignUpDetails } from './sign-up-rules';

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

interface SignUpFieldSpec {
  name: keyof SignUpDetails;
  label: string;
  autoComplete: string;
  type?: string;
  inputMode?: 'numeric';
}

/** In order; the promo page's country list goes before the phone. */
const SIGN_UP_FIELDS: readonly SignUpFieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel-national', type: 'tel', inputMode: 'numeric' },
  { name: 'email', label: 'E-mail', autoComplete: 'email', type: 'email' },
];

/**
 * The sign-up details: first name, last name, phone and e-mail, shared by /create-account, the
 * promo page /signup and the Create Account modal. The promo page adds its country list before
 * the phone; each caller puts its own password fields after (`children`).
 */
export function SignUpFields({
  values,
  errors,
  phoneLabel = 'Phone',
  countries,
  country = 'US',
  children,
}: {
  values?: Partial<SignUpDetails>;
  errors?: SignUpDetailErrors;
  phoneLabel?: string;
  /** A country-aware phone (spec 000 "Promo sign-up page"): the dial codes to offer. */
  countries?: readonly { code: string; name: string; dial: string }[];
  country?: string;
  children?: ReactNode;
}) {
  const countryId = useId();
  const field = (f: SignUpFieldSpec) => (
    <Field
      key={f.name}
      name={f.name}
      label={f.name === 'phone' ? phoneLabel : f.label}
      type={f.type}
      inputMode={f.inputMode}
      autoComplete={f.autoComplete}
      defaultValue={values?.[f.name]}
      error={errors?.[f.name]}
    />
  );
  return (
    <>
      {SIGN_UP_FIELDS.slice(0, 2).map(field)}
      {countries ? (
        <div className="field">
          <label htmlFor={countryId}>Country</label>
          <select id={countryId} name="country" defaultValue={country}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.name} (${c.dial})`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {SIGN_UP_FIELDS.slice(2).map(field)}
      {children}
    </>
  );
}

/** A password input with a show/hide toggle (a plain password input before JavaScript). */
export function PasswordField({ hint, error }: { hint: string; error?: string }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>Password</label>
      <div className="password-input">
        <input
          id={id}
          name="password"
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button type="button" className="button button--ghost" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      <span className="field__hint" id={`${id}-hint`}>
        {hint}
      </span>
      {error ? (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The sign-in details and the Login button, shared by /login and the Login modal: each wraps
 * them in its own form (a page post or a fetcher) with the redirect it needs.
 */
export function SignInFields({
  email,
  errors,
  busy,
}: {
  email?: string;
  errors?: { email?: string; password?: string };
  busy: boolean;
}) {
  return (
    <>
      <Field
        name="email"
        label="E-mail"
        type="email"
        autoComplete="username webauthn"
        defaultValue={email}
        error={errors?.email}
      />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors?.password}
      />
      <div className="button-row">
        <button className="button button--primary" type="submit" name="intent" value="sign-in" disabled={busy}>
          Login
        </button>
        <Link to="/forgot-password">Forgot password?</Link>
      </div>
    </>
  );
}
