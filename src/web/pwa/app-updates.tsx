import { useEffect, useState } from 'react';
import { useSite } from '../shell/root-data';

/**
 * Starts the installable app's service worker once the page has loaded (never before: it
 * fetches the whole shell to precache), and shows "A new version is available" with a Reload
 * button when a new deployment's worker is waiting. Nothing renders until then.
 */
export function AppUpdates() {
  const { serviceWorker } = useSite();
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let cancelled = false;
    const register = async () => {
      // SERVICE_WORKER=false: a browser that installed the worker earlier drops it.
      if (!serviceWorker) {
        for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
        return;
      }
      const { registerServiceWorker } = await import('./register');
      if (!cancelled) registerServiceWorker((update) => setApply(() => update));
    };
    const start = () => void register();
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
    };
  }, [serviceWorker]);
  if (!apply) return null;
  return (
    <div className="app-update" role="status">
      <span>A new version is available</span>
      <button type="button" className="button button--primary" onClick={apply}>
        Reload
      </button>
    </div>
  );
}
