import { composePhoneMessage } from '../../core/notifications/phone-messages';
import type { Brand } from '../../core/messages/layout';
import type { Clock } from '../../../ports/clock';
import type { ProfileStore } from '../../../ports/identity-provider';
import type { ClaimedMessage, MessageOutbox } from '../../../ports/message-outbox';
import { PushDeliveryError, type PushSender } from '../../../ports/push';
import type { PushDevices } from '../../../ports/push-devices';
import { recordFailure, sendDueBatches, type SendReport } from '../messages/outbox-batches';

export interface PushDispatcherDeps {
  outbox: MessageOutbox;
  push: PushSender;
  devices: PushDevices;
  profiles: ProfileStore;
  clock: Clock;
  brand: Brand;
  random?: () => number;
  log(level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown>): void;
  batch?: number;
  leaseMs?: number;
}

/** A push service answers in seconds; a node that died gives its claims up after this. */
const LEASE_MS = 60_000;

/**
 * Sends the outbox's push notifications (docs/decisions/045). The account's push message,
 * queued with its event beside the e-mail, is expanded into one per device the customer has
 * registered (keyed "<key>:<device>", so a crash halfway expands to the same set and each
 * device hears once), if the Notifications switch is on at the time. Each device's push is
 * then claimed by one node and sent; a device the push service no longer knows (404, 410) is
 * removed, and a busy or broken service makes it wait and try again, as e-mail does.
 */
export class PushDispatcher {
  constructor(private readonly deps: PushDispatcherDeps) {}

  sendDue(): Promise<SendReport> {
    return sendDueBatches(
      { outbox: this.deps.outbox, clock: this.deps.clock, channels: ['push'], batch: this.deps.batch },
      this.deps.leaseMs ?? LEASE_MS,
      (message) => (message.deviceId ? this.deliver(message, message.deviceId) : this.expand(message)),
    );
  }

  private async expand(message: ClaimedMessage): Promise<keyof SendReport> {
    const { outbox, clock, profiles, devices } = this.deps;
    const now = clock.now();
    const preferences = message.userId ? await profiles.getCommunication(message.userId) : null;
    if (!message.userId || !preferences) {
      await outbox.markGivenUp(message, now, 'SKIPPED', 'the account no longer exists');
      return 'skipped';
    }
    if (!preferences.enableNotification) {
      await outbox.markGivenUp(message, now, 'SKIPPED', 'the customer has notifications off');
      return 'skipped';
    }
    const registered = await devices.ofUser(message.userId);
    if (registered.length === 0) {
      await outbox.markGivenUp(message, now, 'SKIPPED', 'no device of the customer takes notifications');
      return 'skipped';
    }
    const { key: _key, id: _id, status: _status, channel: _channel, ...event } = message;
    await outbox.enqueue(
      registered.map((device) => ({
        key: `${message.key}:${device.id}`,
        kind: event.kind,
        userId: event.userId,
        email: null,
        bookingId: event.bookingId,
        facts: event.facts,
        channels: ['push'],
        deviceId: device.id,
      })),
      now,
    );
    const count = `${registered.length} device${registered.length === 1 ? '' : 's'}`;
    await outbox.markSent(message, now, { subject: `Pushed to ${count}`, recipient: count });
    return 'sent';
  }

  private async deliver(message: ClaimedMessage, deviceId: string): Promise<keyof SendReport> {
    const { outbox, clock } = this.deps;
    const now = clock.now();
    const device = await this.deps.devices.find(deviceId);
    if (!device) {
      await outbox.markGivenUp(message, now, 'SKIPPED', 'the device no longer takes notifications');
      return 'skipped';
    }
    const recipient = message.userId ? await this.deps.profiles.recipientOf(message.userId) : null;
    const written = composePhoneMessage(message.kind, message.facts, {
      brand: this.deps.brand,
      zone: recipient?.timeZone ?? null,
    });
    if (!written.ok) {
      await outbox.markGivenUp(message, now, 'FAILED', written.error);
      return 'failed';
    }
    const { title, text, url } = written.message;
    try {
      await this.deps.push.send(
        { endpoint: device.endpoint, keys: device.keys },
        { title, body: text, url, kind: message.kind, tag: message.bookingId ?? message.kind },
        { ttlSeconds: 24 * 3600, urgency: 'high' },
      );
    } catch (error) {
      const refused = error instanceof PushDeliveryError ? error : null;
      if (refused?.gone) {
        await this.deps.devices.removeGone(device.id);
        await outbox.markGivenUp(
          message,
          now,
          'FAILED',
          `the push service no longer knows the device: ${refused.message}`,
        );
        this.deps.log('info', 'push device removed', { deviceId: device.id, error: refused.message });
        return 'failed';
      }
      const { random, log } = this.deps;
      return recordFailure({ outbox, clock, random, log, what: 'push notification' }, message, {
        error,
        permanent: refused?.permanent ?? false,
        notBeforeMs: refused?.retryAfterMs,
      });
    }
    await outbox.markSent(message, clock.now(), { subject: title, recipient: device.label });
    return 'sent';
  }
}
