import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type { Database } from '../../adapters/postgres-store/database';
import { BOOKING_STORE, type BookingStore } from '../../ports/charter/booking-store';
import { ITINERARIES, type Itineraries } from '../../ports/charter/itineraries';
import { PAYMENT_STORE, type PaymentStore } from '../../ports/charter/payment-store';
import { CLOCK, type Clock } from '../../ports/clock';
import { MESSAGE_OUTBOX, type MessageOutbox } from '../../ports/message-outbox';
import { METRICS, type Metrics } from '../../ports/metrics';
import { REFERENCE_DATA, type ReferenceData } from '../../ports/reference-data';
import type { Config } from '../config';
import { JobRunner } from '../engine/jobs/job-runner';
import { queueHoldReminders } from '../engine/messages/hold-reminders';
import { queueFlightDayMessages } from '../engine/notifications/flight-day-messages';
import { matchNewEmptyLegs, sendWatchAlerts } from '../engine/watches/watch-alerts';
import { repriceWatches } from '../engine/watches/price-watches';
import { WATCH_ALERT_DEPS, type WatchJobDeps } from './watches-module';
import { queueItineraryNotices } from '../engine/messages/itinerary-notices';
import { MessageSender } from '../engine/messages/message-sender';
import { TextSender } from '../engine/notifications/text-sender';
import { PushDispatcher } from '../engine/notifications/push-dispatcher';
import { EmbeddedBookingPayments } from '../engine/payments/embedded-booking-payments';
import { ConciergeChat } from '../engine/chat/concierge-chat';
import { CarbonOffsets } from '../engine/carbon-offsets/carbon-offsets';

/** The job names, for tests and commands that run one now. */
export const JOBS = {
  payments: 'payments',
  mail: 'mail',
  texts: 'texts',
  push: 'push',
  holdReminders: 'hold-reminders',
  itineraries: 'itinerary-notices',
  flightDay: 'flight-day',
  watches: 'route-watches',
  chat: 'chat',
  carbonOffsets: 'carbon-offsets',
} as const;

/** The chat's 5-minute rule and e-mailed replies are checked this often (decision 036). */
const CHAT_JOBS_EVERY_MS = 15_000;

export interface RunningJobs {
  runner: JobRunner;
  stop(): Promise<void>;
}

/**
 * The background work of an engine node, on one runner: the payment jobs (reconcile once
 * before serving, then hold expiry, refunds and completed trips every interval), the hold
 * reminders, final itineraries and flight-day messages (queued in the outbox on the same
 * interval), and the e-mail
 * sender, woken by the database the moment a message is queued on any node, and on its own
 * interval for retries. A web node pointed at an api tier (CHARTER_API_URL) runs none.
 */
export async function startJobs(
  container: Container,
  config: Config,
  logger: Logger,
  dialect: Database['dialect'],
): Promise<RunningJobs> {
  const log = (level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown>) =>
    logger[level](fields, event);
  const runner = new JobRunner(log, container.get<Metrics>(METRICS));
  if (config.CHARTER_API_URL) return { runner, stop: () => runner.stop() };

  const engine = container.get(EmbeddedBookingPayments);
  const graceMs = config.PAYMENT_RECONCILE_AFTER_SECONDS * 1000;
  try {
    // On PostgreSQL only payments pending longer than the grace: another node may be charging
    // one right now. A PGlite database belongs to this one process, so everything pending was
    // left by its previous run.
    const report = await engine.pay.reconcile(dialect === 'pglite' ? -1 : graceMs);
    if (report.approved + report.declined > 0) logger.warn(report, 'payments reconciled at start');
  } catch (err) {
    logger.error({ err }, 'payment reconciliation at start failed; the interval job retries');
  }

  const everyMs = config.PAYMENT_JOBS_INTERVAL_SECONDS * 1000;
  const outbox = container.get<MessageOutbox>(MESSAGE_OUTBOX);
  const clock = container.get<Clock>(CLOCK);
  const referenceData = container.get<ReferenceData>(REFERENCE_DATA);
  const sender = container.get(MessageSender);
  runner.add({
    name: JOBS.payments,
    everyMs,
    run: async () => ({ ...(await engine.runJobs({ reconcileGraceMs: graceMs })) }),
  });
  runner.add({
    name: JOBS.holdReminders,
    everyMs,
    run: () =>
      queueHoldReminders({
        payments: container.get<PaymentStore>(PAYMENT_STORE),
        outbox,
        referenceData,
        clock,
        leadHours: config.HOLD_REMINDER_HOURS,
      }),
  });
  runner.add({
    name: JOBS.itineraries,
    everyMs,
    run: () =>
      queueItineraryNotices({
        bookings: container.get<BookingStore>(BOOKING_STORE),
        itineraries: container.get<Itineraries>(ITINERARIES),
        outbox,
        clock,
      }),
  });
  runner.add({
    name: JOBS.flightDay,
    everyMs,
    run: () =>
      queueFlightDayMessages({
        bookings: container.get<BookingStore>(BOOKING_STORE),
        itineraries: container.get<Itineraries>(ITINERARIES),
        outbox,
        clock,
        referenceData,
      }),
  });
  const watches = container.get<WatchJobDeps>(WATCH_ALERT_DEPS);
  runner.add({
    name: JOBS.watches,
    // Reading the watched airports' legs costs about 1.6 s of CPU with three busy metro areas
    // watched (decision 047): every five minutes by default is soon enough for a leg sold in days.
    everyMs: config.WATCH_JOBS_INTERVAL_SECONDS * 1000,
    // New legs are matched first, so a leg and its alert go out in one run; then the price
    // watches a day since their last pricing are priced again (decision 048).
    run: async () => ({
      ...(await matchNewEmptyLegs(watches)),
      ...(await sendWatchAlerts(watches)),
      ...(await repriceWatches(watches)),
    }),
  });
  // Offsets retired for paid bookings, cancelled with cancelled ones (docs/decisions/060).
  const offsets = container.get(CarbonOffsets);
  runner.add({ name: JOBS.carbonOffsets, everyMs, run: async () => ({ ...(await offsets.runJobs()) }) });
  const chat = container.get(ConciergeChat);
  runner.add({ name: JOBS.chat, everyMs: CHAT_JOBS_EVERY_MS, run: async () => ({ ...(await chat.runJobs()) }) });
  runner.add({
    name: JOBS.mail,
    everyMs: config.MAIL_RETRY_POLL_SECONDS * 1000,
    run: async () => ({ ...(await sender.sendDue()) }),
  });
  const texts = container.get(TextSender);
  const pushes = container.get(PushDispatcher);
  runner.add({
    name: JOBS.push,
    everyMs: config.MAIL_RETRY_POLL_SECONDS * 1000,
    run: async () => ({ ...(await pushes.sendDue()) }),
  });
  runner.add({
    name: JOBS.texts,
    everyMs: config.MAIL_RETRY_POLL_SECONDS * 1000,
    run: async () => ({ ...(await texts.sendDue()) }),
  });

  // Without a way to be woken the sender still runs on its interval: slower, never lost.
  const unwatch = await outbox
    .watch(() => {
      runner.wake(JOBS.mail);
      runner.wake(JOBS.texts);
      runner.wake(JOBS.push);
    })
    .catch((err: unknown) => {
      logger.warn({ err }, 'cannot listen for queued e-mail; the sender polls on its interval');
      return async () => {};
    });
  runner.start();
  // Whatever a previous run left queued goes out now.
  runner.wake(JOBS.mail);
  runner.wake(JOBS.texts);
  runner.wake(JOBS.push);
  return {
    runner,
    stop: async () => {
      await unwatch().catch(() => undefined);
      await runner.stop();
    },
  };
}
