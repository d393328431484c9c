import type { FederatedProfile } from './federated-identity';

/**
 * Who people are and how they prove it: the identity provider's calls as the spec names them
 * (spec 000 sections 3, 4, 7, 8; spec 001 sections 2, 6). Failures are typed results, never
 * exceptions, and carry the provider's own error names and messages because the screens map
 * them word for word ('User does not exist.' becomes 'We don’t have an account with that
 * username.', UserNotConfirmedException opens the code step, and so on).
 */

export type IdentityErrorName =
  | 'UserNotFoundException'
  | 'NotAuthorizedException'
  | 'UserNotConfirmedException'
  | 'UsernameExistsException'
  | 'InvalidParameterException'
  | 'InvalidPasswordException'
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'LimitExceededException';

/** The messages each error carries, as the spec's error catalogue quotes them where it does. */
export const IDENTITY_MESSAGES = {
  UserNotFoundException: 'User does not exist.',
  NotAuthorizedException: 'Incorrect username or password.',
  UserNotConfirmedException: 'User is not confirmed.',
  UsernameExistsException: 'An account with the given email already exists.',
  InvalidParameterException:
    'Cannot reset password for the user as there is no registered/verified email or phone_number',
  InvalidPasswordException: 'Password does not conform to policy.',
  CodeMismatchException: 'Invalid verification code provided, please try again.',
  ExpiredCodeException: 'Invalid code provided, please request a code again.',
  LimitExceededException: 'Attempt limit exceeded, please try after some time.',
} as const satisfies Record<IdentityErrorName, string>;

export interface IdentityError {
  name: IdentityErrorName;
  message: string;
}

export type IdentityResult<T> = { ok: true; value: T } | { ok: false; error: IdentityError };

export const succeed = <T>(value: T): IdentityResult<T> => ({ ok: true, value });
export const fail = <T = never>(name: IdentityErrorName, message?: string): IdentityResult<T> => ({
  ok: false,
  error: { name, message: message ?? IDENTITY_MESSAGES[name] },
});

/** Customers book; support staff work the back office (/desk); administrators also manage staff. */
export type Role = 'CUSTOMER' | 'SUPPORT' | 'ADMIN';

export const STAFF_ROLES: readonly Role[] = ['SUPPORT', 'ADMIN'];

export function isStaff(role: Role): boolean {
  return role === 'SUPPORT' || role === 'ADMIN';
}

/** The spec's sign-up payload: the username is the e-mail. */
export interface SignUpInput {
  username: string;
  password: string;
  attributes: { email: string; given_name: string; family_name: string; phone_number: string };
}

export interface Tokens {
  accessToken: string;
  /** Single use: each refresh answers a new one and retires the old. */
  refreshToken: string;
  /** Seconds the access token stays valid. */
  expiresIn: number;
}

/** What a verified access token says about its bearer. */
export interface Identity {
  userId: string;
  email: string;
  role: Role;
  /** Signed in through Apple, Google or Facebook: no password of ours to change. */
  federated: boolean;
  /**
   * The sign-in this token belongs to (every token refreshed from one sign-in shares it): what
   * signing out ends on every node (decision 034). Absent where a provider has no such notion.
   */
  sessionId?: string;
  /**
   * The sign-in proved a second factor (decision 053). A staff sign-in without it has no more
   * than a customer's powers: see `effectiveRole`.
   */
  secondFactor?: boolean;
}

/**
 * The role a sign-in acts with: a staff member's only once their sign-in has proved its second
 * factor (issue 28); before that, a customer's (their own trips, nothing of anyone else's).
 */
export function effectiveRole(identity: Pick<Identity, 'role' | 'secondFactor'>): Role {
  return isStaff(identity.role) && !identity.secondFactor ? 'CUSTOMER' : identity.role;
}

/** A verified token's identity and when the token expires (sessions are cached until then). */
export interface VerifiedIdentity extends Identity {
  expiresAt?: Date;
}

export interface IdentityProvider {
  /** Human text of the password rules, for the sign-up and reset forms. */
  readonly passwordPolicy: string;
  signUp(input: SignUpInput): Promise<IdentityResult<{ userId: string }>>;
  confirmSignUp(email: string, code: string): Promise<IdentityResult<void>>;
  resendSignUpCode(email: string): Promise<IdentityResult<void>>;
  signIn(email: string, password: string): Promise<IdentityResult<Tokens>>;
  refresh(refreshToken: string): Promise<IdentityResult<Tokens>>;
  /**
   * Refreshes the sign-in and stamps it with its second factor, proven by the caller (the staff
   * second factor, decision 053): every token of the sign-in from now on says so.
   */
  confirmSecondFactor(refreshToken: string): Promise<IdentityResult<Tokens>>;
  /**
   * Signs in an account whose passkey the caller has verified (decision 058). A passkey asks
   * for the person's own check (fingerprint, face, PIN) as well as the device, so the sign-in
   * counts as having its second factor.
   */
  passkeySignIn(userId: string): Promise<IdentityResult<Tokens>>;
  forgotPassword(email: string): Promise<IdentityResult<void>>;
  /** Sets the new password and ends every sign-in of the account but `keepSession`, if given. */
  confirmForgotPassword(
    email: string,
    code: string,
    newPassword: string,
    options?: { keepSession?: string },
  ): Promise<IdentityResult<void>>;
  /** Changes the password and ends every other sign-in of the account but `keepSession`, if given. */
  changePassword(
    userId: string,
    oldPassword: string,
    newPassword: string,
    options?: { keepSession?: string },
  ): Promise<IdentityResult<void>>;
  /**
   * Signs in a person an outside provider vouched for: their linked account, else the account
   * with the same verified e-mail (now linked), else a new federated account.
   */
  federatedSignIn(profile: FederatedProfile): Promise<IdentityResult<Tokens>>;
  /** Retires the refresh token's whole family (every token rotated from the same sign-in). */
  signOut(refreshToken: string): Promise<void>;
  /** Ends one sign-in by its id (a signed-out access token's `sessionId`). */
  endSession(sessionId: string): Promise<void>;
  /** Ends every sign-in of the account but `except` (a staff member disabling it, say). */
  endSessions(userId: string, options?: { except?: string }): Promise<void>;
  /** False once the sign-in has ended (signed out, revoked, the account deleted). */
  isSessionActive(sessionId: string): Promise<boolean>;
  deleteUser(userId: string): Promise<IdentityResult<void>>;
  /** Null for anything but a valid, unexpired token of ours (whether its sign-in ended is `isSessionActive`). */
  verifyAccessToken(accessToken: string): Promise<VerifiedIdentity | null>;

  // Staff accounts (the back office, issue 16).
  /** A staff account, confirmed at once. Its sessions last at most STAFF_SESSION_HOURS. */
  createStaff(input: NewStaff): Promise<IdentityResult<{ userId: string }>>;
  /** Disables (or enables again) an account: it cannot sign in, and every session of it ends. */
  setDisabled(userId: string, disabled: boolean): Promise<IdentityResult<void>>;
  /** The account's own password, asked again before an action that moves money. */
  checkPassword(userId: string, password: string): Promise<boolean>;
}

export interface NewStaff {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  role: Exclude<Role, 'CUSTOMER'>;
}

/** A staff session ends this long after its sign-in, however often it is refreshed. */
export const STAFF_SESSION_HOURS = 8;

/** What a disabled account is told when it tries to sign in. */
export const ACCOUNT_DISABLED = 'This account is disabled. Please contact an administrator.';

export const IDENTITY_PROVIDER = Symbol.for('contrail.IdentityProvider');

/** Profile: complete only when all four fields are non-empty (spec 000 section 3). */
export interface Profile {
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
}

export interface CommunicationPreferences {
  enableEmail: boolean;
  enableNotification: boolean;
  sms: boolean;
}

/** Who an e-mail for an account goes to, and how they want it. */
export interface Recipient {
  email: string;
  firstname: string;
  /** The Notifications switch for e-mail: off mutes the optional messages (reminders) only. */
  enableEmail: boolean;
  /** IANA zone the customer's browser last reported, for deadlines; null before it has. */
  timeZone: string | null;
  /** Their phone in E.164, where texts go; null when it does not read as a number. */
  smsPhone: string | null;
  /** The Notifications switch for text messages. */
  sms: boolean;
}

export interface ProfileStore {
  getProfile(userId: string): Promise<Profile | null>;
  recipientOf(userId: string): Promise<Recipient | null>;
  /** Remembers the customer's time zone (a valid IANA name); false when there is no such user. */
  setTimeZone(userId: string, timeZone: string): Promise<boolean>;
  /** Returns false when there is no such user. */
  updateProfile(userId: string, profile: Omit<Profile, 'email'>): Promise<boolean>;
  getCommunication(userId: string): Promise<CommunicationPreferences | null>;
  setCommunication(userId: string, preferences: CommunicationPreferences): Promise<boolean>;
}

export const PROFILE_STORE = Symbol.for('contrail.ProfileStore');

export function isProfileComplete(profile: Profile): boolean {
  return [profile.email, profile.firstname, profile.lastname, profile.phone].every((v) => v.trim() !== '');
}
