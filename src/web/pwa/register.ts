import { Workbox } from 'workbox-window';

/**
 * Registers the service worker (a lazy chunk: pages load and hydrate without it). A new
 * version, once installed, waits: `onUpdate` is given the function that lets it take over and
 * reloads the page under it, for the "A new version is available" notice's Reload button.
 */
export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    onUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register();
}
