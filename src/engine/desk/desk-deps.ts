import type { AuditLog } from '../../../ports/audit-log';
import type { RouteWatchStore } from '../../../ports/route-watches';
import type { AddressBookStore } from '../../../ports/charter/address-book-store';
import type { BookingStore } from '../../../ports/charter/booking-store';
import type { LedgerStore } from '../../../ports/charter/ledger-store';
import type { PaymentStore } from '../../../ports/charter/payment-store';
import type { Clock } from '../../../ports/clock';
import type { IdentityProvider } from '../../../ports/identity-provider';
import type { MessageOutbox } from '../../../ports/message-outbox';
import type { SecondFactorStore } from '../../../ports/second-factors';
import type { DeskStore } from '../../../ports/support-desk';
import type { EmbeddedBookingPayments } from '../payments/embedded-booking-payments';

/** What the back office's use cases need; bound in src/composition/engine-modules.ts. */
export interface DeskDeps {
  desk: DeskStore;
  bookings: BookingStore;
  payments: PaymentStore;
  ledger: LedgerStore;
  addressBook: AddressBookStore;
  /** Route watches (docs/decisions/047): a customer's, and the legs their alerts told. */
  watches: RouteWatchStore;
  outbox: MessageOutbox;
  audit: AuditLog;
  identity: IdentityProvider;
  /** Staff members' second factors (docs/decisions/053): listed, and reset by an administrator. */
  secondFactors: SecondFactorStore;
  /** The payment engine: a wire recorded, a booking cancelled with its refund. */
  engine: EmbeddedBookingPayments;
  clock: Clock;
  /** Ends every session of an account on every node (a disabled staff member). */
  endSessions(userId: string): Promise<void>;
  /** Counts one password check of a staff member; false when too many have failed lately. */
  passwordCheckAllowed(userId: string): Promise<boolean>;
}
