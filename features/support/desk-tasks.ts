/**
 * The support desk (features/desk), in business terms. People are named by their first name
 * once the scenario has introduced them ("Ana Ruiz works in support"); a booking is named by
 * its customer ("Maya's booking": her latest). The browser driver works the desk's pages, as
 * staff do.
 */
export type StaffRole = 'SUPPORT' | 'ADMIN';

/** What a customer has done before support looks, and what it came to. */
export interface CustomersTrip {
  reference: string;
  /** The flight's price, card fee excluded: what a refund is reckoned from. */
  flightCents: number;
  /** Charged in all (a card payment's 3% fee included). */
  chargedCents: number;
  /** Still to pay: the whole of it when waiting for a wire. */
  dueCents: number;
}

/** A booking as a row of the desk's search results. */
export interface FoundBooking {
  reference: string;
  customer: string;
  status: string;
}

/** One booking as the desk shows it. */
export interface BookingSheet {
  status: string;
  /** "KTEB to KPBI", in the order flown. */
  legs: string[];
  passengers: string[];
  /** Payments and refunds: what, how, the amount and its status, as shown. */
  money: { what: string; how: string; amount: string; status: string }[];
  /** The e-mails sent about it: subject and recipient. */
  emails: { subject: string; to: string }[];
}

/** The refund the terms give, as shown before anything is cancelled. */
export interface RefundOffer {
  /** Each refund, "$22,734.29 to the card (administrative fee $824.56 kept)". */
  refunds: string[];
  /** The total, as the confirm button says it. */
  total: string;
  /** Whether the staff member is asked for their own password to confirm. */
  asksPassword: boolean;
}

export interface AuditLine {
  who: string;
  what: string;
  /** Everything the line says it was about: the booking, the account, the details. */
  about: string;
}

/** The audit log as a staff member reads it, filtered or not. */
export interface AuditReading {
  lines: AuditLine[];
  /** What the page says of the filter: "Entries by Ana Ruiz", or that an e-mail names nobody. */
  says: string;
}

/** Whose entries to read: a customer or a staff member, by the e-mail staff know them by. */
export interface AuditAsked {
  customerEmail?: string;
  staffEmail?: string;
}

export interface DeskTasks {
  // Who is who, and what customers did before support looks.
  staffMember(fullName: string, role: StaffRole): Promise<void>;
  /** A round trip from Teterboro to West Palm Beach, paid in full by card or held waiting for a wire. */
  hasTrip(fullName: string, paying: 'card' | 'wire', leavesInDays: number): Promise<CustomersTrip>;
  addPassenger(customer: string, passengerFullName: string): Promise<void>;
  /** The customer's latest trip, as arranged above. */
  tripOf(customer: string): CustomersTrip;

  // What staff do on the desk. `staff` is a first name.
  searchBookings(staff: string, query: { text?: string; waitingForWire?: boolean }): Promise<FoundBooking[]>;
  openBooking(staff: string, customer: string): Promise<BookingSheet>;
  /** The customer's booking as the desk shows it now to the staff member who last worked it. */
  lookAgain(customer: string): Promise<BookingSheet>;
  /** Records the customer's wire of the amount due; answers what the desk says. */
  recordWire(staff: string, customer: string): Promise<string>;
  /** Chooses to cancel at the customer's request and looks at the refund, changing nothing. */
  startCancelling(staff: string, customer: string): Promise<RefundOffer>;
  /** Confirms the cancellation shown with `password`; answers what the desk says. */
  confirmCancelling(staff: string, password: string): Promise<string>;
  /** Both of the above, with the staff member's own password. */
  cancelAtTheirRequest(staff: string, customer: string): Promise<string>;
  /** The staff member's own password. */
  passwordOf(staff: string): string;
  /** The address someone signs in and is e-mailed with. */
  emailOf(person: string): string;
  /** "Ana Ruiz" for Ana. */
  fullNameOf(person: string): string;
  resendConfirmation(staff: string, customer: string): Promise<string>;
  openStaffAccount(admin: string, fullName: string, role: StaffRole, password: string): Promise<string>;
  disableStaffAccount(admin: string, member: string): Promise<string>;
  /** Signs in with the login form; true when the desk opens. */
  canSignIn(member: string, password: string): Promise<boolean>;
  /** The first page of the audit log, newest first, filtered as asked (typed into its form). */
  auditLog(staff: string, asked?: AuditAsked): Promise<AuditReading>;

  /** The subjects of every e-mail the customer has received, oldest first. */
  inboxOf(customer: string): Promise<string[]>;
}
