import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { ConfirmCodeStep } from './confirm-code-step';
import { FormMessage, PasswordField, SignUpFields } from './fields';
import { OFFER_TITLE, OfferText } from './offer-text';
import type { SignupActionData, SignupData } from './signup.server';
import { useSite } from '../../shell/root-data';
import { PageHead } from '../../ui/page-head';

/** The promo sign-up page: the offer (decision 004's reading), the details, then the e-mailed code. */
export function Component() {
  const { brandName } = useSite();
  const { passwordPolicy, countries } = useLoaderData() as SignupData;
  const result = useActionData() as SignupActionData | undefined;
  const busy = useNavigation().state === 'submitting';
  const errors = result?.fieldErrors ?? {};

  if (result?.step === 'confirm') {
    return <ConfirmCodeStep email={result.email} formError={result.formError} notice={result.notice} busy={busy} />;
  }

  return (
    <article className="page container auth-page">
      <PageHead
        title="Sign up"
        description={`Create your free ${brandName} account and earn flight rewards: $1,500 on your first flight of $20,000 or more, and another $1,500 on later flights.`}
      />
      <h1>{OFFER_TITLE}</h1>
      <OfferText />
      <FormMessage error={result?.formError} />
      <Form method="post" noValidate key="details">
        <input type="hidden" name="intent" value="sign-up" />
        <SignUpFields
          values={{ ...result?.values, email: result?.email }}
          errors={errors}
          phoneLabel="Phone (digits only)"
          countries={countries}
          country={result?.country}
        >
          <PasswordField hint={passwordPolicy} error={errors.password} />
        </SignUpFields>
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
