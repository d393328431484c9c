import { redirect } from 'react-router';
import type { ActionArgs, LoaderArgs } from '../../context';
import { landingAfterSignIn, safeReturnPath } from '../../guards.server';
import { EMAIL_PATTERN, field, formFailure, rawField, statusOf } from './form-data.server';

export interface LoginData {
  success: boolean;
  /** Arrived after a password reset. */
  reset: boolean;
  /** Arrived after deleting the account (which signed them out). */
  deleted: boolean;
  redirectTo: string;
}

export interface LoginActionData {
  step: 'sign-in' | 'confirm';
  email: string;
  formError?: string;
  fieldErrors?: { email?: string; password?: string; code?: string };
  notice?: string;
}

export function loader({ request }: LoaderArgs): LoginData {
  const url = new URL(request.url);
  return {
    success: url.searchParams.get('success') === 'true',
    reset: url.searchParams.get('reset') === 'true',
    deleted: url.searchParams.get('deleted') === 'true',
    redirectTo: safeReturnPath(url.searchParams.get('redirectTo')),
  };
}

/** Sign in; an unconfirmed account gets a new code and the code step (spec 000 §4, §8). */
export async function action({ request, context }: ActionArgs) {
  const form = await request.formData();
  const intent = field(form, 'intent') || 'sign-in';
  const email = field(form, 'email').toLowerCase();
  const client = context.client;

  if (intent === 'confirm' || intent === 'resend') {
    if (intent === 'resend') {
      const resent = await context.accounts.resendSignUpCode(email, client);
      if (!resent.ok) return fail(request, 'confirm', email, resent.error.message, statusOf(resent.error));
      return { step: 'confirm', email, notice: 'We sent a new code to your e-mail.' } satisfies LoginActionData;
    }
    const code = field(form, 'code');
    // An empty code on login does nothing (spec 000 §5): the code step simply stays open.
    if (!code) return { step: 'confirm', email } satisfies LoginActionData;
    const confirmed = await context.accounts.confirmSignUp(email, code, client);
    if (!confirmed.ok) return fail(request, 'confirm', email, confirmed.error.message, statusOf(confirmed.error));
    return { step: 'sign-in', email, notice: 'Awesome! Successfully Verified.' } satisfies LoginActionData;
  }

  const password = rawField(form, 'password');
  const fieldErrors: LoginActionData['fieldErrors'] = {};
  if (!email) fieldErrors.email = 'Field required';
  else if (!EMAIL_PATTERN.test(email)) fieldErrors.email = 'Invalid email';
  if (!password) fieldErrors.password = 'Field required';
  if (fieldErrors.email || fieldErrors.password) {
    return formFailure(request, { step: 'sign-in', email, fieldErrors } satisfies LoginActionData, 400);
  }

  const result = await context.accounts.signIn(email, password, client);
  if (result.ok) {
    const headers = new Headers();
    for (const cookie of context.session.start(result.value)) headers.append('Set-Cookie', cookie);
    return redirect(await landingAfterSignIn(context.accounts, result.value.accessToken, field(form, 'redirectTo')), {
      headers,
    });
  }
  switch (result.error.name) {
    case 'UserNotFoundException':
      return fail(request, 'sign-in', email, 'We don’t have an account with that username.', 400);
    case 'UserNotConfirmedException': {
      const resent = await context.accounts.resendSignUpCode(email, client);
      if (!resent.ok) return fail(request, 'sign-in', email, resent.error.message, statusOf(resent.error));
      return {
        step: 'confirm',
        email,
        notice: 'Your e-mail address is not confirmed yet. We sent you a code.',
      } satisfies LoginActionData;
    }
    default:
      return fail(request, 'sign-in', email, result.error.message, statusOf(result.error));
  }
}

function fail(request: Request, step: LoginActionData['step'], email: string, formError: string, status: number) {
  return formFailure(request, { step, email, formError } satisfies LoginActionData, status);
}
