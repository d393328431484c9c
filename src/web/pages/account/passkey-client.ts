import { PASSKEY_MESSAGES, PASSKEY_PATHS } from '../../../core/identity/passkeys';

/**
 * The browser's side of passkeys (decision 058): @simplewebauthn/browser, loaded only when a page
 * asks (it is not in any page's first script), and the JSON calls of src/http/passkey-routes.ts.
 */
export type PasskeyAnswer = { ok: true; redirectTo?: string } | { ok: false; message: string | null };

const webauthn = () => import('@simplewebauthn/browser');

async function post(path: string, body: unknown = {}): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, body: parsed };
}

const messageOf = (body: Record<string, unknown>) =>
  typeof body.message === 'string' ? body.message : PASSKEY_MESSAGES.NOT_VERIFIED;

/** Passkeys work here: this browser has WebAuthn and a platform or roaming authenticator API. */
export async function passkeysWork(): Promise<boolean> {
  return (await webauthn()).browserSupportsWebAuthn();
}

/**
 * Signs in with a passkey. `autofill` waits on the e-mail field's suggestions (conditional
 * mediation) instead of opening the browser's dialog; it answers `message: null` where the
 * browser has no autofill, and when the person simply did not choose a passkey.
 */
export async function signInWithPasskey(redirectTo: string, autofill: boolean): Promise<PasskeyAnswer> {
  const lib = await webauthn();
  if (autofill && !(await lib.browserSupportsWebAuthnAutofill())) return { ok: false, message: null };
  const options = await post(PASSKEY_PATHS.signInOptions);
  if (!options.ok) return { ok: false, message: messageOf(options.body) };
  let credential: unknown;
  try {
    const optionsJSON = options.body as unknown as Parameters<typeof lib.startAuthentication>[0]['optionsJSON'];
    credential = await lib.startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  } catch (error) {
    return {
      ok: false,
      message: autofill || (error as Error).name === 'AbortError' ? null : PASSKEY_MESSAGES.CANCELLED,
    };
  }
  const answer = await post(PASSKEY_PATHS.signIn, { credential, redirectTo });
  if (!answer.ok) return { ok: false, message: messageOf(answer.body) };
  return { ok: true, redirectTo: typeof answer.body.redirectTo === 'string' ? answer.body.redirectTo : redirectTo };
}

/** Stops a sign-in waiting on autofill (the dialog closed, or the page is left). */
export async function stopPasskeyAutofill(): Promise<void> {
  (await webauthn()).WebAuthnAbortService.cancelCeremony();
}

/** Makes a passkey on this device for the signed-in account. */
export async function addPasskey(): Promise<{ ok: true } | { ok: false; message: string }> {
  const lib = await webauthn();
  const options = await post(PASSKEY_PATHS.registerOptions);
  if (!options.ok) return { ok: false, message: messageOf(options.body) };
  let credential: unknown;
  try {
    const optionsJSON = options.body as unknown as Parameters<typeof lib.startRegistration>[0]['optionsJSON'];
    credential = await lib.startRegistration({ optionsJSON });
  } catch (error) {
    const here = (error as Error).name === 'InvalidStateError';
    return { ok: false, message: here ? PASSKEY_MESSAGES.ALREADY_HERE : PASSKEY_MESSAGES.CANCELLED };
  }
  const answer = await post(PASSKEY_PATHS.register, { credential });
  return answer.ok ? { ok: true } : { ok: false, message: messageOf(answer.body) };
}
