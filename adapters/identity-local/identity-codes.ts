import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../ports/clock';
import { fail, succeed, type IdentityResult } from '../../ports/identity-provider';
import type { CodePurpose, UserStore } from '../../ports/user-store';
import { codeMessage } from './identity-mail';
import type { LocalIdentitySettings } from './local-identity-provider';

/** The six-digit codes the local provider e-mails (confirming a sign-up, resetting a password). */
export class IdentityCodes {
  constructor(
    private readonly users: UserStore,
    private readonly clock: Clock,
    private readonly settings: Pick<LocalIdentitySettings, 'codeMinutes' | 'maxCodeAttempts'>,
    private readonly key: Uint8Array,
  ) {}

  private hash(userId: string, purpose: CodePurpose, code: string): string {
    // Keyed: a six-digit code's plain hash would fall to a table of a million entries.
    return createHmac('sha256', this.key).update(`${userId}:${purpose}:${code}`).digest('base64url');
  }

  /** A new code, stored as a hash, and its e-mail queued with it: the code itself is only in the message. */
  async send(userId: string, email: string, purpose: CodePurpose): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.settings.codeMinutes * 60_000);
    const message = codeMessage(userId, email, purpose, code, this.settings.codeMinutes, expiresAt);
    await this.users.saveCode(
      { userId, purpose, codeHash: this.hash(userId, purpose, code), expiresAt },
      [message],
      now,
    );
  }

  /** Checks a code and spends it: expiring, a bounded number of guesses, single use. */
  async use(userId: string, purpose: CodePurpose, code: string): Promise<IdentityResult<void>> {
    const stored = await this.users.findCode(userId, purpose);
    if (!stored || stored.expiresAt <= this.clock.now()) return fail('ExpiredCodeException');
    if (stored.failedAttempts >= this.settings.maxCodeAttempts) return fail('LimitExceededException');
    const given = Buffer.from(this.hash(userId, purpose, code.trim()));
    const expected = Buffer.from(stored.codeHash);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      const failures = await this.users.recordCodeFailure(userId, purpose);
      return failures >= this.settings.maxCodeAttempts ? fail('LimitExceededException') : fail('CodeMismatchException');
    }
    if (!(await this.users.consumeCode(userId, purpose, stored.codeHash))) return fail('ExpiredCodeException');
    return succeed(undefined);
  }
}
