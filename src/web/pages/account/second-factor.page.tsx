import { Form, Link, useActionData, useLoaderData, useNavigation, type ShouldRevalidateFunction } from 'react-router';
import { Field, FormMessage } from './fields';
import type { SecondFactorActionData, SecondFactorData } from './second-factor.server';
import { useSite } from '../../shell/root-data';
import { PageHead } from '../../ui/page-head';

/**
 * The recovery codes stay on screen after enrolment: the sign-in is proven by then, and this
 * page's loader would send it straight on to the desk.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as SecondFactorActionData | undefined)?.step === 'recovery-codes' ? false : defaultShouldRevalidate;

/** A staff member's second step of signing in: enrol an authenticator, or enter its code. */
export function Component() {
  const { brandName } = useSite();
  const loaded = useLoaderData() as SecondFactorData;
  const result = useActionData() as SecondFactorActionData | undefined;
  const busy = useNavigation().state === 'submitting';
  if (result?.step === 'recovery-codes' && result.recoveryCodes) {
    return <RecoveryCodes codes={result.recoveryCodes} next={result.redirectTo ?? '/desk'} />;
  }
  const enrolling = loaded.step === 'enrol';
  const title = enrolling ? 'Set up your authenticator' : 'Enter your code';
  return (
    <article className="page container auth-page">
      <PageHead title={title} description={`The second step of a ${brandName} staff sign-in.`} />
      <h1>{title}</h1>
      <FormMessage error={result?.formError} />
      {loaded.step === 'enrol' ? (
        <>
          <p>
            The support desk needs a second factor. Scan this QR code with an authenticator app (Google Authenticator,
            1Password, Authy or another), then enter the 6-digit code it shows.
          </p>
          <figure className="second-factor__qr">
            <div
              role="img"
              aria-label={`QR code to add ${loaded.email} to an authenticator app`}
              dangerouslySetInnerHTML={{ __html: loaded.qrCode }}
            />
            <figcaption>
              Cannot scan it? Enter this key in the app instead:{' '}
              <code className="second-factor__key">{loaded.secret}</code>
            </figcaption>
          </figure>
        </>
      ) : (
        <p>
          Enter the 6-digit code your authenticator app shows for {loaded.email}. Without your phone, enter one of your
          recovery codes instead.
        </p>
      )}
      <Form method="post" noValidate key={loaded.step}>
        <input type="hidden" name="intent" value={loaded.step} />
        <input type="hidden" name="redirectTo" value={loaded.redirectTo} />
        <Field
          name="code"
          label={enrolling ? 'Code from the app' : 'Code'}
          autoComplete="one-time-code"
          inputMode={enrolling ? 'numeric' : undefined}
          error={result?.fieldErrors?.code}
        />
        <button className="button button--primary" type="submit" disabled={busy}>
          {enrolling ? 'Turn on' : 'Continue'}
        </button>
      </Form>
      <p className="auth-page__back">
        Lost your phone and your recovery codes? An administrator can reset your second factor.
      </p>
    </article>
  );
}

function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  return (
    <article className="page container auth-page">
      <PageHead title="Your recovery codes" description="Codes for signing in without the authenticator." />
      <h1>Your recovery codes</h1>
      <p className="form-success" role="status">
        Your authenticator is set up.
      </p>
      <p>Keep these codes somewhere safe: each signs you in once without your phone. They are shown only now.</p>
      <ol className="second-factor__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Link className="button button--primary" to={next}>
        Continue to the desk
      </Link>
    </article>
  );
}
