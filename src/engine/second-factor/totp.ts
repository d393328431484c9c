import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/**
 * RFC 6238 time-based codes through otplib (decision 053): six digits, SHA-1 and 30-second
 * steps, what every authenticator app reads from the QR code.
 */
export const TOTP_PERIOD_SECONDS = 30;

/**
 * A code counts from 30 seconds before its step to 30 seconds after: the step before the
 * current one and the one after, for a phone's clock a little off and the time it takes to type.
 */
export const TOTP_TOLERANCE_SECONDS = 30;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation) in base32. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app enrols from (the QR code's content). */
export function totpAddress(secret: string, account: string, issuer: string): string {
  return generateURI({ issuer, label: account, secret });
}

/** The RFC 6238 time step of an instant. */
export function timeStepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of `secret` at `at` (what the authenticator shows then). */
export function totpCode(secret: string, at: Date): string {
  return generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/**
 * The time step `code` belongs to when it is a code of `secret` within the tolerance of `now`
 * and later than `afterStep` (a code used once is never taken again); null otherwise.
 */
export function acceptedTimeStep(secret: string, code: string, now: Date, afterStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
