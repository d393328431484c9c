import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { ConfirmCodeStep } from './confirm-code-step';
import { Field, FormMessage, SignUpFields } from './fields';
import { SocialSignIn } from './social-sign-in';
import type { CreateAccountActionData, CreateAccountData } from './create-account.server';
import { useSite } from '../../shell/root-data';
import { PageHead } from '../../ui/page-head';

export function Component() {
  const { brandName } = useSite();
  const { passwordPolicy } = useLoaderData() as CreateAccountData;
  const result = useActionData() as CreateAccountActionData | undefined;
  const busy = useNavigation().state === 'submitting';
  const errors = result?.fieldErrors ?? {};

  if (result?.step === 'confirm') {
    return <ConfirmCodeStep email={result.email} formError={result.formError} notice={result.notice} busy={busy} />;
  }

  return (
    <article className="page container auth-page">
      <PageHead
        title="Create Account"
        description={`Create a free ${brandName} account to book private flights at guaranteed real-time prices and keep your trips and passengers in one place.`}
      />
      <h1>Create Account</h1>
      <SocialSignIn label="Ways to create an account" withEmail />
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
