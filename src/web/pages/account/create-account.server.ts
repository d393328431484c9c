import { redirect } from 'react-router';
import type { ActionArgs, LoaderArgs } from '../../context';
import { field, formFailure, rawField, statusOf } from './form-data.server';
import { CODE_REQUIRED, normalisePhone, signUpDetailErrors } from './sign-up-rules';

export interface CreateAccountData {
  passwordPolicy: string;
}

export interface CreateAccountActionData {
  /** 'confirmed': the code was right and the form asked to stay (the modals go on to Login). */
  step: 'details' | 'confirm' | 'confirmed';
  email: string;
  values?: { firstName: string; lastName: string; phone: string };
  formError?: string;
  notice?: string;
  fieldErrors?: Partial<
    Record<'firstName' | 'lastName' | 'phone' | 'email' | 'password' | 'confirmPassword' | 'code', string>
  >;
}

export function loader({ context }: LoaderArgs): CreateAccountData {
  return { passwordPolicy: context.accounts.passwordPolicy };
}

export async function action({ request, context }: ActionArgs) {
  const form = await request.formData();
  const email = field(form, 'email').toLowerCase();
  const confirmStep = await confirmOrResend(request, context, form, email);
  if (confirmStep) return confirmStep;

  const values = {
    firstName: field(form, 'firstName'),
    lastName: field(form, 'lastName'),
    phone: field(form, 'phone'),
  };
  const password = rawField(form, 'password');
  const confirmPassword = rawField(form, 'confirmPassword');
  const errors: NonNullable<CreateAccountActionData['fieldErrors']> = signUpDetailErrors({ ...values, email });
  const phone = normalisePhone(values.phone);
  if (!password) errors.password = 'Field required';
  if (!confirmPassword) errors.confirmPassword = 'Field required';
  else if (password && password !== confirmPassword)
    errors.confirmPassword = 'Your password and confirmation password do not match';
  if (Object.keys(errors).length > 0 || !phone) {
    return fail(request, { step: 'details', email, values, fieldErrors: errors }, 400);
  }
  return register(request, context, { email, values, phone, password });
}

/** Signs the person up (valid details) and answers the code step, or the failure on the details step. */
export async function register(
  request: Request,
  context: ActionArgs['context'],
  {
    email,
    values,
    phone,
    password,
  }: { email: string; values: NonNullable<CreateAccountActionData['values']>; phone: string; password: string },
) {
  const result = await context.accounts.signUp(
    {
      username: email,
      password,
      attributes: { email, given_name: values.firstName, family_name: values.lastName, phone_number: phone },
    },
    context.client,
  );
  if (!result.ok)
    return fail(request, { step: 'details', email, values, formError: result.error.message }, statusOf(result.error));
  return { step: 'confirm', email } satisfies CreateAccountActionData;
}

/**
 * The code step shared by /create-account and the promo page /signup: confirm (then /login with
 * the success flag, or the 'confirmed' answer when the form says next=login-modal) or resend.
 * Null when the form is not on the code step.
 */
export async function confirmOrResend(request: Request, context: ActionArgs['context'], form: FormData, email: string) {
  const intent = field(form, 'intent');
  if (intent !== 'confirm' && intent !== 'resend') return null;
  if (intent === 'resend') {
    const resent = await context.accounts.resendSignUpCode(email, context.client);
    if (!resent.ok)
      return fail(request, { step: 'confirm', email, formError: resent.error.message }, statusOf(resent.error));
    return { step: 'confirm', email, notice: 'We sent a new code to your e-mail.' } satisfies CreateAccountActionData;
  }
  const code = field(form, 'code');
  if (!code) return fail(request, { step: 'confirm', email, formError: CODE_REQUIRED }, 400);
  const confirmed = await context.accounts.confirmSignUp(email, code, context.client);
  if (!confirmed.ok)
    return fail(request, { step: 'confirm', email, formError: confirmed.error.message }, statusOf(confirmed.error));
  if (field(form, 'next') === 'login-modal') return { step: 'confirmed', email } satisfies CreateAccountActionData;
  return redirect('/login?success=true');
}

function fail(request: Request, body: CreateAccountActionData, status: number) {
  return formFailure(request, body, status);
}
