import express, { type Router } from 'express';
import { z } from 'zod';
import { safeText } from '../core/safe-text';
import type { SmsReplies } from '../engine/notifications/sms-replies';

/** Where the provider posts replies: configure it as the number's incoming-message webhook. */
export const SMS_WEBHOOK_PATH = '/webhooks/sms';

export interface SmsWebhookOptions {
  replies: SmsReplies;
  /** Whether a request is the provider's own (Twilio: X-Twilio-Signature over the public URL). */
  signedByProvider(request: { url: string; params: Record<string, string>; signature: string | undefined }): boolean;
  /** The public base the provider calls (PUBLIC_URL): the signature covers the URL it used. */
  publicUrl: string;
}

const inbound = z.object({
  From: z.string().trim().min(1).max(32),
  Body: z
    .string()
    .max(1_600)
    // What no field of the site takes (NUL and the other control characters), as for the pages.
    .transform(safeText),
});

/**
 * POST /webhooks/sms (docs/decisions/043): a customer's reply to our number, as the provider
 * posts it. A request without the provider's signature answers 403 and changes nothing; one
 * that does not read answers 400. STOP, START and HELP are answered in TwiML.
 */
export function smsWebhook(options: SmsWebhookOptions): Router {
  const router = express.Router();
  router.post('/', express.urlencoded({ extended: false, limit: '16kb' }), async (req, res) => {
    const params = Object.fromEntries(
      Object.entries((req.body ?? {}) as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const url = new URL(req.originalUrl, options.publicUrl).toString();
    if (!options.signedByProvider({ url, params, signature: req.get('X-Twilio-Signature') })) {
      res.status(403).json({ message: 'This request is not signed by our text message provider.' });
      return;
    }
    const read = inbound.safeParse(params);
    if (!read.success) {
      res.status(400).json({ message: 'A text needs its sender (From) and its words (Body).' });
      return;
    }
    const received = await options.replies.receive(read.data.From, read.data.Body);
    if (!received) {
      res
        .status(400)
        .json({ message: 'The sender is not a phone number.', fieldErrors: { From: 'Not a phone number.' } });
      return;
    }
    const message = received.reply ? `<Message>${escapeXml(received.reply)}</Message>` : '';
    res.type('text/xml').send(`<?xml version="1.0" encoding="UTF-8"?><Response>${message}</Response>`);
  });
  return router;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
