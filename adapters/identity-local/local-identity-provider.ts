import { randomBytes, randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { PASSWORD_POLICY_TEXT, passwordProblems } from '../../src/core/identity/password-policy';
import { CLOCK, type Clock } from '../../ports/clock';
import {
  ACCOUNT_DISABLED,
  fail,
  isStaff,
  STAFF_SESSION_HOURS,
  succeed,
  type NewStaff,
  type VerifiedIdentity,
  type IdentityProvider,
  type IdentityResult,
  type Role,
  type SignUpInput,
  type Tokens,
} from '../../ports/identity-provider';
import type { FederatedProfile } from '../../ports/federated-identity';
import type { OutboxEntry } from '../../ports/message-outbox';
import { USER_STORE, type UserRecord, type UserStore } from '../../ports/user-store';
import { AccessTokens } from './access-tokens';
import { IdentityCodes } from './identity-codes';
import { passwordChanged, sha256 } from './identity-mail';
import { dummyHash, hashPassword, verifyPassword } from './passwords';

export interface LocalIdentitySettings {
  /** HMAC key for access tokens and code hashes: at least 32 bytes of secret. */
  secret: string;
  issuer: string;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  codeMinutes: number;
  maxCodeAttempts: number;
  /** scrypt's N for new password hashes (a stored hash keeps its own). */
  passwordCost: number;
}

export const LOCAL_IDENTITY_SETTINGS = Symbol.for('contrail.LocalIdentitySettings');

/**
 * A refresh token presented again within this many seconds of its rotation is refused without
 * revoking its family: two tabs (or a page and its data request) refreshing at the same moment
 * is not theft. Later reuse is, and ends every session of that sign-in.
 */
const REUSE_GRACE_SECONDS = 20;

const emailSchema = z.email();

/**
 * Users in our own database, scrypt hashes, codes by e-mail, signed JWT access tokens. Its
 * e-mails (codes, a changed password, a deleted account) are queued in the outbox with the
 * change they tell of (docs/decisions/025): a mail server that is down delays them, never the
 * sign-up, and never loses them.
 */
@injectable()
export class LocalIdentityProvider implements IdentityProvider {
  readonly passwordPolicy = PASSWORD_POLICY_TEXT;
  private readonly tokens: AccessTokens;
  private readonly codes: IdentityCodes;

  constructor(
    @inject(USER_STORE) private readonly users: UserStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOCAL_IDENTITY_SETTINGS) private readonly settings: LocalIdentitySettings,
  ) {
    this.tokens = new AccessTokens(settings.secret, settings.issuer, settings.accessTokenSeconds);
    this.codes = new IdentityCodes(users, clock, settings, this.tokens.secretKey);
  }

  async signUp(input: SignUpInput): Promise<IdentityResult<{ userId: string }>> {
    const email = input.username.trim().toLowerCase();
    if (!emailSchema.safeParse(email).success)
      return fail('InvalidParameterException', 'Invalid email address format.');
    const policy = this.checkPolicy(input.password);
    if (policy) return policy;
    const id = randomUUID();
    const created = await this.createUser({
      id,
      email,
      password: input.password,
      role: 'CUSTOMER',
      confirmed: false,
      firstname: input.attributes.given_name.trim(),
      lastname: input.attributes.family_name.trim(),
      phone: input.attributes.phone_number.trim(),
    });
    if (!created) return fail('UsernameExistsException');
    await this.codes.send(id, email, 'confirm-sign-up');
    return succeed({ userId: id });
  }

  /** Support staff and administrators: confirmed at once, no code (staff:create, the desk). */
  async createStaff(input: NewStaff): Promise<IdentityResult<{ userId: string }>> {
    const email = input.email.trim().toLowerCase();
    if (!emailSchema.safeParse(email).success)
      return fail('InvalidParameterException', 'Invalid email address format.');
    const policy = this.checkPolicy(input.password);
    if (policy) return policy;
    const id = randomUUID();
    const created = await this.createUser({
      id,
      email,
      password: input.password,
      role: input.role,
      confirmed: true,
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
      phone: '',
    });
    return created ? succeed({ userId: id }) : fail('UsernameExistsException');
  }

  async setDisabled(userId: string, disabled: boolean): Promise<IdentityResult<void>> {
    const now = this.clock.now();
    if (!(await this.users.setDisabled(userId, disabled ? now : null))) return fail('UserNotFoundException');
    // Every refresh token goes: the account's sessions end when their access tokens do, or at
    // once on every node that is told (the session cache is the caller's to clear).
    if (disabled) await this.users.revokeAllTokens(userId, now);
    return succeed(undefined);
  }

  async checkPassword(userId: string, password: string): Promise<boolean> {
    const user = await this.users.findById(userId);
    if (!user?.passwordHash || user.disabledAt) {
      await verifyPassword(password, dummyHash(this.settings.passwordCost));
      return false;
    }
    return verifyPassword(password, user.passwordHash);
  }

  async confirmSignUp(email: string, code: string): Promise<IdentityResult<void>> {
    const user = await this.users.findByEmail(email);
    if (!user) return fail('UserNotFoundException');
    if (user.confirmed) return fail('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
    const checked = await this.codes.use(user.id, 'confirm-sign-up', code);
    if (!checked.ok) return checked;
    await this.users.markConfirmed(user.id);
    return succeed(undefined);
  }

  async resendSignUpCode(email: string): Promise<IdentityResult<void>> {
    const user = await this.users.findByEmail(email);
    if (!user) return fail('UserNotFoundException');
    if (user.confirmed) return fail('InvalidParameterException', 'User is already confirmed.');
    await this.codes.send(user.id, user.email, 'confirm-sign-up');
    return succeed(undefined);
  }

  async signIn(email: string, password: string): Promise<IdentityResult<Tokens>> {
    const user = await this.users.findByEmail(email);
    if (!user) {
      await verifyPassword(password, dummyHash(this.settings.passwordCost));
      return fail('UserNotFoundException');
    }
    if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
      return fail('NotAuthorizedException');
    }
    if (!user.confirmed) return fail('UserNotConfirmedException');
    if (user.disabledAt) return fail('NotAuthorizedException', ACCOUNT_DISABLED);
    return succeed(await this.issueTokens(user, randomUUID()));
  }

  async passkeySignIn(userId: string): Promise<IdentityResult<Tokens>> {
    const user = await this.users.findById(userId);
    if (!user?.confirmed) return fail('NotAuthorizedException');
    if (user.disabledAt) return fail('NotAuthorizedException', ACCOUNT_DISABLED);
    return succeed(await this.issueTokens(user, randomUUID(), { secondFactorAt: this.clock.now() }));
  }

  refresh(refreshToken: string): Promise<IdentityResult<Tokens>> {
    return this.rotate(refreshToken, null);
  }

  confirmSecondFactor(refreshToken: string): Promise<IdentityResult<Tokens>> {
    return this.rotate(refreshToken, this.clock.now());
  }

  /** Spends a refresh token for the next of its family, stamped with a second factor if `secondFactorAt`. */
  private async rotate(refreshToken: string, secondFactorAt: Date | null): Promise<IdentityResult<Tokens>> {
    const now = this.clock.now();
    const invalid = fail<Tokens>('NotAuthorizedException', 'Invalid Refresh Token');
    const stored = await this.users.findRefreshToken(sha256(refreshToken));
    if (!stored || stored.revokedAt || stored.expiresAt <= now) return invalid;
    if (stored.usedAt || !(await this.users.markRefreshTokenUsed(stored.tokenHash, now))) {
      const usedAt = stored.usedAt ?? now;
      if (now.getTime() - usedAt.getTime() > REUSE_GRACE_SECONDS * 1000) {
        await this.users.revokeFamily(stored.familyId, now);
      }
      return invalid;
    }
    const user = await this.users.findById(stored.userId);
    if (!user || user.disabledAt) return invalid;
    // A staff session keeps the end its sign-in gave it; a customer's slides with each refresh.
    return succeed(
      await this.issueTokens(user, stored.familyId, {
        familyEndsAt: isStaff(user.role) ? stored.expiresAt : undefined,
        secondFactorAt: secondFactorAt ?? stored.secondFactorAt,
      }),
    );
  }

  async forgotPassword(email: string): Promise<IdentityResult<void>> {
    const user = await this.users.findByEmail(email);
    if (!user) return fail('UserNotFoundException');
    if (!user.confirmed || !user.passwordHash) return fail('InvalidParameterException');
    await this.codes.send(user.id, user.email, 'reset-password');
    return succeed(undefined);
  }

  async confirmForgotPassword(
    email: string,
    code: string,
    newPassword: string,
    options: { keepSession?: string } = {},
  ): Promise<IdentityResult<void>> {
    const user = await this.users.findByEmail(email);
    if (!user) return fail('UserNotFoundException');
    const policy = this.checkPolicy(newPassword);
    if (policy) return policy;
    const checked = await this.codes.use(user.id, 'reset-password', code);
    if (!checked.ok) return checked;
    await this.users.setPasswordHash(
      user.id,
      await hashPassword(newPassword, this.settings.passwordCost),
      [passwordChanged(user.id)],
      this.clock.now(),
    );
    // A reset means the old password may be known to someone else: end every other session.
    await this.users.revokeAllTokens(user.id, this.clock.now(), options.keepSession);
    return succeed(undefined);
  }

  async changePassword(
    userId: string,
    oldPassword: string,
    newPassword: string,
    options: { keepSession?: string } = {},
  ): Promise<IdentityResult<void>> {
    const user = await this.users.findById(userId);
    if (!user) return fail('UserNotFoundException');
    if (user.federated || !user.passwordHash) {
      return fail('NotAuthorizedException', 'Accounts signed in with Apple, Google or Facebook have no password here.');
    }
    if (!(await verifyPassword(oldPassword, user.passwordHash))) return fail('NotAuthorizedException');
    const policy = this.checkPolicy(newPassword);
    if (policy) return policy;
    await this.users.setPasswordHash(
      user.id,
      await hashPassword(newPassword, this.settings.passwordCost),
      [passwordChanged(user.id)],
      this.clock.now(),
    );
    await this.users.revokeAllTokens(user.id, this.clock.now(), options.keepSession);
    return succeed(undefined);
  }

  async federatedSignIn(profile: FederatedProfile): Promise<IdentityResult<Tokens>> {
    const linked = await this.users.findFederated(profile.provider, profile.subject);
    if (linked) return succeed(await this.issueTokens(linked, randomUUID()));
    const email = profile.email?.trim().toLowerCase();
    if (!email || !profile.emailVerified || !emailSchema.safeParse(email).success) {
      return fail('InvalidParameterException', 'The provider did not share a verified e-mail address.');
    }
    const existing = await this.users.findByEmail(email);
    if (existing) {
      await this.users.linkFederated(profile.provider, profile.subject, existing.id);
      if (!existing.confirmed) await this.users.markConfirmed(existing.id);
      return succeed(await this.issueTokens({ ...existing, confirmed: true }, randomUUID()));
    }
    const user = {
      id: randomUUID(),
      email,
      passwordHash: null,
      role: 'CUSTOMER' as const,
      federated: true,
      confirmed: true,
      firstname: profile.givenName?.trim() ?? '',
      lastname: profile.familyName?.trim() ?? '',
      phone: profile.phone?.trim() ?? '',
    };
    if (!(await this.users.create({ ...user, createdAt: this.clock.now() }))) return fail('UsernameExistsException');
    await this.users.linkFederated(profile.provider, profile.subject, user.id);
    return succeed(await this.issueTokens(user, randomUUID()));
  }

  async signOut(refreshToken: string): Promise<void> {
    const stored = await this.users.findRefreshToken(sha256(refreshToken));
    if (stored) await this.users.revokeFamily(stored.familyId, this.clock.now());
  }

  async endSession(sessionId: string): Promise<void> {
    await this.users.revokeFamily(sessionId, this.clock.now());
  }

  async endSessions(userId: string, options: { except?: string } = {}): Promise<void> {
    await this.users.revokeAllTokens(userId, this.clock.now(), options.except);
  }

  isSessionActive(sessionId: string): Promise<boolean> {
    return this.users.isFamilyActive(sessionId);
  }

  async deleteUser(userId: string): Promise<IdentityResult<void>> {
    const user = await this.users.findById(userId);
    if (!user) return fail('UserNotFoundException');
    // The account is gone when the message is sent: it goes to the address it had.
    const farewell: OutboxEntry = {
      key: `account-deleted:${user.id}`,
      kind: 'account-deleted',
      userId: null,
      email: user.email,
      bookingId: null,
      facts: {},
    };
    await this.users.delete(user.id, [farewell], this.clock.now());
    return succeed(undefined);
  }

  verifyAccessToken(accessToken: string): Promise<VerifiedIdentity | null> {
    return this.tokens.verify(accessToken, this.clock.now());
  }

  private checkPolicy(password: string): IdentityResult<never> | undefined {
    const problems = passwordProblems(password);
    if (problems.length === 0) return undefined;
    return fail('InvalidPasswordException', `Password does not conform to policy: Password ${problems.join(', ')}.`);
  }

  private async createUser(input: {
    id: string;
    email: string;
    password: string;
    role: Role;
    confirmed: boolean;
    firstname: string;
    lastname: string;
    phone: string;
  }): Promise<boolean> {
    return this.users.create({
      id: input.id,
      email: input.email,
      passwordHash: await hashPassword(input.password, this.settings.passwordCost),
      role: input.role,
      federated: false,
      confirmed: input.confirmed,
      firstname: input.firstname,
      lastname: input.lastname,
      phone: input.phone,
      createdAt: this.clock.now(),
    });
  }

  private async issueTokens(
    user: UserRecord,
    familyId: string,
    { familyEndsAt, secondFactorAt = null }: { familyEndsAt?: Date; secondFactorAt?: Date | null } = {},
  ): Promise<Tokens> {
    const now = this.clock.now();
    // Staff sessions last at most STAFF_SESSION_HOURS from the sign-in (issue 16), refreshed or not.
    const endsAt = isStaff(user.role)
      ? (familyEndsAt ?? new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000))
      : new Date(now.getTime() + this.settings.refreshTokenDays * 86_400_000);
    const accessSeconds = Math.max(
      1,
      Math.min(this.settings.accessTokenSeconds, Math.floor((endsAt.getTime() - now.getTime()) / 1000)),
    );
    const accessToken = await this.tokens.sign(
      {
        userId: user.id,
        email: user.email,
        role: user.role,
        federated: user.federated,
        sessionId: familyId,
        secondFactor: secondFactorAt !== null,
      },
      now,
      endsAt,
    );
    const refreshToken = randomBytes(32).toString('base64url');
    await this.users.saveRefreshToken({
      tokenHash: sha256(refreshToken),
      userId: user.id,
      familyId,
      expiresAt: endsAt,
      secondFactorAt,
    });
    return { accessToken, refreshToken, expiresIn: accessSeconds };
  }
}
