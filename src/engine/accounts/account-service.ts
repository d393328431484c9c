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

  signOut(refreshToken: string): Promise<void> {
    return this.identity.signOut(refreshToken);
  }

  deleteAccount(userId: string): Promise<AccountResult<void>> {
    return this.identity.deleteUser(userId);
  }

  /** The account behind an access token, or null (bad, expired, or the user is gone). */
  async accountFor(accessToken: string): Promise<Account | null> {
    const identity = await this.identity.verifyAccessToken(accessToken);
    if (!identity) return null;
    const profile = await this.profiles.getProfile(identity.userId);
    if (!profile) return null;
    return { identity, profile, complete: isProfileComplete(profile) };
  }

  getProfile(userId: string): Promise<Profile | null> {
    return this.profiles.getProfile(userId);
  }

  updateProfile(userId: string, profile: Omit<Profile, 'email'>): Promise<boolean> {
    return this.profiles.updateProfile(userId, profile);
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
