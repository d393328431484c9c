import { describe, expect, it } from 'vitest';
import type { StaffAccess } from '../../ports/audit-log';
import { fail, succeed, type Tokens } from '../../ports/identity-provider';
import { RATE_LIMITS } from '../../src/engine/accounts/account-service';
import { SealedSecrets } from '../../src/engine/second-factor/sealed-secrets';
import { SECOND_FACTOR_MESSAGES, StaffSecondFactor } from '../../src/engine/second-factor/staff-second-factor';
import { TOTP_PERIOD_SECONDS, timeStepAt, totpCode } from '../../src/engine/second-factor/totp';
import { ManualClock } from '../fakes/manual-clock';
import { MemoryRateLimitStore } from '../fakes/memory-rate-limit-store';
import { MemorySecondFactorStore } from '../fakes/memory-second-factor-store';

/** The start of a time step: 2026-11-28 09:00:00 UTC is step 59,331,540 exactly. */
const STEP_START = new Date('2026-11-28T09:00:00Z');
const STEP = TOTP_PERIOD_SECONDS * 1000;
const TOKENS: Tokens = { accessToken: 'at', refreshToken: 'rt-2', expiresIn: 900 };

function world() {
  const clock = new ManualClock(STEP_START);
  const store = new MemorySecondFactorStore();
  const limits = new MemoryRateLimitStore();
  const audit: StaffAccess[] = [];
  const rule = RATE_LIMITS['second-factor'].account;
  const stamped: string[] = [];
  const factors = new StaffSecondFactor({
    store,
    audit: { recordStaffAccess: async (e) => void audit.push(e), staffAccesses: async () => [] },
    clock,
    sealed: new SealedSecrets('a-test-secret-of-at-least-32-characters!'),
    issuer: 'Contrail',
    limit: async (userId) => {
      const verdict = await limits.hit(`second-factor:${userId}`, rule, clock.now());
      return verdict.allowed ? null : 'Too many attempts. Please try again in 15 minutes.';
    },
    passed: (userId) => limits.reset(`second-factor:${userId}`),
    confirmSignIn: async (refreshToken) => {
      stamped.push(refreshToken);
      return refreshToken === 'ended' ? fail('NotAuthorizedException') : succeed(TOKENS);
    },
  });
  const ben = {
    userId: 'ben',
    email: 'ben.ortega@contrail.test',
    refreshToken: 'rt-1',
    requestId: 'r1',
    address: '10.0.0.1',
  };
  return { clock, store, audit, factors, ben, stamped };
}

/** Ben enrolled with the code of the step that starts at STEP_START; answers his secret and recovery codes. */
async function enrolled() {
  const w = world();
  const enrolment = await w.factors.enrolment(w.ben);
  if (!enrolment.ok) throw new Error(enrolment.message);
  const secret = enrolment.value.secret;
  const done = await w.factors.confirmEnrolment(w.ben, totpCode(secret, STEP_START));
  if (!done.ok) throw new Error(done.message);
  return { ...w, secret, recoveryCodes: done.value.recoveryCodes };
}

describe('enrolling an authenticator', () => {
  it('offers one pending secret by QR address until a first code of it confirms it, then ten recovery codes', async () => {
    const { factors, ben, audit, stamped } = world();
    expect(await factors.state('ben')).toBe('enrol');
    const first = await factors.enrolment(ben);
    const again = await factors.enrolment(ben);
    expect(first.ok && again.ok && first.value.secret === again.value.secret).toBe(true);
    if (!first.ok) return;
    expect(first.value.address).toMatch(/^otpauth:\/\/totp\/Contrail:ben\.ortega%40contrail\.test\?secret=/);
    expect(first.value.address).toContain('issuer=Contrail');
    expect(await factors.confirmEnrolment(ben, '123456')).toMatchObject({ ok: false, status: 400 });
    const done = await factors.confirmEnrolment(ben, totpCode(first.value.secret, STEP_START));
    expect(done.ok && done.value.recoveryCodes).toHaveLength(10);
    expect(done.ok && new Set(done.value.recoveryCodes).size).toBe(10);
    expect(stamped).toEqual(['rt-1']);
    expect(await factors.state('ben')).toBe('verify');
    expect(await factors.enrolment(ben)).toEqual({ ok: false, status: 409, message: SECOND_FACTOR_MESSAGES.ENROLLED });
    expect(audit.map((e) => e.action)).toEqual([
      'second-factor.enrolment-started',
      'second-factor.refused',
      'second-factor.enrolled',
    ]);
  });

  it('keeps the secret sealed: the store never holds it in the clear', async () => {
    const { store, secret } = await enrolled();
    const kept = await store.factorOf('ben');
    expect(kept?.sealedSecret).not.toContain(secret);
    expect(new SealedSecrets('another-secret-of-at-least-32-characters').open(kept?.sealedSecret ?? '')).toBeNull();
  });
});

describe('a code at the edges of its window (RFC 6238, 30-second steps, one step either side)', () => {
  const at = (ms: number) => new Date(STEP_START.getTime() + ms);

  it('takes the code of the step before until 30 seconds after it ended, and not a second later', async () => {
    const w = await enrolled();
    // Now is the last millisecond of the step after STEP_START's: the step before is STEP_START's own (used).
    w.clock.advance(2 * STEP - 1);
    expect(timeStepAt(w.clock.now())).toBe(timeStepAt(STEP_START) + 1);
    expect(await w.factors.verify(w.ben, totpCode(w.secret, at(0)))).toMatchObject({
      ok: false,
      message: SECOND_FACTOR_MESSAGES.USED_CODE,
    });
    expect((await w.factors.verify(w.ben, totpCode(w.secret, at(STEP)))).ok).toBe(true);
    w.clock.advance(STEP + 1); // Step +3 begins: step +1's code is two steps old.
    expect(await w.factors.verify(w.ben, totpCode(w.secret, at(2 * STEP)))).toMatchObject({ ok: true });
    expect(await w.factors.verify(w.ben, totpCode(w.secret, at(STEP)))).toMatchObject({ ok: false, status: 400 });
  });

  it('takes the code of the next step (a phone a little ahead), and not the one after', async () => {
    const w = await enrolled();
    w.clock.advance(STEP); // Step +1 begins.
    expect(await w.factors.verify(w.ben, totpCode(w.secret, at(3 * STEP)))).toMatchObject({
      ok: false,
      message: SECOND_FACTOR_MESSAGES.WRONG_CODE,
    });
    expect(await w.factors.verify(w.ben, totpCode(w.secret, at(2 * STEP)))).toMatchObject({ ok: true });
  });
});

describe('a code used once', () => {
  it('refuses the same code again, and any earlier one, as used', async () => {
    const w = await enrolled();
    w.clock.advance(STEP);
    const code = totpCode(w.secret, w.clock.now());
    expect((await w.factors.verify(w.ben, code)).ok).toBe(true);
    expect(await w.factors.verify(w.ben, code)).toEqual({
      ok: false,
      status: 400,
      message: SECOND_FACTOR_MESSAGES.USED_CODE,
    });
    expect(w.audit.at(-1)).toMatchObject({ action: 'second-factor.refused', details: 'code already used' });
  });

  it('spends a recovery code once, however it is typed', async () => {
    const w = await enrolled();
    const [code = ''] = w.recoveryCodes;
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    expect(await w.factors.verify(w.ben, typed)).toEqual({ ok: true, value: { tokens: TOKENS, recoveryCodesLeft: 9 } });
    expect(await w.factors.verify(w.ben, code)).toEqual({
      ok: false,
      status: 400,
      message: SECOND_FACTOR_MESSAGES.WRONG_RECOVERY_CODE,
    });
    expect(w.audit.map((e) => e.action)).toContain('second-factor.recovery-code-used');
  });
});

describe('guessing codes', () => {
  it('stops after the limit of wrong codes: the right one too, until the window ends', async () => {
    const w = await enrolled();
    w.clock.advance(STEP);
    const limit = RATE_LIMITS['second-factor'].account.limit;
    let guessed = 0;
    for (let guess = 0; guess < 10_000; guess += 1) {
      const code = String(guess).padStart(6, '0');
      if (code === totpCode(w.secret, w.clock.now())) continue;
      const answer = await w.factors.verify(w.ben, code);
      if (answer.ok || answer.status === 429) break;
      guessed += 1;
    }
    expect(guessed).toBe(limit);
    expect(await w.factors.verify(w.ben, totpCode(w.secret, w.clock.now()))).toMatchObject({ ok: false, status: 429 });
    w.clock.advance(RATE_LIMITS['second-factor'].account.windowSeconds * 1000);
    expect((await w.factors.verify(w.ben, totpCode(w.secret, w.clock.now()))).ok).toBe(true);
    expect(w.audit.filter((e) => e.details === 'too many attempts').length).toBeGreaterThan(0);
  });

  it('answers a sign-in that has ended meanwhile with its message, never a half-stamped session', async () => {
    const w = await enrolled();
    w.clock.advance(STEP);
    const ended = { ...w.ben, refreshToken: 'ended' };
    expect(await w.factors.verify(ended, totpCode(w.secret, w.clock.now()))).toEqual({
      ok: false,
      status: 409,
      message: SECOND_FACTOR_MESSAGES.SIGNED_OUT,
    });
    expect(await w.factors.verify({ ...w.ben, refreshToken: null }, '')).toMatchObject({
      message: SECOND_FACTOR_MESSAGES.NO_CODE,
    });
  });
});
