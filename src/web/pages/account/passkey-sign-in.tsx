import { useEffect, useState } from 'react';
import { FormMessage } from './fields';
import { passkeysWork, signInWithPasskey, stopPasskeyAutofill, type PasskeyAnswer } from './passkey-client';

/**
 * "Sign in with a passkey" on /login and in the Login dialog (decision 058). Shown once the
 * page's script finds WebAuthn in the browser (a page without JavaScript keeps the password
 * form alone). With `autofill`, the browser also offers the account's passkeys in the e-mail
 * field's suggestions. A sign-in goes to the page the server names, with the session loaded.
 */
export function PasskeySignIn({ redirectTo, autofill = false }: { redirectTo: string; autofill?: boolean }) {
  const [works, setWorks] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    const start = async () => {
      if (!(await passkeysWork()) || !live) return;
      setWorks(true);
      if (!autofill) return;
      const answer = await signInWithPasskey(redirectTo, true);
      if (live) settle(answer, redirectTo, setError, setBusy);
    };
    void start();
    return () => {
      live = false;
      if (autofill) void stopPasskeyAutofill();
    };
  }, [autofill, redirectTo]);

  const signIn = async () => {
    setBusy(true);
    setError(undefined);
    settle(await signInWithPasskey(redirectTo, false), redirectTo, setError, setBusy);
  };

  if (!works) return null;
  return (
    <div className="passkey-sign-in">
      <FormMessage error={error} />
      <button
        type="button"
        className="button button--ghost button--block"
        disabled={busy}
        onClick={() => void signIn()}
      >
        Sign in with a passkey
      </button>
    </div>
  );
}

/** A signed-in passkey goes where the server says, loading the session; a refusal says why (a dismissal, nothing). */
function settle(
  answer: PasskeyAnswer,
  redirectTo: string,
  setError: (message: string) => void,
  setBusy: (busy: boolean) => void,
) {
  if (answer.ok) return window.location.assign(answer.redirectTo ?? redirectTo);
  if (answer.message) setError(answer.message);
  setBusy(false);
}
