import { createHmac, timingSafeEqual } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { SmsDeliveryError, type SmsMessage, type SmsSender } from '../../ports/sms';
import { checkSms } from '../../src/core/notifications/sms-message';

export interface TwilioSmsSettings {
  /** AC followed by 32 hexadecimal digits, from the Twilio console. */
  accountSid: string;
  authToken: string;
  /**
   * Who the text is from: a Twilio number in E.164, an alphanumeric sender ID, or a Messaging
   * Service (its SID starts with MG), which picks the number itself.
   */
  from: string;
  /** https://api.twilio.com; a local stand-in in tests. */
  baseUrl?: string;
  /** How long one request may take before it counts as failed (ms). */
  timeoutMs?: number;
  /** Tries within one send, the first included, before the outbox takes over the waiting. */
  maxAttempts?: number;
  /** Waits between tries; tests pass one that returns at once. */
  sleep?(ms: number): Promise<void>;
}

export const TWILIO_SMS_SETTINGS = Symbol.for('contrail.TwilioSmsSettings');

const settingsSchema = z.object({
  accountSid: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO account SID must be AC followed by 32 hex digits'),
  authToken: z.string().min(1, 'TWILIO auth token is missing'),
  from: z
    .string()
    .regex(
      /^(\+[1-9]\d{1,14}|MG[0-9a-fA-F]{32}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/,
      'TWILIO sender must be a number in E.164, a Messaging Service SID (MG...) or a sender ID of up to 11 letters and digits',
    ),
  baseUrl: z.url().default('https://api.twilio.com'),
  timeoutMs: z.number().int().positive().default(10_000),
  maxAttempts: z.number().int().min(1).max(10).default(3),
});

/** Twilio's answers: a created message, or an error with Twilio's own code. */
const createdSchema = z.object({ sid: z.string().min(1) });
const errorSchema = z.object({ code: z.number().optional(), message: z.string().optional() });

const FIRST_BACKOFF_MS = 500;
const LONGEST_BACKOFF_MS = 5_000;
/**
 * A Retry-After longer than this is not waited out inside one send: the error carries it and
 * the outbox, which does not hold a worker while it waits, tries again after it.
 */
const LONGEST_WAIT_IN_SEND_MS = 10_000;

/**
 * Sends through Twilio's Messages resource (POST /2010-04-01/Accounts/{sid}/Messages.json) with
 * Node's fetch: one form post, so no SDK. A refusal is told apart from an outage. 429 (Twilio
 * never processed the request), 5xx and a failed connection are tried again here, a moment
 * apart (Retry-After honoured), then reported as temporary for the outbox to retry later. 401
 * is temporary too: wrong credentials are fixed in configuration, and the texts should wait
 * for that rather than fail for good. Any other 4xx (21211 a 'To' that is not a number, 21610
 * a recipient who replied STOP, 21614 not a mobile) is permanent.
 *
 * Twilio's create is not idempotent: after a 500 or a time-out the text may have gone, and a
 * retry may send it twice. For booking news a text twice is better than none; the outbox key
 * travels in the error messages and logs, so a duplicate can be traced to its event.
 */
@injectable()
export class TwilioSmsSender implements SmsSender {
  private readonly settings: z.output<typeof settingsSchema>;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(@inject(TWILIO_SMS_SETTINGS) settings: TwilioSmsSettings) {
    const parsed = settingsSchema.safeParse(settings);
    if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('; '));
    this.settings = parsed.data;
    this.sleep = settings.sleep ?? ((ms) => wait(ms));
  }

  async send(message: SmsMessage): Promise<{ id: string }> {
    const checked = checkSms(message);
    if (!checked.ok) throw new SmsDeliveryError(checked.error, true);
    const { accountSid, authToken, from, baseUrl, timeoutMs, maxAttempts } = this.settings;
    const url = new URL(`/2010-04-01/Accounts/${accountSid}/Messages.json`, baseUrl);
    const form = new URLSearchParams({ To: checked.message.to });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    form.set('Body', checked.message.body);
    const headers = {
      authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    const about = `${checked.message.kind}${checked.message.key ? ` ${checked.message.key}` : ''}`;

    for (let attempt = 1; ; attempt++) {
      const outcome = await tryOnce(url, headers, form, timeoutMs);
      if ('id' in outcome) return outcome;
      const { error } = outcome;
      const why = `Twilio, ${about}, try ${attempt} of ${maxAttempts}: ${error.message}`;
      if (error.permanent || !outcome.retry) throw new SmsDeliveryError(why, error.permanent, error.retryAfterMs);
      const pause = error.retryAfterMs ?? Math.min(LONGEST_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (attempt - 1));
      if (attempt >= maxAttempts || pause > LONGEST_WAIT_IN_SEND_MS) {
        throw new SmsDeliveryError(why, false, error.retryAfterMs);
      }
      await this.sleep(pause);
    }
  }
}

type Outcome = { id: string } | { error: SmsDeliveryError; retry: boolean };

async function tryOnce(
  url: URL,
  headers: Record<string, string>,
  form: URLSearchParams,
  timeoutMs: number,
): Promise<Outcome> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { method: 'POST', headers, body: form, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const what = [error instanceof Error ? error.message : String(error), cause].filter(Boolean).join(' ');
    return { error: new SmsDeliveryError(`no answer (${what})`, false), retry: true };
  }
  const body = parseJson(text);
  if (response.ok) {
    const created = createdSchema.safeParse(body);
    if (created.success) return { id: created.data.sid };
    // Twilio took the request and may have sent the text: trying again could send it twice.
    return { error: new SmsDeliveryError(`${response.status} without a message sid`, true), retry: false };
  }
  const details = errorSchema.safeParse(body);
  const code = details.success ? details.data.code : undefined;
  const said = details.success ? details.data.message : undefined;
  const what = [response.status, code, said ?? text.slice(0, 200)].filter((part) => part !== undefined).join(' ');
  const status = response.status;
  if (status === 429 || status >= 500) {
    const retryAfterMs = retryAfter(response.headers.get('retry-after'));
    return { error: new SmsDeliveryError(what, false, retryAfterMs), retry: true };
  }
  if (status === 401)
    return { error: new SmsDeliveryError(`${what} (check the Twilio credentials)`, false), retry: false };
  return { error: new SmsDeliveryError(what, true), retry: false };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Retry-After in seconds (what Twilio sends) or as an HTTP date; undefined when absent or unreadable. */
function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/**
 * Whether a request to our webhook came from Twilio (the X-Twilio-Signature header): an
 * HMAC-SHA1, keyed with the auth token, of the full URL Twilio requested (scheme, host, path
 * and query, exactly as configured in Twilio) followed by each POST parameter's name and
 * value, sorted by name; a repeated parameter's values sorted too. Compared in constant time,
 * so the answer's timing tells a forger nothing.
 */
export function verifyTwilioSignature(input: {
  authToken: string;
  url: string;
  params: Readonly<Record<string, string | readonly string[]>>;
  signature: string | undefined | null;
}): boolean {
  if (!input.signature || !input.authToken) return false;
  let data = input.url;
  for (const name of Object.keys(input.params).sort()) {
    const value = input.params[name] ?? '';
    const values = typeof value === 'string' ? [value] : [...value].sort();
    for (const one of values) data += name + one;
  }
  const expected = Buffer.from(createHmac('sha1', input.authToken).update(data, 'utf8').digest('base64'));
  // The header as sent, not decoded: base64 decoding skips stray characters, and a signature
  // with some added should not pass.
  const given = Buffer.from(input.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
