import type { PaymentStore } from '../../../ports/charter/payment-store';
import type { Clock } from '../../../ports/clock';
import type { MessageOutbox } from '../../../ports/message-outbox';
import type { ReferenceData } from '../../../ports/reference-data';
import { holdReminderMessages } from './booking-messages';

export interface HoldReminderDeps {
  payments: PaymentStore;
  outbox: MessageOutbox;
  referenceData: ReferenceData;
  clock: Clock;
  /** How long before a hold lapses its reminder goes (decision 025: holds last 24 hours). */
  leadHours: number;
}

/**
 * Queues a reminder for each held booking whose hold ends within the lead time and whose
 * balance is still unpaid. Each hold is reminded of once (the reminder's key is the booking's),
 * whichever node gets there first. The customer's Notifications settings decide at sending.
 */
export async function queueHoldReminders(deps: HoldReminderDeps, limit = 100): Promise<{ reminders: number }> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + deps.leadHours * 3_600_000);
  const held = await deps.payments.holdsEndingBy(until, now, limit);
  const entries = held.flatMap((h) => holdReminderMessages(h, deps.referenceData));
  return { reminders: await deps.outbox.enqueue(entries, now) };
}
