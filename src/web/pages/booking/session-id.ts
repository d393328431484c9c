/** The browser session's search id key in session storage (spec 000 section 9). */
export const SESSION_ID_KEY = 'air-book-session-id';

/**
 * This tab's session id, made on first use and kept in session storage, which the search
 * sends as `sessionId`. Null where storage is unavailable (private modes, blocked storage).
 */
export function browserSessionId(): string | null {
  try {
    const kept = window.sessionStorage.getItem(SESSION_ID_KEY);
    if (kept) return kept;
    // randomUUID needs a secure context; getRandomValues does not.
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    window.sessionStorage.setItem(SESSION_ID_KEY, id);
    return id;
  } catch {
    return null;
  }
}
