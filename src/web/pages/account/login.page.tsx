import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { Field, FormMessage } from './fields';
import type { LoginActionData, LoginData } from './login.server';

// Each step's form has its own key: without it React would keep the previous step's inputs
// (the last name typed into the code field).
export function Component() {
  const { success, reset, deleted, redirectTo } = useLoaderData() as LoginData;
  const result = useActionData() as LoginActionData | undefined;
  const busy = useNavigation().state === 'submitting';

  if (result?.step === 'confirm') {
    return (
      <article className="page container auth-page">
        <title>Confirm your e-mail</title>
        <h1>Confirm your e-mail</h1>
        <FormMessage error={result.formError} success={result.notice} />
        <Form method="post" noValidate key="confirm">
          <input type="hidden" name="email" value={result.email} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <p>Enter the six-digit code we sent to {result.email}.</p>
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

  return (
    <article className="page container auth-page">
      <title>Login</title>
      <h1>Login</h1>
      <FormMessage
        error={result?.formError}
        success={
          result?.notice ??
          (success
            ? 'Signed up. Please login to continue.'
            : reset
              ? 'Password reset is successful.'
              : deleted
                ? 'Account Deleted Successfully'
                : undefined)
        }
      />
      <Form method="post" noValidate key="details">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          name="email"
          label="E-mail"
          type="email"
          autoComplete="username"
          defaultValue={result?.email}
          error={result?.fieldErrors?.email}
        />
        <Field
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={result?.fieldErrors?.password}
        />
        <div className="button-row">
          <button className="button button--primary" type="submit" name="intent" value="sign-in" disabled={busy}>
            Login
          </button>
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
      </Form>
      <p>
        New here? <Link to="/create-account">Create an account</Link>
      </p>
    </article>
  );
}
