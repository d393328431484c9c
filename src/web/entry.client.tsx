import './styles/global.css';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes } from './build-routes';
import { clientDataFor } from './client-data';
import { Document } from './document';

async function hydrate() {
  const assets = window.__contrailAssets;
  if (!assets) throw new Error('The page is missing its asset list');
  const routes = buildRoutes(clientDataFor);

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
  hydrateRoot(
    document,
    <Document assets={assets} nonce={nonce}>
      <RouterProvider router={router} />
    </Document>,
  );
}

void hydrate();
