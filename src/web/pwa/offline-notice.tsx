import { useSyncExternalStore } from 'react';
import { SAVED_AT_ATTRIBUTE, savedNotice } from './offline-pages';

/**
 * "Saved <time>, you are offline", atop a page the service worker served from the pages kept
 * for offline reading (it marks the page's <html>; src/web/pwa/service-worker.ts). Nothing on
 * a page from the network, nor on the server: the mark is read once hydration is done.
 */
export function OfflineNotice() {
  const savedAt = useSyncExternalStore(unchanging, readSavedAt, () => null);
  if (savedAt === null) return null;
  return (
    <div className="offline-notice" role="status">
      {savedNotice(savedAt ? new Date(savedAt) : null)}
    </div>
  );
}

/** The mark is set before the page loads and never changes: nothing to subscribe to. */
const unchanging = () => () => undefined;

const readSavedAt = () => document.documentElement.getAttribute(SAVED_AT_ATTRIBUTE);
