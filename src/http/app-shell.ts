import express, { type RequestHandler } from 'express';
import { OPEN_CHAT_HASH } from '../web/chat/open-chat';
import { OFFLINE_PATH } from '../web/pwa/offline-pages';
import type { SiteInfo } from '../web/site';
import { onlyUnder } from './only-under';

/** The brand's colours: the favicon's field and the header's ink. */
const NAVY = '#0b1526';

/**
 * The installable app's two server-made files (docs/decisions/042): the web app manifest,
 * in the configured brand, and the offline page the service worker precaches. Neither reads
 * the session: the offline page is the same for everybody, so a cached copy names nobody.
 */
export function appShellRoutes(site: SiteInfo): RequestHandler {
  const router = express.Router();
  const manifest = JSON.stringify(webAppManifest(site));
  const offline = offlinePage(site);
  router.get('/manifest.webmanifest', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/manifest+json').send(manifest);
  });
  router.get(OFFLINE_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(offline);
  });
  return onlyUnder(['/manifest.webmanifest', OFFLINE_PATH], router);
}

export function webAppManifest(site: SiteInfo) {
  const icon = (src: string, size: number, purpose: 'any' | 'maskable' = 'any') => ({
    src,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  const shortcutIcons = [icon('/icons/icon-192.png', 192)];
  return {
    id: '/',
    name: `${site.brandName} Private Jets`,
    short_name: site.brandName,
    description: `Book a private jet at a guaranteed price, and keep your trips at hand with ${site.brandName}.`,
    lang: 'en-US',
    start_url: '/my-trips',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: NAVY,
    background_color: NAVY,
    categories: ['travel'],
    icons: [
      icon('/icons/icon-192.png', 192),
      icon('/icons/icon-512.png', 512),
      icon('/icons/icon-maskable-512.png', 512, 'maskable'),
    ],
    shortcuts: [
      { name: 'My Trips', short_name: 'Trips', url: '/my-trips', icons: shortcutIcons },
      { name: 'Book a flight', short_name: 'Book', url: '/consumer-booking', icons: shortcutIcons },
      { name: 'Concierge chat', short_name: 'Chat', url: `/concierge${OPEN_CHAT_HASH}`, icons: shortcutIcons },
    ],
  };
}

function offlinePage(site: SiteInfo): string {
  const brand = escapeHtml(site.brandName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${NAVY}">
<title>You are offline | ${brand}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: ${NAVY}; color: #fff;
    font: 400 1rem/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { max-width: 28rem; padding: 2rem 1.5rem; text-align: center; }
  svg { width: 64px; height: 64px; }
  h1 { font-size: 1.6rem; margin: 1rem 0 .5rem; }
  p { color: #c9d2e3; }
  nav { display: flex; gap: .75rem; justify-content: center; flex-wrap: wrap; margin-top: 1.5rem; }
  a { display: inline-block; padding: .7rem 1.2rem; border-radius: 8px; font-weight: 600; text-decoration: none; }
  a.primary { background: #e9c46a; color: ${NAVY}; }
  a.ghost { border: 1px solid #c9d2e3; color: #fff; }
  a:focus-visible { outline: 3px solid #e9c46a; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="7" fill="#16233a"/><path d="M6 21 26 9l-7 14-3-5-5 3z" fill="#e9c46a"/></svg>
  <h1>You are offline</h1>
  <p>This page needs a connection. The trips, booking details and itineraries you opened on this device while online are still here.</p>
  <nav aria-label="While offline">
    <a class="primary" href="/my-trips">My Trips</a>
    <a class="ghost" href="">Try again</a>
  </nav>
  <p><small>${brand}</small></p>
</main>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
