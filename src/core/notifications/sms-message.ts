import { z } from 'zod';
import { isE164 } from '../phone/phone-number';

/**
 * What every SMS adapter checks before a text leaves: what no provider would take (a number
 * not in E.164, an empty or over-long body) is refused for good, so it never waits on retries.
 */

/** Twilio's limit for one message's body; longer texts are refused rather than cut. */
export const SMS_BODY_LIMIT = 1600;

export const smsMessageSchema = z.object({
  to: z.string().refine(isE164, 'is not a phone number in E.164 (+14155550123)'),
  body: z.string().trim().min(1, 'is empty').max(SMS_BODY_LIMIT, `is longer than ${SMS_BODY_LIMIT} characters`),
  kind: z.string().min(1).max(64),
  key: z.string().max(200).optional(),
});

export type CheckedSms = z.infer<typeof smsMessageSchema>;

/** The message, or why no provider would take it ("to: +1 555 is not a phone number..."). */
export function checkSms(message: unknown): { ok: true; message: CheckedSms } | { ok: false; error: string } {
  const parsed = smsMessageSchema.safeParse(message);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.map(String).join('.') || 'message';
  return { ok: false, error: `${where} ${issue?.message ?? 'is not a text message'}` };
}
