import './styles/global.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes } from './build-routes';
import { clientDataFor } from './client-data';
import { Document, inlineStylesOf } from './document';
import { captureInstallPrompt } from './pwa/install-prompt';
import type { PageModule } from './route-specs';

async function hydrate() {
  const shipped = window.__contrailAssets;
  if (!shipped) throw new Error('The page is missing its asset list');
  const assets = { ...shipped, inlineStyles: inlineStylesOf(document) };
  const routes = buildRoutes(
    clientDataFor,
    import.meta.glob<PageModule>(['./pages/**/*.page.tsx', './desk/**/*.page.tsx']),
  );

  // Pages are lazy chunks: load the ones on screen before hydrating, so the first render in
  // the browser matches the server's HTML.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );

  const router = createBrowserRouter(routes);
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead
  // of holding the main thread for the whole page (decision 035: total blocking time). A click
  // before it has finished makes React finish hydrating at once and then handle the click.
  startTransition(() => {
    hydrateRoot(
      document,
      <Document assets={assets} nonce={nonce}>
        <RouterProvider router={router} />
      </Document>,
    );
  });
}

captureInstallPrompt();
void hydrate();
