import { useCallback } from 'react';
import { useFetcher } from 'react-router';
import { KEPT_PAGES_CACHE } from '../../pwa/offline-pages';

/**
 * What signing out leaves behind in the browser (spec 000 §4 "Log out"): the social-login flag,
 * and the session storage of the search and the account dialogs. The saved search filter data
 * lives in httpOnly cookies, which the /logout action clears.
 */
export const SOCIAL_LOGIN_FLAG = 'contrail-social-login';

/** Set when a social sign-in starts (Apple, Google, Facebook): closing the Login modal then signs out. */
export function markSocialLogin(): void {
  try {
    localStorage.setItem(SOCIAL_LOGIN_FLAG, '1');
  } catch {
    // Without storage the flag is simply not kept.
  }
}

export function hasSocialLoginFlag(): boolean {
  try {
    return localStorage.getItem(SOCIAL_LOGIN_FLAG) !== null;
  } catch {
    return false;
  }
}

export function clearBrowserAccountState(): void {
  try {
    localStorage.removeItem(SOCIAL_LOGIN_FLAG);
    sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private modes, blocked cookies): nothing was kept there then.
  }
  // The pages kept for offline reading (the service worker empties them too, on the request).
  if (typeof caches !== 'undefined') void caches.delete(KEPT_PAGES_CACHE).catch(() => undefined);
}

/** Signs out from a script (closing a dialog): the /logout action, then home. */
export function useSignOut(): { run(): void; busy: boolean } {
  const fetcher = useFetcher({ key: 'sign-out' });
  const run = useCallback(() => {
    clearBrowserAccountState();
    void fetcher.submit(null, { method: 'post', action: '/logout' });
  }, [fetcher]);
  return { run, busy: fetcher.state !== 'idle' };
}
