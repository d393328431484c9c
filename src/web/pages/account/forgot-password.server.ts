import { redirect } from 'react-router';
import type { ActionArgs, LoaderArgs } from '../../context';
import { EMAIL_PATTERN, field, formFailure, rawField, statusOf } from './form-data.server';

export interface ForgotPasswordData {
  passwordPolicy: string;
}

export interface ForgotPasswordActionData {
  step: 'email' | 'reset' | 'reverify';
  email: string;
  formError?: string;
  notice?: string;
}

export function loader({ context }: LoaderArgs): ForgotPasswordData {
  return { passwordPolicy: context.accounts.passwordPolicy };
}

/**
 * Spec 001 §2 "Forgot password": e-mail, then code and new password, then /login. An account
 * never confirmed is verified first (UserNotConfirmedException or InvalidParameterException
 * start reverification, spec 001 §8), then the reset code is sent.
 */
export async function action({ request, context }: ActionArgs) {
  const form = await request.formData();
  const intent = field(form, 'intent');
  const email = field(form, 'email').toLowerCase();
  const client = context.client;
  const answer = (body: ForgotPasswordActionData, status = 200) =>
    status === 200 ? body : formFailure(request, body, status);

  const sendResetCode = async (notice?: string) => {
    const sent = await context.accounts.forgotPassword(email, client);
    if (sent.ok) return answer({ step: 'reset', email, notice: notice ?? 'We sent a code to your e-mail.' });
    if (sent.error.name === 'UserNotConfirmedException' || sent.error.name === 'InvalidParameterException') {
      const resent = await context.accounts.resendSignUpCode(email, client);
      if (!resent.ok) return answer({ step: 'email', email, formError: resent.error.message }, statusOf(resent.error));
      return answer({
        step: 'reverify',
        email,
        notice: 'Your e-mail address is not confirmed yet. We sent you a code to confirm it first.',
      });
    }
    return answer({ step: 'email', email, formError: sent.error.message }, statusOf(sent.error));
  };

  if (intent === 'reverify') {
    const code = field(form, 'code');
    if (!code) return answer({ step: 'reverify', email, formError: 'Please type the code sent to your email.' }, 400);
    const confirmed = await context.accounts.confirmSignUp(email, code, client);
    if (!confirmed.ok) {
      return answer({ step: 'reverify', email, formError: confirmed.error.message }, statusOf(confirmed.error));
    }
    return sendResetCode('Awesome! Successfully Verified.');
  }

  if (intent === 'reset') {
    const code = field(form, 'code');
    const newPassword = rawField(form, 'newPassword');
    if (!code || !newPassword) {
      return answer({ step: 'reset', email, formError: 'Please fill in required fields' }, 400);
    }
    const reset = await context.accounts.confirmForgotPassword(email, code, newPassword, client);
    if (!reset.ok) return answer({ step: 'reset', email, formError: reset.error.message }, statusOf(reset.error));
    return redirect('/login?reset=true');
  }

  if (!email) return answer({ step: 'email', email, formError: 'Please type email address.' }, 400);
  if (!EMAIL_PATTERN.test(email)) return answer({ step: 'email', email, formError: 'Invalid email' }, 400);
  return sendResetCode();
}
