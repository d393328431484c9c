import { z } from 'zod';

const url = z.url({ protocol: /^https?$/ });

/**
 * The settings of the customer's phone (issue 26): how text messages leave and the push
 * services' keys and hosts. Part of the one schema in config.ts, kept apart for its size.
 */
export const PHONE_SETTINGS = {
  /**
   * How text messages leave (docs/decisions/043): `console` (default) prints each on the
   * server's terminal; `twilio` sends through Twilio's Messages API with TWILIO_ACCOUNT_SID,
   * TWILIO_AUTH_TOKEN and TWILIO_FROM (a number in E.164, or a Messaging Service SID "MG...").
   * Replies (STOP, START, HELP) come to POST /webhooks/sms, signed by Twilio.
   */
  SMS: z.enum(['console', 'twilio']).default('console'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be an account SID (AC + 32 hex)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, 'must be E.164 or MG...')
    .optional(),
  /** Twilio's API base (a stand-in in tests). */
  TWILIO_API_URL: url.default('https://api.twilio.com'),
  /**
   * Web Push (docs/decisions/045): the VAPID key pair pushes are signed with (base64url, both
   * or neither; without them the first node makes a pair and keeps it in the database), and
   * the contact push services may write to (default: mailto:CONCIERGE_EMAIL).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be a P-256 public key in base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be a P-256 private key in base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https: URL')
    .optional(),
  /**
   * The push services a browser's subscription may point at (host names, each also matching
   * its subdomains): the server posts to that address, so nothing else is accepted.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,android.googleapis.com,push.services.mozilla.com,web.push.apple.com,notify.windows.com',
    )
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
};
