import type { ComponentType, ReactNode } from 'react';
import { Form } from 'react-router';
import { Field, FormMessage } from './fields';

/** The form a step posts with: the page's own <Form>, or a fetcher's form inside a modal. */
export type StepForm = ComponentType<{ method: 'post'; action?: string; noValidate?: boolean; children?: ReactNode }>;

/**
 * The e-mailed six-digit code step, shared by sign-up, the promo page and a sign-in of an
 * unconfirmed account. Its form has its own key: without it React would keep the previous
 * step's inputs (the last name typed into the code field).
 */
export function ConfirmCodeStep(props: ConfirmCodeProps) {
  return (
    <article className="page container auth-page">
      <title>Confirm your e-mail</title>
      <h1>Confirm your e-mail</h1>
      <ConfirmCodeForm {...props} />
    </article>
  );
}

interface ConfirmCodeProps {
  email: string;
  formError?: string;
  notice?: string;
  busy: boolean;
  /** Where to go after confirming (sign-in carries it through). */
  redirectTo?: string;
  /** Defaults to the page's own form posting to the current route. */
  form?: StepForm;
  action?: string;
  /** Extra hidden fields the action needs (a modal asks to stay on its page). */
  hidden?: Record<string, string>;
}

const NO_FIELDS: Record<string, string> = {};

/** The code step's message and form, without the page around it (the modals use it too). */
export function ConfirmCodeForm({
  email,
  formError,
  notice,
  busy,
  redirectTo,
  form: StepFormComponent = Form,
  action,
  hidden = NO_FIELDS,
}: ConfirmCodeProps) {
  return (
    <>
      <FormMessage error={formError} success={notice} />
      <StepFormComponent method="post" action={action} noValidate key="confirm">
        <input type="hidden" name="email" value={email} />
        {redirectTo !== undefined ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p>Enter the six-digit code we sent to {email}.</p>
        <Field name="code" label="Confirmation code" inputMode="numeric" autoComplete="one-time-code" />
        <div className="button-row">
          <button className="button button--primary" type="submit" name="intent" value="confirm" disabled={busy}>
            Confirm
          </button>
          <button className="button button--ghost" type="submit" name="intent" value="resend" disabled={busy}>
            Send a new code
          </button>
        </div>
      </StepFormComponent>
    </>
  );
}
