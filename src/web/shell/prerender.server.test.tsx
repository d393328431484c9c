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
import { Header } from './header';
import type { RootData, SessionUser } from './root-data';

const site = testSite;

/** `element` as a page renders it at `path` (inside the app's data router), with or without fragments. */
function renderAt(
  path: string,
  element: ReactNode,
  fragments: PrerenderedFragments | null,
  user: SessionUser | null = null,
): string {
  const data: RootData = { site, user, signInProviders: [] };
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

  // The header's logo, menus and account menu, for each kind of visitor and each current entry.
  const customer: SessionUser = {
    id: 'u1',
    email: 'maya@example.com',
    firstName: 'Maya',
    lastName: 'Lopez',
    phone: null,
    federated: false,
    role: 'CUSTOMER',
  };
  const people = [null, customer, { ...customer, role: 'SUPPORT' as const }];
  const headerPaths = ['/', '/faq', '/aircraft', '/Aircraft/', '/my-trips', '/consumer-booking', '/concierge'];
  const headerKeys = new Set<string>();

  it.each(people.map((user) => [user?.role ?? 'visitor', user] as const))(
    'the header for a %s is byte for byte what the page would render',
    (_who, user) => {
      const fragments = prerenderedFragments(site);
      const recording: PrerenderedFragments = new Map(fragments);
      const get = recording.get.bind(recording);
      (recording as Map<string, string>).get = (key: string) => {
        headerKeys.add(key);
        return get(key);
      };
      for (const path of [...headerPaths, '/iq-platform', '/how_it_works', '/booking-details/7']) {
        const header = <Header theme={path === '/' ? 'light' : 'dark'} />;
        expect(renderAt(path, header, recording, user)).toBe(renderAt(path, header, null, user));
      }
    },
  );

  it('covers every fragment', () => {
    const covered = new Set([...uses.map(([fragment]) => fragment), ...headerKeys]);
    expect(covered).toEqual(new Set(Object.keys(PRERENDERED)));
    // Every fragment the header asked for was there: no page renders its menu from scratch.
    expect([...headerKeys].filter((key) => !(key in PRERENDERED))).toEqual([]);
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
