import type { PeakTravelSettings } from '../../core/notices/peak-travel';
import type { MarketDeps } from '../quote-deps';
import type { BookingStore } from '../../../ports/charter/booking-store';
import type { LedgerStore } from '../../../ports/charter/ledger-store';
import type { PaymentStore } from '../../../ports/charter/payment-store';
import type { QuoteStore } from '../../../ports/charter/quote-store';
import type { Clock } from '../../../ports/clock';
import type { ProfileStore } from '../../../ports/identity-provider';
import type { PaymentGateway } from '../../../ports/payment-gateway';
import type { ReferenceData } from '../../../ports/reference-data';

/** What the payment use cases need; bound in src/container.ts. */
export interface PaymentEngineDeps {
  bookings: BookingStore;
  payments: PaymentStore;
  ledger: LedgerStore;
  quotes: QuoteStore;
  gateway: PaymentGateway;
  profiles: ProfileStore;
  /** Airport time zones, to read the legs' local times. */
  referenceData: ReferenceData;
  clock: Clock;
  peakTravel: PeakTravelSettings;
  /** Where the aircraft are and what days cost (docs/decisions/040); absent: a quiet market. */
  market?: MarketDeps;
  /** Apple Pay merchant validation: our domain and the name on the payment sheet. */
  merchant: { domain: string; displayName: string };
  /** A fresh payment id of at most 20 characters (the gateway's idempotency key). */
  newPaymentId(): string;
  /** Events worth a log line. Never given card data or tokens. */
  log(level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown>): void;
  /** How long a second confirm of the same payment waits for the first one's outcome. */
  confirmWaitMs?: number;
}
