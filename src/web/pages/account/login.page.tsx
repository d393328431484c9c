import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { ConfirmCodeStep } from './confirm-code-step';
import { FormMessage, SignInFields } from './fields';
import type { LoginActionData, LoginData } from './login.server';
import { PasskeySignIn } from './passkey-sign-in';
import { SocialSignIn } from './social-sign-in';
import { useSite } from '../../shell/root-data';
import { PageHead } from '../../ui/page-head';

export function Component() {
  const { brandName } = useSite();
  const { success, reset, deleted, redirectTo } = useLoaderData() as LoginData;
  const result = useActionData() as LoginActionData | undefined;
  const busy = useNavigation().state === 'submitting';

  if (result?.step === 'confirm') {
    return (
      <ConfirmCodeStep
        email={result.email}
        formError={result.formError}
        notice={result.notice}
        busy={busy}
        redirectTo={redirectTo}
      />
    );
  }

  return (
    <article className="page container auth-page">
      <PageHead
        title="Login"
        description={`Log in to ${brandName} to book private flights at guaranteed prices, see your trips and manage your account.`}
      />
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
      <SocialSignIn label="Ways to sign in" redirectTo={redirectTo} />
      <PasskeySignIn redirectTo={redirectTo} autofill />
      <Form method="post" noValidate key="details">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <SignInFields email={result?.email} errors={result?.fieldErrors} busy={busy} />
      </Form>
      <p>
        New here? <Link to="/create-account">Create an account</Link>
      </p>
    </article>
  );
}
