import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { useUser } from '../../../shell/root-data';
import { Modal } from '../../../ui/modal';
import { ConfirmCodeForm } from '../confirm-code-step';
import { FormMessage, SignInFields } from '../fields';
import type { LoginActionData } from '../login.server';
import { PasskeySignIn } from '../passkey-sign-in';
import { SocialSignIn } from '../social-sign-in';

/**
 * The Login modal (spec 000 §2, §4): the /login form in a dialog, posting to the /login action
 * through a fetcher, so the page behind stays. An unconfirmed account gets its code step in
 * the same dialog. A successful sign-in follows the action's redirect to `redirectTo` (by
 * default the page it was opened on) and the dialog closes once the session is there.
 */
export function LoginModal({
  open,
  onClose,
  redirectTo,
  notice,
  email,
  onCreateAccount,
  onSignedIn = onClose,
}: {
  open: boolean;
  /** Escape, the close button or the backdrop. */
  onClose(): void;
  /** The sign-in went through (default: the same as closing). */
  onSignedIn?(): void;
  /** Where a successful sign-in goes; a same-site path (the server checks it again). */
  redirectTo: string;
  /** A message to show above the form, such as the sign-up confirmation. */
  notice?: string;
  /** The e-mail to start with (just confirmed in the Create Password modal). */
  email?: string;
  /** Offers "Create an account" in place (the Create Account modal) instead of the page. */
  onCreateAccount?(): void;
}) {
  const user = useUser();
  useEffect(() => {
    if (open && user) onSignedIn();
  }, [open, user, onSignedIn]);

  return (
    <Modal open={open && !user} title="Login" onClose={onClose}>
      <LoginSteps redirectTo={redirectTo} notice={notice} email={email} onCreateAccount={onCreateAccount} />
    </Modal>
  );
}

/** Mounted each time the dialog opens: a fresh fetcher, so no earlier attempt's message shows. */
function LoginSteps({
  redirectTo,
  notice,
  email,
  onCreateAccount,
}: {
  redirectTo: string;
  notice?: string;
  email?: string;
  onCreateAccount?(): void;
}) {
  const fetcher = useFetcher<LoginActionData>();
  const result = fetcher.data;
  const busy = fetcher.state !== 'idle';
  return result?.step === 'confirm' ? (
    <ConfirmCodeForm
      email={result.email}
      formError={result.formError}
      notice={result.notice}
      busy={busy}
      redirectTo={redirectTo}
      form={fetcher.Form}
      action="/login"
    />
  ) : (
    <>
      <FormMessage error={result?.formError} success={result?.notice ?? notice} />
      <SocialSignIn label="Ways to sign in" redirectTo={redirectTo} />
      <PasskeySignIn redirectTo={redirectTo} autofill />
      <fetcher.Form method="post" action="/login" noValidate key="details">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <SignInFields email={result?.email ?? email} errors={result?.fieldErrors} busy={busy} />
      </fetcher.Form>
      <p>
        New here?{' '}
        {onCreateAccount ? (
          <button type="button" className="button button--link" onClick={onCreateAccount}>
            Create an account
          </button>
        ) : (
          <Link to="/create-account">Create an account</Link>
        )}
      </p>
    </>
  );
}
