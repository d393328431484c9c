import {
  PushDeliveryError,
  pushSubscriptionSchema,
  type PushNotice,
  type PushSendOptions,
  type PushSender,
  type PushSubscriptionRecord,
} from '../../ports/push';
import { pushPayload } from '../../src/core/notifications/push-notice';

/** A notice the fake took: to which endpoint, what the browser would read, and the options. */
export interface SentPush {
  endpoint: string;
  notice: PushNotice;
  /** The JSON text a browser would decrypt. */
  payload: string;
  options: PushSendOptions;
}

/**
 * Keeps sent notices in memory. It refuses what WebPushSender refuses (a subscription or
 * notice no push service would take), and can act as a push service would: down (every notice
 * fails for now, with an optional Retry-After) or saying a subscription is gone (410). Loopback
 * http endpoints are taken, so tests need no https.
 */
export class MemoryPushSender implements PushSender {
  readonly sent: SentPush[] = [];
  readonly goneEndpoints = new Set<string>();
  down: false | { retryAfterMs?: number } = false;

  async send(subscription: PushSubscriptionRecord, notice: PushNotice, options: PushSendOptions = {}): Promise<void> {
    const target = pushSubscriptionSchema({ allowLoopbackHttp: true }).safeParse(subscription);
    if (!target.success) {
      throw new PushDeliveryError(target.error.issues.map((i) => i.message).join(' '), {
        permanent: true,
        gone: false,
      });
    }
    const checked = pushPayload(notice);
    if (!checked.ok) throw new PushDeliveryError(checked.error, { permanent: true, gone: false });
    if (this.down) {
      throw new PushDeliveryError('503 Service Unavailable', { permanent: false, gone: false, ...this.down });
    }
    if (this.goneEndpoints.has(target.data.endpoint)) {
      throw new PushDeliveryError('410 Gone (the subscription is gone)', { permanent: true, gone: true });
    }
    this.sent.push({ endpoint: target.data.endpoint, notice, payload: checked.payload, options });
  }
}
