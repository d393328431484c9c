import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A visitor's key to a conversation: an HMAC of its id under the server's secret, so any node
 * checks it without storing it, and the e-mailed link can carry it to another device. The
 * browser keeps the keys of its conversations in a cookie only the chat API sees.
 */
export class VisitorKeys {
  private readonly secret: Buffer;

  constructor(serverSecret: string) {
    // A key of its own, derived from the server's: a chat key never doubles as anything else.
    this.secret = createHmac('sha256', serverSecret).update('contrail chat visitor keys').digest();
  }

  keyFor(conversationId: string): string {
    return createHmac('sha256', this.secret).update(conversationId).digest('base64url').slice(0, 32);
  }

  verify(conversationId: string, key: string): boolean {
    const expected = Buffer.from(this.keyFor(conversationId));
    const given = Buffer.from(key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
