import type { AuditLog } from '../../../ports/audit-log';
import type { ChatBus } from '../../../ports/chat-bus';
import type { ChatStore } from '../../../ports/chat-store';
import type { BookingStore } from '../../../ports/charter/booking-store';
import type { Clock } from '../../../ports/clock';
import type { RateLimitStore } from '../../../ports/rate-limit-store';
import type { DeskStore } from '../../../ports/support-desk';
import type { ConciergeHours } from '../../core/chat/concierge-hours';
import type { ChatHub } from './chat-hub';
import type { VisitorKeys } from './visitor-keys';

export type ChatLog = (level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown>) => void;

/** What the concierge chat's use cases need; bound in src/composition/engine-modules.ts. */
export interface ChatDeps {
  store: ChatStore;
  bus: ChatBus;
  hub: ChatHub;
  rateLimits: RateLimitStore;
  /** A booking's owner ("Chat about this trip"), a customer's bookings beside the conversation. */
  bookings: BookingStore;
  /** Staff members' names, as the customer sees them. */
  desk: DeskStore;
  audit: AuditLog;
  clock: Clock;
  hours: ConciergeHours;
  keys: VisitorKeys;
  newId(): string;
  log: ChatLog;
}
