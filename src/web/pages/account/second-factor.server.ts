import { data, redirect } from 'react-router';
import { toString as qrSvg } from 'qrcode';
import { isStaff } from '../../../../ports/identity-provider';
import type { SigningIn } from '../../../engine/second-factor/staff-second-factor';
import type { ActionArgs, LoaderArgs, WebContext } from '../../context';
import type { DataError } from '../../data-protocol';
import { safeReturnPath } from '../../guards.server';
import { field, formFailure } from './form-data.server';

export type SecondFactorData =
  | { step: 'enrol'; email: string; secret: string; qrCode: string; redirectTo: string }
  | { step: 'verify'; email: string; redirectTo: string };

export interface SecondFactorActionData {
  step: 'enrol' | 'verify' | 'recovery-codes';
  formError?: string;
  fieldErrors?: { code?: string };
  /** Shown once, after enrolment. */
  recoveryCodes?: string[];
  redirectTo?: string;
}

/** Where a proven sign-in goes: the desk, or the desk page it was on its way to. */
function nextPath(value: string | null): string {
  const path = safeReturnPath(value, '/desk');
  return path === '/desk' || path.startsWith('/desk/') || path.startsWith('/itinerary/') ? path : '/desk';
}

/**
 * /second-factor (issue 28, docs/decisions/053): a staff member's sign-in by password proves a
 * code from their authenticator here before any desk page or call answers it; the first time,
 * they enrol by the QR code. Anyone who is not staff is told there is no such page.
 */
function signingIn(context: WebContext): SigningIn {
  const identity = context.account?.identity;
  if (!identity || !isStaff(identity.role)) {
    throw data({ message: 'We could not find that page.' } satisfies DataError, { status: 404 });
  }
  return {
    userId: identity.userId,
    email: identity.email,
    refreshToken: context.session.refreshToken,
    requestId: context.requestId,
    address: context.client.address,
  };
}

export async function loader({ request, context }: LoaderArgs) {
  const who = signingIn(context);
  const redirectTo = nextPath(new URL(request.url).searchParams.get('redirectTo'));
  if (context.account?.identity.secondFactor) throw redirect(redirectTo);
  if ((await context.secondFactor.state(who.userId)) === 'verify') {
    return { step: 'verify', email: who.email, redirectTo } satisfies SecondFactorData;
  }
  const enrolment = await context.secondFactor.enrolment(who);
  if (!enrolment.ok) return { step: 'verify', email: who.email, redirectTo } satisfies SecondFactorData;
  const qrCode = await qrSvg(enrolment.value.address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    step: 'enrol',
    email: who.email,
    secret: enrolment.value.secret,
    qrCode,
    redirectTo,
  } satisfies SecondFactorData;
}

export async function action({ request, context }: ActionArgs) {
  const who = signingIn(context);
  const form = await request.formData();
  const intent = field(form, 'intent') === 'enrol' ? 'enrol' : 'verify';
  const code = field(form, 'code');
  const redirectTo = nextPath(field(form, 'redirectTo'));
  const headers = (tokens: Parameters<WebContext['session']['start']>[0]) => {
    const set = new Headers();
    for (const cookie of context.session.start(tokens)) set.append('Set-Cookie', cookie);
    return set;
  };
  if (intent === 'enrol') {
    const enrolled = await context.secondFactor.confirmEnrolment(who, code);
    if (!enrolled.ok) return refused(request, 'enrol', enrolled);
    const body: SecondFactorActionData = {
      step: 'recovery-codes',
      recoveryCodes: enrolled.value.recoveryCodes,
      redirectTo,
    };
    return data(body, { headers: headers(enrolled.value.tokens) });
  }
  const verified = await context.secondFactor.verify(who, code);
  if (!verified.ok) return refused(request, 'verify', verified);
  return redirect(redirectTo, { headers: headers(verified.value.tokens) });
}

function refused(request: Request, step: 'enrol' | 'verify', result: { status: number; message: string }) {
  const body: SecondFactorActionData =
    result.status === 400 ? { step, fieldErrors: { code: result.message } } : { step, formError: result.message };
  return formFailure(request, body, result.status);
}
