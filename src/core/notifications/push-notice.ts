import { z } from 'zod';

/**
 * What every push sender checks before a notice leaves, and the JSON the service worker reads:
 * what no push service would carry (no title, a link the worker cannot open, a payload over the
 * size every push service must take) is refused for good, so it never waits on retries.
 */

/**
 * Push services must take 4096 bytes of encrypted body (RFC 8030, section 7.2); aes128gcm adds
 * 86 bytes of header, 16 of tag and 1 of padding delimiter, which leaves this much for the JSON.
 */
export const PUSH_PAYLOAD_LIMIT = 4096 - 86 - 16 - 1;

export const pushNoticeSchema = z.object({
  title: z.string().trim().min(1, 'is empty'),
  body: z.string(),
  url: z.url({ protocol: /^https?$/, error: 'is not an absolute http(s) URL' }),
  kind: z.string().trim().min(1, 'is empty').max(64),
  tag: z.string().min(1).max(200).optional(),
});

/**
 * The payload as the service worker's `event.data.json()` reads it: `{ title, body, url, tag,
 * kind }`, tag left out when there is none; or why no push service would carry it.
 */
export function pushPayload(notice: unknown): { ok: true; payload: string } | { ok: false; error: string } {
  const parsed = pushNoticeSchema.safeParse(notice);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.map(String).join('.') || 'notice';
    return { ok: false, error: `${where} ${issue?.message ?? 'is not a notice'}` };
  }
  const { title, body, url, tag, kind } = parsed.data;
  const payload = JSON.stringify({ title, body, url, tag, kind });
  const bytes = new TextEncoder().encode(payload).length;
  if (bytes > PUSH_PAYLOAD_LIMIT) {
    return { ok: false, error: `the notice is ${bytes} bytes, over the ${PUSH_PAYLOAD_LIMIT} a push may carry` };
  }
  return { ok: true, payload };
}
