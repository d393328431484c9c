import type { CaughtMail } from '../../test/support/smtp-server';

/**
 * What Maya does that she is e-mailed about, and what her inbox shows (features/emails). Carried
 * out over HTTP against the whole app, with a real SMTP server as her inbox and a clock the
 * scenario moves (holds lapse, departures come near).
 */
export interface MailTasks {
  /** Signs up (the code read from her inbox), confirms and signs in. */
  haveAccount(email: string): Promise<void>;
  /** The zone her browser reports with each payment. */
  useTimeZone(zone: string): void;
  /** Searches a round trip and chooses the cheapest light jet: the booking's reference. */
  chooseRoundTrip(from: string, to: string, leavesInDays: number): Promise<string>;
  /** Pays the chosen trip in full with the sandbox Visa 4111 1111 1111 1111; answers the amount charged. */
  payInFullByCard(): Promise<{ chargedCents: number }>;
  /** Reserves the chosen trip with the $1,000 deposit by card; answers when the hold ends. */
  reserveWithDeposit(): Promise<{ holdUntil: Date }>;
  /** Chooses to pay by wire; answers the amount to wire and when the hold ends. */
  chooseWire(): Promise<{ amountCents: number; holdUntil: Date }>;
  /** Support records the wire's arrival (what the back office's "wire received" does). */
  recordWireArrival(): Promise<void>;
  /** Moves the clock on and lets every background job run, as the nodes would meanwhile. */
  passTime(hours: number): Promise<void>;
  /** Moves the clock to just after the chosen trip's hold ends, and lets the jobs run. */
  passHoldEnd(): Promise<void>;
  /** Moves the clock to `hours` before the chosen trip's first departure, and lets the jobs run. */
  passUntilBeforeDeparture(hours: number): Promise<void>;
  turnOffEmailNotifications(): Promise<void>;
  orderLimo(vehicleType: 'Sedan' | 'SUV' | 'SprinterVan', pickupAddress: string): Promise<void>;
  /** The operator (the embedded engine's part) assigns another crew to the chosen trip. */
  operatorAssignsAnotherCrew(): Promise<void>;
  changePassword(): Promise<void>;
  deleteAccount(): Promise<void>;
  /** Waits for the e-mail to her with this subject. */
  mailWithSubject(subject: string): Promise<CaughtMail>;
  /** Everything her inbox received so far. */
  inbox(): Promise<CaughtMail[]>;
}
