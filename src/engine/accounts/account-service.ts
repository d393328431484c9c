import type { Clock } from '../../../ports/clock';
import {
  isProfileComplete,
  type CommunicationPreferences,
  type Identity,
  type IdentityError,
  type IdentityProvider,
  type Profile,
  type ProfileStore,
  type SignUpInput,
  type Tokens,
} from '../../../ports/identity-provider';
import type { FederatedProfile } from '../../../ports/federated-identity';
import type { RateLimitRule, RateLimitStore } from '../../../ports/rate-limit-store';
import { SessionCache } from './session-cache';

/**
 * The account use cases behind both the pages and the REST API: the identity provider's calls
 * with rate limits per account and per client address in front of the guessable ones
 * (passwords, six-digit codes, mail-sending requests), and the signed-in person's profile.
 */
export interface RateLimitedError {
  name: 'TooManyRequestsException';
  message: string;
  retryAfterSeconds: number;
}

export type AccountError = IdentityError | RateLimitedError;
export type AccountResult<T> = { ok: true; value: T } | { ok: false; error: AccountError };

/** Who is asking, for the per-address limits. */
export interface Client {
  address: string;
}

/** The signed-in person as the session knows them. */
export interface Account {
  identity: Identity;
  profile: Profile;
  /** All four profile fields present: only then does the person count as signed in (spec 000 §6). */
  complete: boolean;
}

type Action = 'sign-in' | 'code' | 'mail' | 'sign-up' | 'password';

/** Limits per action: per account (e-mail or user id) and per client address. */
export const RATE_LIMITS: Record<Action, { account: RateLimitRule; address: RateLimitRule }> = {
  'sign-in': { account: { limit: 10, windowSeconds: 900 }, address: { limit: 50, windowSeconds: 900 } },
  code: { account: { limit: 10, windowSeconds: 900 }, address: { limit: 50, windowSeconds: 900 } },
  mail: { account: { limit: 5, windowSeconds: 3600 }, address: { limit: 30, windowSeconds: 3600 } },
  'sign-up': { account: { limit: 5, windowSeconds: 3600 }, address: { limit: 30, windowSeconds: 3600 } },
  password: { account: { limit: 10, windowSeconds: 900 }, address: { limit: 50, windowSeconds: 900 } },
};

export class AccountService {
  constructor(
    private readonly identity: IdentityProvider,
    private readonly profiles: ProfileStore,
    private readonly limits: RateLimitStore,
    private readonly clock: Clock,
    /** Resolved sessions of this node (decision 023); changes made here invalidate it. */
    private readonly sessions: SessionCache = new SessionCache(),
  ) {}

  get passwordPolicy(): string {
    return this.identity.passwordPolicy;
  }

  async signUp(input: SignUpInput, client: Client): Promise<AccountResult<{ userId: string }>> {
    return (await this.limit('sign-up', input.username, client)) ?? this.identity.signUp(input);
  }

  async confirmSignUp(email: string, code: string, client: Client): Promise<AccountResult<void>> {
    return (await this.limit('code', email, client)) ?? this.identity.confirmSignUp(email, code);
  }

  async resendSignUpCode(email: string, client: Client): Promise<AccountResult<void>> {
    return (await this.limit('mail', email, client)) ?? this.identity.resendSignUpCode(email);
  }

  async signIn(email: string, password: string, client: Client): Promise<AccountResult<Tokens>> {
    const limited = await this.limit('sign-in', email, client);
    if (limited) return limited;
    const result = await this.identity.signIn(email, password);
    if (result.ok) await this.limits.reset(accountKey('sign-in', email));
    return result;
  }

  refresh(refreshToken: string): Promise<AccountResult<Tokens>> {
    return this.identity.refresh(refreshToken);
  }

  federatedSignIn(profile: FederatedProfile): Promise<AccountResult<Tokens>> {
    return this.identity.federatedSignIn(profile);
  }

  async forgotPassword(email: string, client: Client): Promise<AccountResult<void>> {
    return (await this.limit('mail', email, client)) ?? this.identity.forgotPassword(email);
  }

  async confirmForgotPassword(
    email: string,
    code: string,
    newPassword: string,
    client: Client,
  ): Promise<AccountResult<void>> {
    return (await this.limit('code', email, client)) ?? this.identity.confirmForgotPassword(email, code, newPassword);
  }

  async changePassword(
    userId: string,
    oldPassword: string,
    newPassword: string,
    client: Client,
  ): Promise<AccountResult<void>> {
    return (
      (await this.limit('password', userId, client)) ?? this.identity.changePassword(userId, oldPassword, newPassword)
    );
  }

  /**
   * Retires the refresh token's family and, when given, the session's access token: this node
   * refuses it from now on (others until it expires, decision 012).
   */
  async signOut(refreshToken: string | null, accessToken?: string): Promise<void> {
    if (accessToken) {
      const now = this.clock.now().getTime();
      const expiresAt =
        this.sessions.get(accessToken, now)?.expiresAt ??
        (await this.identity.verifyAccessToken(accessToken))?.expiresAt?.getTime();
      if (expiresAt !== undefined) this.sessions.revoke(accessToken, expiresAt);
      else this.sessions.delete(accessToken);
    }
    if (refreshToken) await this.identity.signOut(refreshToken);
  }

  async deleteAccount(userId: string): Promise<AccountResult<void>> {
    const result = await this.identity.deleteUser(userId);
    this.sessions.forgetUser(userId);
    return result;
  }

  /**
   * The account behind an access token, or null (bad, expired, signed out here, or the user is
   * gone). Cached per token until it expires; the profile part is re-read after a few seconds.
   */
  async accountFor(accessToken: string): Promise<Account | null> {
    const now = this.clock.now().getTime();
    if (this.sessions.isRevoked(accessToken, now)) return null;
    const cached = this.sessions.get(accessToken, now);
    if (cached?.profileFresh) return cached.account;
    const version = this.sessions.version;
    let identity: Identity;
    let expiresAt: number | undefined;
    if (cached) {
      identity = cached.account.identity;
      expiresAt = cached.expiresAt;
    } else {
      const verified = await this.identity.verifyAccessToken(accessToken);
      if (!verified) return null;
      identity = { userId: verified.userId, email: verified.email, role: verified.role, federated: verified.federated };
      expiresAt = verified.expiresAt?.getTime();
    }
    const profile = await this.profiles.getProfile(identity.userId);
    if (!profile) {
      this.sessions.delete(accessToken);
      return null;
    }
    const account = { identity, profile, complete: isProfileComplete(profile) };
    if (expiresAt !== undefined) this.sessions.set(accessToken, account, expiresAt, now, version);
    return account;
  }

  getProfile(userId: string): Promise<Profile | null> {
    return this.profiles.getProfile(userId);
  }

  async updateProfile(userId: string, profile: Omit<Profile, 'email'>): Promise<boolean> {
    // Forgotten before and after: a request resolving meanwhile must not keep the old profile.
    this.sessions.forgetUser(userId);
    const updated = await this.profiles.updateProfile(userId, profile);
    this.sessions.forgetUser(userId);
    return updated;
  }

  /**
   * Ends every session of an account now (a staff member disabled): this node forgets them, and
   * the account's profile no longer resolves anywhere (a disabled account has none to sessions).
   */
  async endSessions(userId: string): Promise<void> {
    this.sessions.forgetUser(userId);
  }

  /** Counts one re-entered password of a staff member (the per-account rule of "password"). */
  async passwordCheckAllowed(userId: string): Promise<boolean> {
    const verdict = await this.limits.hit(
      accountKey('password', userId),
      RATE_LIMITS.password.account,
      this.clock.now(),
    );
    return verdict.allowed;
  }

  /** The zone the customer's browser reports, for the deadlines their e-mails show (decision 025). */
  rememberTimeZone(userId: string, timeZone: string): Promise<boolean> {
    return this.profiles.setTimeZone(userId, timeZone);
  }

  getCommunication(userId: string): Promise<CommunicationPreferences | null> {
    return this.profiles.getCommunication(userId);
  }

  setCommunication(userId: string, preferences: CommunicationPreferences): Promise<boolean> {
    return this.profiles.setCommunication(userId, preferences);
  }

  private async limit(action: Action, account: string, client: Client): Promise<AccountResult<never> | undefined> {
    const now = this.clock.now();
    const rules = RATE_LIMITS[action];
    const verdicts = [
      await this.limits.hit(accountKey(action, account), rules.account, now),
      await this.limits.hit(`${action}:address:${client.address}`, rules.address, now),
    ];
    const refused = verdicts.filter((v) => !v.allowed);
    if (refused.length === 0) return undefined;
    const resetsAt = Math.max(...refused.map((v) => v.resetsAt.getTime()));
    const retryAfterSeconds = Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return {
      ok: false,
      error: {
        name: 'TooManyRequestsException',
        message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        retryAfterSeconds,
      },
    };
  }
}

const accountKey = (action: Action, account: string) => `${action}:account:${account.trim().toLowerCase()}`;
