import type { Clock } from '../../../ports/clock';
import {
  isProfileComplete,
  type CommunicationPreferences,
  type Identity,
  type IdentityError,
  type IdentityProvider,
  type IdentityResult,
  type Profile,
  type ProfileStore,
  type SignUpInput,
  type Tokens,
} from '../../../ports/identity-provider';
import type { FederatedProfile } from '../../../ports/federated-identity';
import type { RateLimitRule, RateLimitStore } from '../../../ports/rate-limit-store';
import type { SessionEvent } from '../../../ports/session-events';
import { SessionCache } from './session-cache';
import type { SignedInDevices, SigningDevice } from '../devices/signed-in-devices';

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

/** Who is asking: the address for the per-address limits, the browser for the devices list. */
export interface Client extends SigningDevice {
  address: string;
}

/** Where sign-ins are recorded with their devices (My Account > Security, decision 054). */
export type SignInRecorder = Pick<SignedInDevices, 'signedIn' | 'refreshed'>;

/** The signed-in person as the session knows them. */
export interface Account {
  identity: Identity;
  profile: Profile;
  /** All four profile fields present: only then does the person count as signed in (spec 000 §6). */
  complete: boolean;
}

type Action = 'sign-in' | 'code' | 'mail' | 'sign-up' | 'password' | 'second-factor';

/** Limits per action: per account (e-mail or user id) and per client address. */
export const RATE_LIMITS: Record<Action, { account: RateLimitRule; address: RateLimitRule }> = {
  'sign-in': { account: { limit: 10, windowSeconds: 900 }, address: { limit: 50, windowSeconds: 900 } },
  code: { account: { limit: 10, windowSeconds: 900 }, address: { limit: 50, windowSeconds: 900 } },
  mail: { account: { limit: 5, windowSeconds: 3600 }, address: { limit: 30, windowSeconds: 3600 } },
  'sign-up': { account: { limit: 5, windowSeconds: 3600 }, address: { limit: 30, windowSeconds: 3600 } },
  password: { account: { limit: 10, windowSeconds: 900 }, address: { limit: 50, windowSeconds: 900 } },
  // A staff member's codes count as their passwords do (decision 053).
  'second-factor': { account: { limit: 10, windowSeconds: 900 }, address: { limit: 50, windowSeconds: 900 } },
};

export class AccountService {
  constructor(
    private readonly identity: IdentityProvider,
    private readonly profiles: ProfileStore,
    private readonly limits: RateLimitStore,
    private readonly clock: Clock,
    /** Resolved sessions of this node (decision 023); changes made anywhere invalidate it (034). */
    private readonly sessions: SessionCache = new SessionCache(),
    /** Records each sign-in and refresh with its device; none in tests that do not list devices. */
    private readonly devices: SignInRecorder | null = null,
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
    if (result.ok) {
      await this.limits.reset(accountKey('sign-in', email));
      await this.devices?.signedIn(result.value.accessToken, client);
    }
    return result;
  }

  /** Signs in the account whose passkey was just verified (decision 058), recorded with its device. */
  async passkeySignIn(userId: string, client: Client): Promise<AccountResult<Tokens>> {
    const result = await this.identity.passkeySignIn(userId);
    if (result.ok) await this.devices?.signedIn(result.value.accessToken, client);
    return result;
  }

  async refresh(refreshToken: string): Promise<AccountResult<Tokens>> {
    const result = await this.identity.refresh(refreshToken);
    if (result.ok) await this.devices?.refreshed(result.value.accessToken);
    return result;
  }

  /** Drops a sign-in this node has cached, ended elsewhere in this request (a device signed out). */
  forgetSession(sessionId: string): void {
    this.sessions.endSession(sessionId);
  }

  /** Drops every cached sign-in of the account on this node. */
  forgetUser(userId: string): void {
    this.sessions.forgetUser(userId);
  }

  /** Counts one second-factor attempt of a staff member: the refusal's message when over the limit. */
  async secondFactorLimited(userId: string, client: Client): Promise<string | null> {
    const limited = await this.limit('second-factor', userId, client);
    return limited && !limited.ok ? limited.error.message : null;
  }

  /** Forgets a staff member's counted second-factor attempts once one has succeeded. */
  secondFactorPassed(userId: string): Promise<void> {
    return this.limits.reset(accountKey('second-factor', userId));
  }

  /** The sign-in of `refreshToken`, stamped with its proven second factor (decision 053). */
  confirmSecondFactor(refreshToken: string): Promise<IdentityResult<Tokens>> {
    return this.identity.confirmSecondFactor(refreshToken);
  }

  async federatedSignIn(profile: FederatedProfile, client?: Client): Promise<AccountResult<Tokens>> {
    const result = await this.identity.federatedSignIn(profile);
    if (result.ok && client) await this.devices?.signedIn(result.value.accessToken, client);
    return result;
  }

  async forgotPassword(email: string, client: Client): Promise<AccountResult<void>> {
    return (await this.limit('mail', email, client)) ?? this.identity.forgotPassword(email);
  }

  /** `keepSession`: the signed-in person changing their password keeps this sign-in; every other ends. */
  async confirmForgotPassword(
    email: string,
    code: string,
    newPassword: string,
    client: Client,
    keepSession?: string,
  ): Promise<AccountResult<void>> {
    return (
      (await this.limit('code', email, client)) ??
      this.identity.confirmForgotPassword(email, code, newPassword, { keepSession })
    );
  }

  /** Every sign-in of the account but `keepSession` ends, on every node (decision 034). */
  async changePassword(
    userId: string,
    oldPassword: string,
    newPassword: string,
    client: Client,
    keepSession?: string,
  ): Promise<AccountResult<void>> {
    const limited = await this.limit('password', userId, client);
    if (limited) return limited;
    const result = await this.identity.changePassword(userId, oldPassword, newPassword, { keepSession });
    if (result.ok) this.sessions.endSessionsOf(userId, keepSession);
    return result;
  }

  /**
   * Ends the session: the refresh token's sign-in and the access token's (the same one, unless
   * a client sends only one of them). Every node refuses its tokens within a moment (decision
   * 034); this one at once.
   */
  async signOut(refreshToken: string | null, accessToken?: string): Promise<void> {
    if (refreshToken) await this.identity.signOut(refreshToken);
    if (!accessToken) return;
    const now = this.clock.now().getTime();
    const sessionId =
      this.sessions.get(accessToken, now)?.account.identity.sessionId ??
      (await this.identity.verifyAccessToken(accessToken))?.sessionId;
    this.sessions.delete(accessToken);
    if (sessionId === undefined) return;
    await this.identity.endSession(sessionId);
    this.sessions.endSession(sessionId);
  }

  /**
   * Ends every sign-in of the account on every node within a moment (decision 034): for support
   * staff disabling an account, and anything else that must shut a person out now.
   */
  async endSessions(userId: string): Promise<void> {
    await this.identity.endSessions(userId);
    this.sessions.endSessionsOf(userId);
  }

  async deleteAccount(userId: string): Promise<AccountResult<void>> {
    const result = await this.identity.deleteUser(userId);
    this.sessions.endSessionsOf(userId);
    return result;
  }

  /** News from any node (ports/session-events.ts), applied to this node's cache. */
  applySessionEvent(event: SessionEvent): void {
    switch (event.kind) {
      case 'session-ended':
        return this.sessions.endSession(event.sessionId);
      case 'sessions-ended':
        return this.sessions.endSessionsOf(event.userId, event.except);
      case 'profile-changed':
        return this.sessions.forgetUser(event.userId);
      case 'missed':
        return this.sessions.clear();
    }
  }

  /**
   * The account behind an access token, or null (bad, expired, its sign-in ended, or the user is
   * gone). Cached per token until it expires or news of a change arrives; the profile and the
   * sign-in are read again after a few seconds all the same.
   */
  async accountFor(accessToken: string): Promise<Account | null> {
    const now = this.clock.now().getTime();
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
      const { expiresAt: expires, ...claims } = verified;
      identity = claims;
      expiresAt = expires?.getTime();
    }
    const { sessionId } = identity;
    if (sessionId !== undefined && this.sessions.hasEnded(sessionId)) return null;
    const [profile, active] = await Promise.all([
      this.profiles.getProfile(identity.userId),
      sessionId === undefined ? true : this.identity.isSessionActive(sessionId),
    ]);
    if (!active && sessionId !== undefined) {
      this.sessions.endSession(sessionId);
      return null;
    }
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
    // Other nodes hear of the change from the store (decision 034).
    this.sessions.forgetUser(userId);
    const updated = await this.profiles.updateProfile(userId, profile);
    this.sessions.forgetUser(userId);
    return updated;
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
