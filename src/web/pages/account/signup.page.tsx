import { useId, useState } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { ConfirmCodeStep } from './confirm-code-step';
import { Field, FormMessage } from './fields';
import { OFFER_TITLE, OfferText } from './offer-text';
import type { SignupActionData, SignupData } from './signup.server';

/** The promo sign-up page: the offer (decision 004's reading), the details, then the e-mailed code. */
export function Component() {
  const { passwordPolicy, countries } = useLoaderData() as SignupData;
  const result = useActionData() as SignupActionData | undefined;
  const busy = useNavigation().state === 'submitting';
  const errors = result?.fieldErrors ?? {};

  if (result?.step === 'confirm') {
    return <ConfirmCodeStep email={result.email} formError={result.formError} notice={result.notice} busy={busy} />;
  }

  return (
    <article className="page container auth-page">
      <title>Sign up</title>
      <h1>{OFFER_TITLE}</h1>
      <OfferText />
      <FormMessage error={result?.formError} />
      <Form method="post" noValidate key="details">
        <input type="hidden" name="intent" value="sign-up" />
        <Field
          name="firstName"
          label="First name"
          autoComplete="given-name"
          defaultValue={result?.values?.firstName}
          error={errors.firstName}
        />
        <Field
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          defaultValue={result?.values?.lastName}
          error={errors.lastName}
        />
        <div className="field">
          <label htmlFor="signup-country">Country</label>
          <select id="signup-country" name="country" defaultValue={result?.country ?? 'US'}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.name} (${c.dial})`}
              </option>
            ))}
          </select>
        </div>
        <Field
          name="phone"
          label="Phone (digits only)"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          defaultValue={result?.values?.phone}
          error={errors.phone}
        />
        <Field
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          defaultValue={result?.email}
          error={errors.email}
        />
        <PasswordField hint={passwordPolicy} error={errors.password} />
        <button className="button button--primary" type="submit" disabled={busy}>
          Sign Up
        </button>
      </Form>
      <p>
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </article>
  );
}

/** A password input with a show/hide toggle (a plain password input before JavaScript). */
function PasswordField({ hint, error }: { hint: string; error?: string }) {
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
