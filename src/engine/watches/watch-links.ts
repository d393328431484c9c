import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed links of route-watch alerts: the one-click unsubscribe that pauses one watch
 * without signing in (RFC 8058). A token is the watch's id and an HMAC of it under the site's
 * secret: anyone holding the e-mail may pause that watch, and nothing else.
 */
export class WatchLinks {
  constructor(private readonly secret: string) {}

  private mac(watchId: string): string {
    return createHmac('sha256', this.secret).update(`route-watch:pause:${watchId}`).digest('base64url');
  }

  token(watchId: string): string {
    return `${watchId}.${this.mac(watchId)}`;
  }

  unsubscribePath(watchId: string): string {
    return `/watches/unsubscribe/${encodeURIComponent(this.token(watchId))}`;
  }

  /** The watch a token pauses, or null for a token this site did not sign. */
  watchOf(token: string): string | null {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const watchId = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.mac(watchId));
    return given.length === expected.length && timingSafeEqual(given, expected) ? watchId : null;
  }
}
