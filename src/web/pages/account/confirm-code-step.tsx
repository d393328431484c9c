import { Form } from 'react-router';
import { Field, FormMessage } from './fields';

/**
 * The e-mailed six-digit code step, shared by sign-up, the promo page and a sign-in of an
 * unconfirmed account. Its form has its own key: without it React would keep the previous
 * step's inputs (the last name typed into the code field).
 */
export function ConfirmCodeStep({
  email,
  formError,
  notice,
  busy,
  redirectTo,
}: {
  email: string;
  formError?: string;
  notice?: string;
  busy: boolean;
  /** Where to go after confirming (sign-in carries it through). */
  redirectTo?: string;
}) {
  return (
    <article className="page container auth-page">
      <title>Confirm your e-mail</title>
      <h1>Confirm your e-mail</h1>
      <FormMessage error={formError} success={notice} />
      <Form method="post" noValidate key="confirm">
        <input type="hidden" name="email" value={email} />
        {redirectTo !== undefined ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
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
      </Form>
    </article>
  );
}
