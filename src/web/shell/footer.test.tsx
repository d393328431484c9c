import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROOT_ROUTE_ID } from '../route-specs';
import type { SiteInfo } from '../site';
import { FOOTER_FRAGMENT, Footer } from './footer';
import { prerenderedFragments } from './prerender.server';
import { PrerenderedContext, type PrerenderedFragments } from './prerendered';
import type { RootData } from './root-data';

const site: SiteInfo = {
  brandName: 'Contrail',
  conciergeEmail: 'concierge@contrail.example',
  conciergePhone: '+1 (888) 555-0142',
  landingPage: 'marketing',
  links: {
    demoScheduling: 'https://demo.example',
    appStore: 'https://apps.example/ios',
    playStore: 'https://apps.example/android',
    instagram: 'https://instagram.example',
    x: 'https://x.example',
    facebook: 'https://facebook.example',
    press: 'https://press.example',
  },
};

/** The footer as a page renders it at `path` (inside the app's data router), with or without fragments. */
function footerAt(path: string, fragments: PrerenderedFragments | null): string {
  const data: RootData = { site, user: null, signInProviders: [] };
  const router = createMemoryRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        path: '/',
        loader: () => data,
        Component: () => <Footer theme={path === '/' ? 'light' : 'dark'} />,
        children: [{ path: '*', Component: () => null }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { [ROOT_ROUTE_ID]: data } } },
  );
  return renderToString(
    <PrerenderedContext value={fragments}>
      <RouterProvider router={router} />
    </PrerenderedContext>,
  );
}

describe('the prerendered footer', () => {
  // The browser hydrates the footer's children against the prerendered HTML: any difference
  // would be a hydration error on every page.
  it.each(['/', '/faq', '/booking-details/7'])('is byte for byte the footer rendered in the page at %s', (path) => {
    const inPage = footerAt(path, null);
    expect(footerAt(path, prerenderedFragments(site))).toBe(inPage);
    expect(inPage).toContain('href="/terms-of-sale"');
    expect(inPage).toContain('Contrail on Instagram (opens in a new tab)');
  });

  it('is rendered once per configuration and used as given', () => {
    expect(prerenderedFragments(site)).toBe(prerenderedFragments(site));
    const html = footerAt('/faq', new Map([[FOOTER_FRAGMENT, '<p>prerendered</p>']]));
    expect(html).toBe('<footer class="footer footer--dark"><p>prerendered</p></footer>');
  });
});
