/// <reference lib="webworker" />
/**
 * The service worker of the installable app (docs/decisions/042), built by
 * scripts/build-service-worker.ts into dist/client/sw.js with Workbox's runtime modules.
 *
 * - The shell (every built script, stylesheet and icon, and the offline page) is precached at
 *   install, so the app opens without a network.
 * - Pages go to the network first. A signed-in customer's trips, booking details, itinerary and
 *   itinerary PDF are kept each time they load, and shown from the cache when the network is
 *   gone, marked "Saved <time>, you are offline"; any other page falls back to the offline page.
 * - Signing out or deleting the account empties the kept pages before the request goes on.
 * - A new version waits until the page asks it to take over (the "Reload" of its notice).
 * - Pages are asked for with navigation preload, while the worker starts; its header names the
 *   version of the files this worker keeps, so the server may name a page's stylesheets instead
 *   of writing them in (kept-files.ts, docs/decisions/066).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { KEPT_PAGES_CACHE, OFFLINE_PATH, SKIP_WAITING, isKeptPage, markedSaved } from './offline-pages';

declare const self: ServiceWorkerGlobalScope;
/** Written in by the build: every file of the shell with its revision. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
/** Written in by the build: the version of those files, as the server knows its own. */
declare const __KEPT_FILES_VERSION__: string;

const SAVED_AT = 'x-contrail-saved-at';

precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();
clientsClaim();

// Active means installed, and installed means every precached file is kept.
self.addEventListener('activate', (event) => {
  const preload = self.registration.navigationPreload;
  if (!preload) return;
  event.waitUntil(preload.enable().then(() => preload.setHeaderValue(__KEPT_FILES_VERSION__)));
});

/**
 * The answer the browser fetched while the worker started (a GET navigation), else fetched now.
 * A preload the worker does not take is a request made twice.
 */
async function networkPage(event: ExtendableEvent, request: Request): Promise<Response> {
  const preloaded: unknown = 'preloadResponse' in event ? await (event as FetchEvent).preloadResponse : undefined;
  return preloaded instanceof Response ? preloaded : fetch(request);
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// Signing out and deleting the account: nothing of that customer stays on the device.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'POST' && isSignOut(url),
  async ({ request }) => {
    await caches.delete(KEPT_PAGES_CACHE);
    return fetch(request);
  },
  'POST',
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/my-account'),
  async ({ request }) => {
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    const response = await fetch(request);
    if (form?.get('intent') === 'delete' && response.status < 400) await caches.delete(KEPT_PAGES_CACHE);
    return response;
  },
  'POST',
);

// A customer's trips, booking details and itinerary pages, and the itinerary PDF (opened,
// downloaded or fetched by the page): kept each time they load, the kept copy when offline.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    isKeptPage(url.pathname) &&
    (request.mode === 'navigate' || url.pathname.endsWith('/pdf')),
  async ({ request, url, event }) => {
    const pdf = url.pathname.endsWith('/pdf');
    try {
      const response = await networkPage(event, request);
      if (response.ok && !response.redirected) await keep(request, response);
      return response;
    } catch {
      const kept = await (await caches.open(KEPT_PAGES_CACHE)).match(request.url, { ignoreVary: true });
      if (kept) return pdf ? kept : markedOffline(kept);
      return pdf ? Response.error() : offlinePage();
    }
  },
);

// Every other page: the network, or the offline page.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, event }) => {
    try {
      return await networkPage(event, request);
    } catch {
      return offlinePage();
    }
  },
);

// Push notifications (docs/decisions/045): shown as sent; a click opens the page they are about.
self.addEventListener('push', (event) => {
  const notice = readNotice(event.data);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      data: { url: notice.url },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOrigin((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(openPage(url));
});

/**
 * Focuses a window already on the page; else takes a window of the site there (an installed
 * app keeps one window); else opens one.
 */
async function openPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  if (open) {
    await open.focus();
    return;
  }
  // Only a window this worker controls can be navigated by it.
  const ours = (await self.clients.matchAll({ type: 'window' }))[0];
  if (ours) {
    const moved = await ours.navigate(url);
    await (moved ?? ours).focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url);
}

interface Notice {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/** The push's JSON ({ title, body, url, tag }); a push that does not read still says something. */
function readNotice(data: PushMessageData | null): Notice {
  try {
    const notice = data?.json() as Partial<Notice> | undefined;
    if (notice && typeof notice.title === 'string' && typeof notice.body === 'string') {
      return { title: notice.title, body: notice.body, url: sameOrigin(notice.url), tag: notice.tag };
    }
  } catch {
    // Not JSON: the text itself.
  }
  return { title: 'Contrail', body: data?.text() ?? 'You have a new message.', url: '/my-trips' };
}

/** Only this site's pages open from a notification: the path of its link, on this origin. */
function sameOrigin(url: unknown): string {
  try {
    const parsed = new URL(typeof url === 'string' ? url : '/my-trips', self.location.origin);
    return new URL(parsed.pathname + parsed.search + parsed.hash, self.location.origin).href;
  } catch {
    return new URL('/my-trips', self.location.origin).href;
  }
}

function isSignOut(url: URL): boolean {
  return url.pathname === '/logout' || url.pathname.startsWith('/logout.');
}

async function keep(request: Request, response: Response): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, new Date().toISOString());
  const body = await response.clone().arrayBuffer();
  const cache = await caches.open(KEPT_PAGES_CACHE);
  await cache.put(request.url, new Response(body, { status: response.status, headers }));
}

/** A kept page marked as the saved copy: the page then says so ("Saved <time>, you are offline"). */
async function markedOffline(kept: Response): Promise<Response> {
  const savedAt = kept.headers.get(SAVED_AT);
  const headers = new Headers(kept.headers);
  headers.delete('content-length');
  const html = markedSaved(await kept.text(), savedAt ? new Date(savedAt) : null);
  return new Response(html, { status: 200, headers });
}

async function offlinePage(): Promise<Response> {
  return (await matchPrecache(OFFLINE_PATH)) ?? Response.error();
}
