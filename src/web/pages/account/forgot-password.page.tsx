import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { Field, FormMessage } from './fields';
import type { ForgotPasswordActionData, ForgotPasswordData } from './forgot-password.server';
import { useSite } from '../../shell/root-data';
import { PageHead } from '../../ui/page-head';

// Each step's form has its own key so React starts it with empty inputs.
export function Component() {
  const { brandName } = useSite();
  const { passwordPolicy } = useLoaderData() as ForgotPasswordData;
  const result = useActionData() as ForgotPasswordActionData | undefined;
  const busy = useNavigation().state === 'submitting';
  const step = result?.step ?? 'email';
  return (
    <article className="page container auth-page">
      <PageHead
        title="Forgot password"
        description={`Forgot your ${brandName} password? Enter your e-mail, and we will send you a code to set a new one.`}
      />
      <h1>Forgot password</h1>
      <FormMessage error={result?.formError} success={result?.notice} />
      {step === 'email' ? (
        <Form method="post" noValidate key="email">
          <input type="hidden" name="intent" value="send" />
          <Field name="email" label="E-mail" type="email" autoComplete="username" defaultValue={result?.email} />
          <button className="button button--primary" type="submit" disabled={busy}>
            Send code
          </button>
        </Form>
      ) : null}
      {step === 'reverify' ? (
        <Form method="post" noValidate key="reverify">
          <input type="hidden" name="intent" value="reverify" />
          <input type="hidden" name="email" value={result?.email} />
          <Field name="code" label="Verification code" inputMode="numeric" autoComplete="one-time-code" />
          <button className="button button--primary" type="submit" disabled={busy}>
            Verify
          </button>
        </Form>
      ) : null}
      {step === 'reset' ? (
        <Form method="post" noValidate key="reset">
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="email" value={result?.email} />
          <Field name="code" label="Code" inputMode="numeric" autoComplete="one-time-code" />
          <Field
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={passwordPolicy}
          />
          <button className="button button--primary" type="submit" disabled={busy}>
            Reset password
          </button>
        </Form>
      ) : null}
      <p className="auth-page__back">
        <Link to="/login">Back to login</Link>
      </p>
    </article>
  );
}
