import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed links of route-watch alerts, usable without signing in: the one-click unsubscribe
 * that pauses one watch (RFC 8058), and the page that manages all of a customer's watches. A
 * token is the id (a watch's, a customer's) and an HMAC of it and its purpose under the site's
 * secret: anyone holding the e-mail may do that, and nothing else.
 */
export class WatchLinks {
  constructor(private readonly secret: string) {}

  private mac(purpose: 'pause' | 'manage', id: string): string {
    return createHmac('sha256', this.secret).update(`route-watch:${purpose}:${id}`).digest('base64url');
  }

  token(watchId: string): string {
    return `${watchId}.${this.mac('pause', watchId)}`;
  }

  unsubscribePath(watchId: string): string {
    return `/watches/unsubscribe/${encodeURIComponent(this.token(watchId))}`;
  }

  managePath(userId: string): string {
    return `/watches/manage/${encodeURIComponent(`${userId}.${this.mac('manage', userId)}`)}`;
  }

  /** The watch a token pauses, or null for a token this site did not sign. */
  watchOf(token: string): string | null {
    return this.idOf('pause', token);
  }

  /** The customer whose watches a manage token opens, or null. */
  userOf(token: string): string | null {
    return this.idOf('manage', token);
  }

  private idOf(purpose: 'pause' | 'manage', token: string): string | null {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const id = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.mac(purpose, id));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }
}
