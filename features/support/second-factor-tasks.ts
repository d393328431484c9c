/**
 * The staff second factor (features/security/signing-in-safely.feature), in business terms.
 * People are named by first name once introduced. The http driver signs in through the pages
 * (/login, /second-factor) as a browser without JavaScript does, with a test authenticator
 * that holds each staff member's secret (test/support/second-factor.ts).
 */
export type CodeGiven =
  | { kind: 'current' }
  | { kind: 'same-as-last' }
  | { kind: 'typed'; code: string }
  | { kind: 'recovery' }
  | { kind: 'same-recovery-as-last' };

export interface SignInOutcome {
  /** Where the sign-in ended: "/desk", "/second-factor", ... */
  landedOn: string;
  /** What the second-factor page said, when it refused the code. */
  message?: string;
}

export interface SecondFactorTasks {
  adminWithAuthenticator(fullName: string): Promise<void>;
  /** `admin` opens a support account on the desk: its enrolment is pending. */
  opensSupportAccount(admin: string, fullName: string): Promise<void>;
  /** The staff member signs in and sets up their authenticator, keeping the recovery codes. */
  setUpAuthenticator(staff: string): Promise<void>;
  /** A sign-in with the password, then (if given) a code on /second-factor, in a new browser session. */
  signIn(staff: string, code?: CodeGiven): Promise<SignInOutcome>;
  /** On the enrolment page of the last sign-in: whether it shows a QR code and a key to type. */
  enrolmentOffered(): Promise<boolean>;
  /** Scans the QR code of the last sign-in's page and enters the first code: the recovery codes shown. */
  enrolFromPage(staff: string): Promise<string[]>;
  /** The HTTP statuses the desk's pages and API answer the last sign-in with. */
  deskAnswers(): Promise<{ page: number; api: number }>;
  /** The status `/desk` answers the staff member's own (last kept) session with. */
  ownSessionAtDesk(staff: string): Promise<number>;
  /** `admin` resets the staff member's second factor on the desk. */
  resetSecondFactor(admin: string, staff: string): Promise<void>;
  /** The staff member, signed in at the desk, adds a passkey (their laptop's). */
  addPasskey(staff: string): Promise<void>;
  /** A sign-in with the staff member's passkey alone, in a new browser session: where it sends them. */
  signInWithPasskey(staff: string): Promise<SignInOutcome>;
  /** The audit log's lines about `staff` as `admin` reads it: who and what, in the desk's words. */
  auditAbout(admin: string, staff: string): Promise<{ who: string; what: string; details: string }[]>;
}
