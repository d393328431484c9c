import { useCallback } from 'react';
import { useFetcher } from 'react-router';

/**
 * What signing out leaves behind in the browser (spec 000 §4 "Log out"): the social-login flag,
 * and the session storage of the search and the account dialogs. The saved search filter data
 * lives in httpOnly cookies, which the /logout action clears.
 */
export const SOCIAL_LOGIN_FLAG = 'contrail-social-login';

export function clearBrowserAccountState(): void {
  try {
    localStorage.removeItem(SOCIAL_LOGIN_FLAG);
    sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private modes, blocked cookies): nothing was kept there then.
  }
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
