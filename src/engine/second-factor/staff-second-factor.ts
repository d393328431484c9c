import type { AuditLog } from '../../../ports/audit-log';
import type { Clock } from '../../../ports/clock';
import type { IdentityResult, Tokens } from '../../../ports/identity-provider';
import type { SecondFactorStore, StaffSecondFactor as StoredFactor } from '../../../ports/second-factors';
import { looksLikeRecoveryCode, newRecoveryCodes, RECOVERY_CODE_COUNT } from './recovery-codes';
import type { SealedSecrets } from './sealed-secrets';
import { acceptedTimeStep, newTotpSecret, totpAddress } from './totp';

/** What the second-factor page says; the staff member's next step is always in it. */
export const SECOND_FACTOR_MESSAGES = {
  NO_CODE: 'Enter the 6-digit code your authenticator app shows.',
  WRONG_CODE: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  USED_CODE: 'That code has already been used. Wait for the next code and enter it.',
  WRONG_RECOVERY_CODE: 'That recovery code is not right, or it has already been used.',
  ENROLLED: 'Your authenticator is already set up. Enter a code from it.',
  NOT_ENROLLED: 'Set up your authenticator first.',
  SIGNED_OUT: 'Your sign-in has ended. Please sign in again.',
} as const;

/** Who is proving their second factor: the signed-in staff member and their sign-in's refresh token. */
export interface SigningIn {
  userId: string;
  email: string;
  /** The sign-in's refresh token: the one stamped with the second factor once it is proven. */
  refreshToken: string | null;
  requestId: string | null;
  /** The client's address, for the rate limit per address. */
  address: string;
}

export type SecondFactorState = 'enrol' | 'verify';

export interface Enrolment {
  /** The base32 secret, for typing in by hand. */
  secret: string;
  /** The otpauth:// address: the QR code's content. */
  address: string;
}

export type SecondFactorOutcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 409 | 429; message: string };

export interface SecondFactorDeps {
  store: SecondFactorStore;
  audit: AuditLog;
  clock: Clock;
  sealed: SealedSecrets;
  /** The issuer the authenticator app lists the account under: the brand. */
  issuer: string;
  /** Counts one attempt (per account and per address, as passwords are); the refusal's message when over. */
  limit(userId: string, address: string): Promise<string | null>;
  /** Forgets the attempts counted once one succeeded. */
  passed(userId: string): Promise<void>;
  /** A new pair of tokens for the sign-in, stamped with its second factor. */
  confirmSignIn(refreshToken: string): Promise<IdentityResult<Tokens>>;
}

/**
 * The staff second factor (issue 28, decision 053). A staff sign-in by password reaches nothing
 * of the desk until this proves a TOTP code (RFC 6238) or spends a recovery code. The first time,
 * the staff member enrols: scans the secret, proves a first code, and is shown ten recovery codes
 * once. A code is taken once (its time step is stored); wrong codes count against the same limits
 * as passwords. Everything is audited.
 */
export class StaffSecondFactor {
  constructor(private readonly deps: SecondFactorDeps) {}

  async state(userId: string): Promise<SecondFactorState> {
    const factor = await this.deps.store.factorOf(userId);
    return factor?.confirmedAt ? 'verify' : 'enrol';
  }

  /** The pending enrolment's secret (a new one the first time); refused once enrolled. */
  async enrolment(who: SigningIn): Promise<SecondFactorOutcome<Enrolment>> {
    const factor = await this.deps.store.factorOf(who.userId);
    if (factor?.confirmedAt) return refused(409, SECOND_FACTOR_MESSAGES.ENROLLED);
    let secret = factor ? this.deps.sealed.open(factor.sealedSecret) : null;
    if (!secret) {
      secret = newTotpSecret();
      if (!(await this.deps.store.startEnrolment(who.userId, this.deps.sealed.seal(secret), this.deps.clock.now()))) {
        return refused(409, SECOND_FACTOR_MESSAGES.ENROLLED);
      }
      await this.record(who, 'second-factor.enrolment-started', null);
    }
    return { ok: true, value: { secret, address: totpAddress(secret, who.email, this.deps.issuer) } };
  }

  /** Proves the pending secret with a first code: the sign-in is stamped and the recovery codes given, once. */
  async confirmEnrolment(
    who: SigningIn,
    code: string,
  ): Promise<SecondFactorOutcome<{ tokens: Tokens; recoveryCodes: string[] }>> {
    const factor = await this.deps.store.factorOf(who.userId);
    if (factor?.confirmedAt) return refused(409, SECOND_FACTOR_MESSAGES.ENROLLED);
    const secret = factor ? this.deps.sealed.open(factor.sealedSecret) : null;
    if (!factor || !secret) return refused(409, SECOND_FACTOR_MESSAGES.NOT_ENROLLED);
    const checked = await this.checkedCode(who, secret, code, null);
    if (!checked.ok) return checked;
    const recoveryCodes = newRecoveryCodes();
    const hashes = recoveryCodes.map((c) => this.deps.sealed.hashRecoveryCode(who.userId, c));
    if (
      !(await this.deps.store.confirm(who.userId, factor.sealedSecret, checked.value, hashes, this.deps.clock.now()))
    ) {
      return refused(409, SECOND_FACTOR_MESSAGES.ENROLLED);
    }
    await this.record(who, 'second-factor.enrolled', `${RECOVERY_CODE_COUNT} recovery codes issued`);
    const tokens = await this.stamped(who);
    return tokens.ok ? { ok: true, value: { tokens: tokens.value, recoveryCodes } } : tokens;
  }

  /** A code from the authenticator, or a recovery code: the sign-in is stamped with it. */
  async verify(
    who: SigningIn,
    code: string,
  ): Promise<SecondFactorOutcome<{ tokens: Tokens; recoveryCodesLeft: number }>> {
    const factor = await this.deps.store.factorOf(who.userId);
    if (!factor?.confirmedAt) return refused(409, SECOND_FACTOR_MESSAGES.NOT_ENROLLED);
    const typed = code.trim();
    const used = looksLikeRecoveryCode(typed)
      ? await this.recoveryCode(who, factor, typed)
      : await this.totp(who, factor, typed);
    if (!used.ok) return used;
    const tokens = await this.stamped(who);
    return tokens.ok ? { ok: true, value: { tokens: tokens.value, recoveryCodesLeft: used.value } } : tokens;
  }

  private async totp(who: SigningIn, factor: StoredFactor, code: string): Promise<SecondFactorOutcome<number>> {
    const secret = this.deps.sealed.open(factor.sealedSecret);
    if (!secret) return refused(409, SECOND_FACTOR_MESSAGES.NOT_ENROLLED);
    const checked = await this.checkedCode(who, secret, code, factor.lastTimeStep);
    if (!checked.ok) return checked;
    if (!(await this.deps.store.useTimeStep(who.userId, checked.value))) {
      await this.record(who, 'second-factor.refused', 'code already used');
      return refused(400, SECOND_FACTOR_MESSAGES.USED_CODE);
    }
    await this.record(who, 'second-factor.verified', null);
    return { ok: true, value: factor.recoveryCodeHashes.length };
  }

  private async recoveryCode(who: SigningIn, factor: StoredFactor, code: string): Promise<SecondFactorOutcome<number>> {
    const limited = await this.deps.limit(who.userId, who.address);
    if (limited) return this.limited(who, limited);
    const hash = this.deps.sealed.hashRecoveryCode(who.userId, code);
    if (!(await this.deps.store.useRecoveryCode(who.userId, hash))) {
      await this.record(who, 'second-factor.refused', 'wrong recovery code');
      return refused(400, SECOND_FACTOR_MESSAGES.WRONG_RECOVERY_CODE);
    }
    const left = factor.recoveryCodeHashes.length - 1;
    await this.record(who, 'second-factor.recovery-code-used', `${left} recovery codes left`);
    return { ok: true, value: left };
  }

  /** The code's time step when it is one of `secret`'s, not used, within the limits. */
  private async checkedCode(
    who: SigningIn,
    secret: string,
    code: string,
    lastStep: number | null,
  ): Promise<SecondFactorOutcome<number>> {
    const typed = code.replace(/\s/g, '');
    if (!typed) return refused(400, SECOND_FACTOR_MESSAGES.NO_CODE);
    const limited = await this.deps.limit(who.userId, who.address);
    if (limited) return this.limited(who, limited);
    const now = this.deps.clock.now();
    const step = acceptedTimeStep(secret, typed, now, lastStep);
    if (step !== null) return { ok: true, value: step };
    // A code of the right secret at or before the last step taken: a replay.
    const replayed = lastStep !== null && acceptedTimeStep(secret, typed, now, null) !== null;
    await this.record(who, 'second-factor.refused', replayed ? 'code already used' : 'wrong code');
    return refused(400, replayed ? SECOND_FACTOR_MESSAGES.USED_CODE : SECOND_FACTOR_MESSAGES.WRONG_CODE);
  }

  private async limited(who: SigningIn, message: string): Promise<SecondFactorOutcome<never>> {
    await this.record(who, 'second-factor.refused', 'too many attempts');
    return refused(429, message);
  }

  private async stamped(who: SigningIn): Promise<SecondFactorOutcome<Tokens>> {
    await this.deps.passed(who.userId);
    const tokens = who.refreshToken ? await this.deps.confirmSignIn(who.refreshToken) : null;
    if (!tokens?.ok) return refused(409, SECOND_FACTOR_MESSAGES.SIGNED_OUT);
    return { ok: true, value: tokens.value };
  }

  private record(who: SigningIn, action: string, details: string | null): Promise<void> {
    return this.deps.audit.recordStaffAccess({
      actorUserId: who.userId,
      action,
      bookingId: null,
      customerUserId: null,
      found: true,
      details,
      requestId: who.requestId,
      at: this.deps.clock.now(),
    });
  }
}

const refused = (status: 400 | 409 | 429, message: string) => ({ ok: false as const, status, message });
