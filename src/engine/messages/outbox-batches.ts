import { afterFailure } from '../../core/messages/delivery-policy';
import type { Channel } from '../../core/notifications/phone-messages';
import type { Clock } from '../../../ports/clock';
import type { ClaimedMessage, MessageOutbox } from '../../../ports/message-outbox';

export interface SendReport {
  sent: number;
  retrying: number;
  failed: number;
  skipped: number;
}

/**
 * A sender's pass over the outbox: claims due messages of its channels batch after batch and
 * delivers each, until none is left. Bounded: a flood of new messages must not keep one run
 * going forever (the next run takes the rest).
 */
export async function sendDueBatches(
  from: { outbox: MessageOutbox; clock: Clock; channels: readonly Channel[]; batch?: number | undefined },
  leaseMs: number,
  deliver: (message: ClaimedMessage) => Promise<keyof SendReport>,
): Promise<SendReport> {
  const report: SendReport = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  const batch = from.batch ?? 20;
  for (let round = 0; round < 50; round += 1) {
    const claimed = await from.outbox.claimDue(from.clock.now(), batch, leaseMs, from.channels);
    for (const message of claimed) report[await deliver(message)] += 1;
    if (claimed.length < batch) break;
  }
  return report;
}

/** How a sender reports on a message that did not go. */
export interface FailureContext {
  outbox: MessageOutbox;
  clock: Clock;
  random?: (() => number) | undefined;
  log(level: 'warn' | 'error', event: string, fields: Record<string, unknown>): void;
  /** "e-mail", "text message": the words of its log lines. */
  what: string;
}

/**
 * A message its carrier did not take: FAILED when the refusal is permanent or the message has
 * waited too long (delivery-policy.ts), else tried again later, never sooner than `notBeforeMs`
 * from now (a carrier's own Retry-After).
 */
export async function recordFailure(
  context: FailureContext,
  message: ClaimedMessage,
  failure: { error: unknown; permanent: boolean; notBeforeMs?: number | undefined },
): Promise<keyof SendReport> {
  const now = context.clock.now();
  const text = failure.error instanceof Error ? failure.error.message : String(failure.error);
  const next = afterFailure({
    permanent: failure.permanent,
    error: text,
    attempts: message.attempts,
    createdAt: message.createdAt,
    now,
    random: (context.random ?? Math.random)(),
  });
  if ('giveUp' in next) {
    context.log('error', `${context.what} not delivered`, { id: message.id, kind: message.kind, error: next.giveUp });
    await context.outbox.markGivenUp(message, now, 'FAILED', next.giveUp);
    return 'failed';
  }
  const retryAt = new Date(Math.max(next.retryAt.getTime(), now.getTime() + (failure.notBeforeMs ?? 0)));
  context.log('warn', `${context.what} delivery failed; trying again later`, {
    id: message.id,
    kind: message.kind,
    attempts: message.attempts,
    retryAt: retryAt.toISOString(),
    error: text,
  });
  await context.outbox.markRetry(message, now, text, retryAt);
  return 'retrying';
}
