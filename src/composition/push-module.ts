import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:https';
import { type Container, ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import {
  newVapidKeys,
  WEB_PUSH_SETTINGS,
  WebPushSender,
  type WebPushSettings,
} from '../../adapters/push-web/web-push-sender';
import { CLOCK, type Clock } from '../../ports/clock';
import { PROFILE_STORE, type ProfileStore } from '../../ports/identity-provider';
import { MESSAGE_OUTBOX, type MessageOutbox } from '../../ports/message-outbox';
import { PUSH_SENDER, type PushSender } from '../../ports/push';
import {
  PUSH_DEVICES,
  VAPID_KEY_STORE,
  type PushDevices,
  type VapidKeyStore,
  type VapidKeys,
} from '../../ports/push-devices';
import type { Config } from '../config';
import { PushDispatcher } from '../engine/notifications/push-dispatcher';
import { PushRegistrations } from '../engine/notifications/push-registrations';
import { mailBrand } from './settings';

/**
 * An https.Agent for the requests to push services, when one is bound: a proxy's certificate
 * authority, or a test's stand-in push service's self-signed certificate.
 */
export const PUSH_HTTPS_AGENT = Symbol.for('contrail.PushHttpsAgent');

/**
 * The VAPID key pair (docs/decisions/045): configured, or made by the first node and kept in
 * the database, so every node signs with the one browsers subscribed with.
 */
export async function vapidKeys(container: Container, config: Config): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  const clock = container.get<Clock>(CLOCK);
  return container.get<VapidKeyStore>(VAPID_KEY_STORE).keys(newVapidKeys, clock.now());
}

/** Push notifications: the sender (unless a test bound its own), the dispatcher, the registrations. */
export const pushModule = (config: Config, logger: Logger, keys: VapidKeys) =>
  new ContainerModule(({ bind, isBound }) => {
    if (!isBound(PUSH_SENDER)) {
      const agent = isBound(PUSH_HTTPS_AGENT);
      bind<WebPushSettings>(WEB_PUSH_SETTINGS).toDynamicValue((context) => ({
        vapid: { subject: config.VAPID_SUBJECT ?? `mailto:${config.CONCIERGE_EMAIL}`, ...keys },
        ...(agent ? { agent: context.get<Agent>(PUSH_HTTPS_AGENT) } : {}),
      }));
      bind<PushSender>(PUSH_SENDER).to(WebPushSender).inSingletonScope();
    }
    bind(PushDispatcher)
      .toDynamicValue(
        (context) =>
          new PushDispatcher({
            outbox: context.get<MessageOutbox>(MESSAGE_OUTBOX),
            push: context.get<PushSender>(PUSH_SENDER),
            devices: context.get<PushDevices>(PUSH_DEVICES),
            profiles: context.get<ProfileStore>(PROFILE_STORE),
            clock: context.get<Clock>(CLOCK),
            brand: mailBrand(config),
            log: (level, event, fields) => logger[level](fields, event),
          }),
      )
      .inSingletonScope();
    bind(PushRegistrations)
      .toDynamicValue(
        (context) =>
          new PushRegistrations({
            devices: context.get<PushDevices>(PUSH_DEVICES),
            publicKey: async () => keys.publicKey,
            clock: context.get<Clock>(CLOCK),
            newId: () => randomUUID(),
          }),
      )
      .inSingletonScope();
  });
