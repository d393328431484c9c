import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { useToast } from '../../../shell/toasts';
import { Modal } from '../../../ui/modal';
import { ConfirmCodeForm } from '../confirm-code-step';
import type { CreateAccountActionData, CreateAccountData } from '../create-account.server';
import { Field, SignUpFields } from '../fields';
import { SocialSignIn } from '../social-sign-in';
import { CODE_REQUIRED, signUpDetailErrors, type SignUpDetailErrors, type SignUpDetails } from '../sign-up-rules';

export const NO_DETAILS: SignUpDetails = { firstName: '', lastName: '', phone: '', email: '' };

/**
 * The Create Account modal (spec 000 §4 "Registration", §5): first name, last name, phone and
 * e-mail, checked here with the server's own rules, then on to the Create Password modal. The
 * phone is typed as digits; a ten-digit number is stored with the +1 prefix.
 */
export function CreateAccountModal({
  open,
  onClose,
  details,
  errors,
  onNext,
  onLogin,
}: {
  open: boolean;
  onClose(): void;
  details: SignUpDetails;
  /** Errors the server found (the modal reopens with them). */
  errors?: SignUpDetailErrors;
  onNext(details: SignUpDetails): void;
  onLogin(): void;
}) {
  return (
    <Modal open={open} title="Create Account" onClose={onClose}>
      <SocialSignIn label="Ways to create an account" />
      <DetailsForm details={details} errors={errors} onNext={onNext} />
      <p>
        Already have an account?{' '}
        <button type="button" className="button button--link" onClick={onLogin}>
          Login
        </button>
      </p>
    </Modal>
  );
}

/** Mounted each time the dialog opens, so it starts from the details and errors it is given. */
function DetailsForm({
  details,
  errors,
  onNext,
}: {
  details: SignUpDetails;
  errors?: SignUpDetailErrors;
  onNext(details: SignUpDetails): void;
}) {
  const [shown, setShown] = useState<SignUpDetailErrors | undefined>(errors);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const next = {
      firstName: text('firstName'),
      lastName: text('lastName'),
      phone: text('phone'),
      email: text('email'),
    };
    const found = signUpDetailErrors(next);
    setShown(found);
    if (Object.keys(found).length === 0) onNext(next);
  };

  // Without JavaScript this dialog never opens: the Join and sign-up links go to /create-account.
  return (
    <form method="post" action="/create-account" noValidate onSubmit={submit}>
      <SignUpFields values={details} errors={shown} phoneLabel="Phone (+1)" />
      <button className="button button--primary" type="submit">
        Next
      </button>
    </form>
  );
}

/**
 * The Create Password modal: password and confirmation, the sign-up itself (the /create-account
 * action), then the e-mailed code step in the same dialog. A failure on the details goes back to
 * the Create Account modal (spec 000 §8: the provider's message as a toast, the modal reopens).
 */
export function CreatePasswordModal({
  open,
  onClose,
  details,
  codeFor,
  onCodeSent,
  onDetailsRejected,
  onConfirmed,
}: {
  open: boolean;
  onClose(): void;
  details: SignUpDetails;
  /** The e-mail waiting for its code, once the sign-up went through. */
  codeFor: string | null;
  onCodeSent(email: string): void;
  onDetailsRejected(errors: SignUpDetailErrors): void;
  onConfirmed(email: string): void;
}) {
  return (
    <Modal open={open} title={codeFor ? 'Confirm your e-mail' : 'Create Password'} onClose={onClose}>
      <PasswordSteps
        details={details}
        codeFor={codeFor}
        onCodeSent={onCodeSent}
        onDetailsRejected={onDetailsRejected}
        onConfirmed={onConfirmed}
      />
    </Modal>
  );
}

/** Mounted each time the dialog opens: a fresh fetcher, so no earlier attempt's errors show. */
function PasswordSteps({
  details,
  codeFor,
  onCodeSent,
  onDetailsRejected,
  onConfirmed,
}: {
  details: SignUpDetails;
  codeFor: string | null;
  onCodeSent(email: string): void;
  onDetailsRejected(errors: SignUpDetailErrors): void;
  onConfirmed(email: string): void;
}) {
  const fetcher = useFetcher<CreateAccountActionData>();
  const policy = useFetcher<CreateAccountData>();
  const toast = useToast();
  const result = fetcher.data;
  const busy = fetcher.state !== 'idle';
  const handled = useRef<CreateAccountActionData | undefined>(undefined);

  useEffect(() => {
    if (!codeFor && policy.state === 'idle' && !policy.data) void policy.load('/create-account');
  }, [codeFor, policy]);

  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.step === 'confirmed') return onConfirmed(result.email);
    if (result.step === 'confirm' && !codeFor) return onCodeSent(result.email);
    // Spec 000 §8: a refused code (or resend) is the provider's message as a toast (an alert
    // for assistive technology) and the Create Account modal reopens; going on from there
    // comes back to this code step while the sign-up is pending. A missing code stays here.
    if (result.step === 'confirm' && result.formError && result.formError !== CODE_REQUIRED) {
      toast.show(result.formError, 'error');
      return onDetailsRejected({});
    }
    if (result.step !== 'details') return;
    const { password: _p, confirmPassword: _c, code: _code, ...detailErrors } = result.fieldErrors ?? {};
    if (result.formError) toast.show(result.formError, 'error');
    if (result.formError || Object.keys(detailErrors).length > 0) onDetailsRejected(detailErrors);
  }, [result, codeFor, onCodeSent, onConfirmed, onDetailsRejected, toast]);

  const passwordErrors = result?.step === 'details' ? result.fieldErrors : undefined;
  return codeFor ? (
    <ConfirmCodeForm
      email={codeFor}
      formError={result?.step === 'confirm' && result.formError === CODE_REQUIRED ? result.formError : undefined}
      notice={result?.step === 'confirm' ? result.notice : undefined}
      busy={busy}
      form={fetcher.Form}
      action="/create-account"
      hidden={STAY_FOR_LOGIN}
    />
  ) : (
    <fetcher.Form method="post" action="/create-account" noValidate key="password">
      <input type="hidden" name="intent" value="sign-up" />
      {Object.entries(details).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={policy.data?.passwordPolicy}
        error={passwordErrors?.password}
      />
      <Field
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={passwordErrors?.confirmPassword}
      />
      <button className="button button--primary" type="submit" disabled={busy}>
        Create Account
      </button>
    </fetcher.Form>
  );
}

/** The code step's answer stays in the dialog (the Login modal follows) instead of going to /login. */
const STAY_FOR_LOGIN = { next: 'login-modal' };
