import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { ConfirmCodeStep } from './confirm-code-step';
import { Field, FormMessage, SignUpFields } from './fields';
import { markSocialLogin } from './sign-out';
import type { CreateAccountActionData, CreateAccountData } from './create-account.server';

export function Component() {
  const { passwordPolicy, providers } = useLoaderData() as CreateAccountData;
  const result = useActionData() as CreateAccountActionData | undefined;
  const busy = useNavigation().state === 'submitting';
  const errors = result?.fieldErrors ?? {};

  if (result?.step === 'confirm') {
    return <ConfirmCodeStep email={result.email} formError={result.formError} notice={result.notice} busy={busy} />;
  }

  return (
    <article className="page container auth-page">
      <title>Create Account</title>
      <h1>Create Account</h1>
      <SignUpOptions providers={providers} />
      <h2>Or enter your details</h2>
      <FormMessage error={result?.formError} />
      <Form method="post" noValidate key="details">
        <input type="hidden" name="intent" value="sign-up" />
        <SignUpFields values={{ ...result?.values, email: result?.email }} errors={errors}>
          <Field
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={passwordPolicy}
            error={errors.password}
          />
          <Field
            name="confirmPassword"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword}
          />
        </SignUpFields>
        <button className="button button--primary" type="submit" disabled={busy}>
          Create Account
        </button>
      </Form>
      <p>
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </article>
  );
}

const SOCIAL = [
  { key: 'apple', label: 'Apple' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'google', label: 'Google' },
] as const;

/**
 * Apple, Facebook, Google and E-mail. A social button starts the provider's sign-in (GET
 * /auth/<provider>); one this deployment has not configured is shown disabled with the reason.
 */
function SignUpOptions({ providers }: { providers: readonly string[] }) {
  const missing = SOCIAL.filter((s) => !providers.includes(s.key));
  return (
    <section className="sign-up-options" aria-label="Ways to create an account">
      <ul className="sign-up-options__list">
        {SOCIAL.map((s) => (
          <li key={s.key}>
            {providers.includes(s.key) ? (
              <a className="button button--dark button--block" href={`/auth/${s.key}`} onClick={markSocialLogin}>
                {`Continue with ${s.label}`}
              </a>
            ) : (
              <button
                className="button button--dark button--block"
                type="button"
                disabled
                aria-describedby="social-unavailable"
              >
                {`Continue with ${s.label}`}
              </button>
            )}
          </li>
        ))}
        <li>
          <Link className="button button--primary button--block" to="/signup">
            Continue with E-mail
          </Link>
        </li>
      </ul>
      {missing.length > 0 ? (
        <p className="field__hint" id="social-unavailable">
          {`Sign-in with ${missing.map((s) => s.label).join(', ')} is not available yet; please use your e-mail.`}
        </p>
      ) : null}
    </section>
  );
}
