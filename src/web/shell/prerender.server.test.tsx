import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { testSite } from '../../../test/support/site';
import { ROOT_ROUTE_ID } from '../route-specs';
import { HERO_ART_FRAGMENT, HeroArt } from '../pages/landing/hero-art';
import { STORE_BADGES_FRAGMENT, StoreBadgeList } from '../ui/store-badges';
import { FOOTER_FRAGMENT, Footer } from './footer';
import { PRERENDERED, prerenderedFragments } from './prerender.server';
import { PrerenderedContext, type PrerenderedFragments } from './prerendered';
import type { RootData } from './root-data';

const site = testSite;

/** `element` as a page renders it at `path` (inside the app's data router), with or without fragments. */
function renderAt(path: string, element: ReactNode, fragments: PrerenderedFragments | null): string {
  const data: RootData = { site, user: null, signInProviders: [] };
  const router = createMemoryRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        path: '/',
        loader: () => data,
        Component: () => element,
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

// Each prerendered fragment in the elements that show it, as pages use them.
const uses: [fragment: string, name: string, element: ReactNode][] = [
  [FOOTER_FRAGMENT, 'the light footer', <Footer key="light" theme="light" />],
  [FOOTER_FRAGMENT, 'the dark footer', <Footer key="dark" theme="dark" />],
  [STORE_BADGES_FRAGMENT, 'the store badges', <StoreBadgeList key="badges" site={site} />],
  [STORE_BADGES_FRAGMENT, 'the store badges with a class', <StoreBadgeList key="c" site={site} className="x" />],
  [HERO_ART_FRAGMENT, 'the hero illustration', <HeroArt key="hero" />],
];

describe('prerendered fragments', () => {
  // The browser hydrates the children against the prerendered HTML: any difference would be a
  // hydration error on every page.
  it.each(uses)('%s: %s is byte for byte what the page would render', (_fragment, _name, element) => {
    for (const path of ['/', '/faq', '/booking-details/7']) {
      const inPage = renderAt(path, element, null);
      expect(renderAt(path, element, prerenderedFragments(site))).toBe(inPage);
    }
  });

  it('render without a React warning (SVG content is rendered as SVG)', () => {
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      prerenderedFragments({ ...site });
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      warnings.mockRestore();
    }
  });

  it('covers every fragment', () => {
    expect(new Set(uses.map(([fragment]) => fragment))).toEqual(new Set(Object.keys(PRERENDERED)));
  });

  it('are rendered once per configuration and used as given', () => {
    expect(prerenderedFragments(site)).toBe(prerenderedFragments(site));
    const html = renderAt('/faq', <Footer theme="dark" />, new Map([[FOOTER_FRAGMENT, '<p>prerendered</p>']]));
    expect(html).toBe('<footer class="footer footer--dark"><p>prerendered</p></footer>');
    const footer = prerenderedFragments(site).get(FOOTER_FRAGMENT);
    expect(footer).toContain('href="/terms-of-sale"');
    expect(footer).toContain('Contrail on Instagram (opens in a new tab)');
    expect(footer).toContain('href="https://apps.example/ios"');
  });
});
