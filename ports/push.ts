import { z } from 'zod';

/**
 * Delivers one Web Push notification to one browser. Like the mailer and the text sender, only
 * the outbox sender is meant to call it: whether a notice may go (the customer's switch, which
 * of their browsers subscribed) is decided before this port; the port only carries it.
 */

/** A browser's subscription, as `PushSubscription.toJSON()` gives it and the page posts it. */
export interface PushSubscriptionRecord {
  /** The push service's URL for this one browser (https://fcm.googleapis.com/..., and so on). */
  endpoint: string;
  keys: {
    /** The browser's ECDH public key (P-256, uncompressed), base64url: what the payload is encrypted to. */
    p256dh: string;
    /** 16 random bytes the browser made, base64url: mixed into the encryption key. */
    auth: string;
  };
}

/** What the customer sees, and where a click takes them. */
export interface PushNotice {
  title: string;
  body: string;
  /** Absolute: the service worker opens it when the notification is clicked. */
  url: string;
  /** What the notice is about (booking-confirmed, itinerary-changed...), for logs and the page. */
  kind: string;
  /** A later notice with the same tag replaces an earlier one, on the device and at the push service. */
  tag?: string;
}

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushSendOptions {
  /** How long the push service keeps the notice for a browser that is offline (seconds; 0: now or never). */
  ttlSeconds?: number;
  /** A hint for the device's battery (RFC 8030, section 5.3). */
  urgency?: PushUrgency;
}

export interface PushSender {
  /** Resolves once the push service has taken the notice; throws PushDeliveryError otherwise. */
  send(subscription: PushSubscriptionRecord, notice: PushNotice, options?: PushSendOptions): Promise<void>;
}

/**
 * The notice was not taken. `permanent`: trying again cannot help. `gone` (404 or 410): the
 * subscription no longer exists (the customer unsubscribed, cleared the site's data or the
 * browser renewed it), so it should be deleted; a gone error is always permanent. Otherwise the
 * notice may be tried later, and not before `retryAfterMs` when the push service said so.
 */
export class PushDeliveryError extends Error {
  readonly permanent: boolean;
  readonly gone: boolean;
  readonly retryAfterMs?: number;

  constructor(message: string, details: { permanent: boolean; gone: boolean; retryAfterMs?: number }) {
    super(message);
    this.name = 'PushDeliveryError';
    this.gone = details.gone;
    this.permanent = details.permanent || details.gone;
    if (details.retryAfterMs !== undefined) this.retryAfterMs = details.retryAfterMs;
  }
}

export const PUSH_SENDER = Symbol.for('contrail.PushSender');

/** Longer than any push service's endpoint we know of (FCM, Mozilla, Apple, Microsoft), short enough to store. */
const LONGEST_ENDPOINT = 2048;

/** Base64url without padding, as browsers write the keys; some old ones padded with '='. */
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

const base64urlBytes = (value: string): Buffer | undefined =>
  BASE64URL.test(value) ? Buffer.from(value.replace(/=+$/, ''), 'base64url') : undefined;

/**
 * What a browser posts when the customer turns notifications on: its subscription's JSON. The
 * endpoint must be https, as every push service's is; `allowLoopbackHttp` also lets through
 * http://127.0.0.1 and http://localhost, for tests with a fake sender (WebPushSender itself
 * speaks only https). `expirationTime`, which browsers add and set to null, is accepted and
 * dropped.
 */
export function pushSubscriptionSchema(options: { allowLoopbackHttp?: boolean } = {}) {
  return z.object({
    endpoint: z
      .string({ error: 'The subscription endpoint is missing.' })
      .max(LONGEST_ENDPOINT, `The subscription endpoint is longer than ${LONGEST_ENDPOINT} characters.`)
      .refine((value) => endpointAllowed(value, options.allowLoopbackHttp ?? false), {
        error: options.allowLoopbackHttp
          ? 'The subscription endpoint must be an https URL (or http on 127.0.0.1 or localhost).'
          : 'The subscription endpoint must be an https URL.',
      }),
    keys: z.object(
      {
        p256dh: z.string({ error: 'The subscription key p256dh is missing.' }).refine(
          (value) => {
            const bytes = base64urlBytes(value);
            // 0x04 starts an uncompressed point: the only form browsers give and RFC 8291 uses.
            return bytes?.length === 65 && bytes[0] === 0x04;
          },
          { error: 'The subscription key p256dh must be a P-256 public key: 65 bytes in base64url.' },
        ),
        auth: z
          .string({ error: 'The subscription secret auth is missing.' })
          .refine((value) => base64urlBytes(value)?.length === 16, {
            error: 'The subscription secret auth must be 16 bytes in base64url.',
          }),
      },
      { error: 'The subscription keys are missing.' },
    ),
  });
}

function endpointAllowed(value: string, allowLoopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // Credentials in the URL would be sent to the push service by no browser: not a real endpoint.
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return allowLoopbackHttp && url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
