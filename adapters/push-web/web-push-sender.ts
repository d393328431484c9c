import { createECDH, createHash } from 'node:crypto';
import { Agent } from 'node:https';
import { inject, injectable } from 'inversify';
import webpush from 'web-push';
import { z } from 'zod';
import {
  PushDeliveryError,
  pushSubscriptionSchema,
  type PushNotice,
  type PushSendOptions,
  type PushSender,
  type PushSubscriptionRecord,
} from '../../ports/push';
import { pushPayload } from '../../src/core/notifications/push-notice';

export interface WebPushSettings {
  /**
   * The application server's key pair (RFC 8292). Browsers subscribe with the public key, and
   * push services refuse a notice signed with any other, so the pair must stay the same for as
   * long as the subscriptions live. `subject` is how the push service can reach us: a mailto:
   * or https: URL.
   */
  vapid: { subject: string; publicKey: string; privateKey: string };
  /** How long the connection may stay silent before the send counts as failed (ms). */
  timeoutMs?: number;
  /**
   * The https.Agent for the requests. web-push speaks only https (it calls https.request for
   * every endpoint, http:// ones included), so tests reach a local stand-in by passing an agent
   * that trusts the stand-in's self-signed certificate (`new Agent({ ca })`).
   */
  agent?: Agent;
}

export const WEB_PUSH_SETTINGS = Symbol.for('contrail.WebPushSettings');

const base64urlOf = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, `${what} must be base64url without padding`)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `${what} must be ${bytes} bytes`);

const settingsSchema = z.object({
  vapid: z
    .object({
      subject: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID subject must be a mailto: or https: URL'),
      publicKey: base64urlOf(65, 'VAPID public key'),
      privateKey: base64urlOf(32, 'VAPID private key'),
    })
    .refine((vapid) => keysMatch(vapid.publicKey, vapid.privateKey), {
      error: 'VAPID public key is not the private key’s: every notice would be refused',
    }),
  timeoutMs: z.number().int().positive().default(10_000),
  agent: z.instanceof(Agent).optional(),
});

/**
 * A day: booking news older than that is stale, and web-push's default (four weeks) would show
 * a departure change long after the flight.
 */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/** Checked here: web-push would throw on them as if the network had failed. */
const optionsSchema = z.object({
  ttlSeconds: z.number().int().min(0, 'ttlSeconds is negative').default(DEFAULT_TTL_SECONDS),
  urgency: z.enum(['very-low', 'low', 'normal', 'high']).default('normal'),
});

/**
 * Sends Web Push notifications through the web-push library (RFC 8030 requests, RFC 8291
 * aes128gcm encryption, RFC 8292 VAPID). One request per send: a failure is reported and the
 * outbox, which does not hold a worker while it waits, decides when to try again.
 *
 * 404 and 410 mean the subscription is gone (delete it); 413 and any other 4xx but 429 are
 * permanent (a 401 or 403 is our key refused, which retrying cannot fix); 429, 5xx and a failed
 * connection are temporary, with Retry-After as `retryAfterMs`.
 */
@injectable()
export class WebPushSender implements PushSender {
  private readonly settings: z.output<typeof settingsSchema>;

  constructor(@inject(WEB_PUSH_SETTINGS) settings: WebPushSettings) {
    const parsed = settingsSchema.safeParse(settings);
    if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('; '));
    this.settings = parsed.data;
  }

  async send(subscription: PushSubscriptionRecord, notice: PushNotice, options: PushSendOptions = {}): Promise<void> {
    const about = `push ${notice.kind}${notice.tag ? ` ${notice.tag}` : ''} to ${originOf(subscription.endpoint)}`;
    const refuse = (why: string) => new PushDeliveryError(`${about}: ${why}`, { permanent: true, gone: false });

    const target = pushSubscriptionSchema().safeParse(subscription);
    // A subscription that cannot be written to never will be: say so, and the caller drops it.
    if (!target.success) throw refuse(target.error.issues.map((i) => i.message).join(' '));
    const checked = pushPayload(notice);
    if (!checked.ok) throw refuse(`the notice cannot be sent: ${checked.error}`);
    const asked = optionsSchema.safeParse(options);
    if (!asked.success) throw refuse(`the options cannot be used: ${asked.error.issues[0]?.message ?? ''}`);

    const { vapid, timeoutMs, agent } = this.settings;
    const request: webpush.RequestOptions = {
      vapidDetails: vapid,
      TTL: asked.data.ttlSeconds,
      urgency: asked.data.urgency,
      contentEncoding: 'aes128gcm',
      timeout: timeoutMs,
    };
    if (notice.tag) request.topic = topicOf(notice.tag);
    if (agent) request.agent = agent;

    try {
      await webpush.sendNotification(target.data, checked.payload, request);
    } catch (error) {
      throw failure(about, error);
    }
  }
}

/** A new VAPID key pair (base64url), made once and kept: browsers' subscriptions are bound to it. */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey };
}

function failure(about: string, error: unknown): PushDeliveryError {
  if (error instanceof webpush.WebPushError) {
    const status = error.statusCode;
    const said = typeof error.body === 'string' ? error.body.trim().slice(0, 200) : '';
    const what = `${about}: ${status}${said ? ` ${said}` : ''}`;
    if (status === 404 || status === 410) {
      return new PushDeliveryError(`${what} (the subscription is gone)`, { permanent: true, gone: true });
    }
    if (status === 429 || status >= 500) {
      const header = error.headers['retry-after'];
      const retryAfterMs = retryAfter(Array.isArray(header) ? header[0] : header);
      return new PushDeliveryError(what, {
        permanent: false,
        gone: false,
        ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      });
    }
    if (status === 401 || status === 403) {
      return new PushDeliveryError(`${what} (the push service refused our VAPID key)`, {
        permanent: true,
        gone: false,
      });
    }
    return new PushDeliveryError(what, { permanent: status >= 400, gone: false });
  }
  // No answer: refused, reset, timed out, a certificate not trusted. The push service may be
  // back in a moment.
  const code = (error as { code?: string }).code;
  const text = [error instanceof Error ? error.message : String(error), code].filter(Boolean).join(' ');
  return new PushDeliveryError(`${about}: no answer (${text})`, { permanent: false, gone: false });
}

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
function retryAfter(header: string | undefined): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/**
 * The Topic header (RFC 8030, section 5.4): a push service keeps only the newest undelivered
 * notice per topic, as the device shows only the newest per tag. It is at most 32 base64url
 * characters and the push service reads it, so it is a hash of the tag, not the tag itself
 * (which may name a booking).
 */
function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

/** Only the origin in messages and logs: the endpoint's path identifies one browser. */
function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'an unreadable endpoint';
  }
}

function keysMatch(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}
