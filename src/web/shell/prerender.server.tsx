import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { HERO_ART_FRAGMENT, HeroArtDrawing } from '../pages/landing/hero-art';
import type { SiteInfo } from '../site';
import { STORE_BADGES_FRAGMENT, StoreBadgeItems } from '../ui/store-badges';
import { accountMenuFragment, AccountMenuItems } from './account-menu';
import { FOOTER_FRAGMENT, FooterContent } from './footer';
import { HEADER_LOGO_FRAGMENT, Logo } from './logo';
import { mainNav } from './nav-links';
import { NavItems, navItemsFragment } from './nav-items';
import type { PrerenderedFragments } from './prerendered';

interface Fragment {
  render(site: SiteInfo): ReactNode;
  /** Content of an svg element is rendered inside one, so React reads it as SVG. */
  insideSvg?: true;
  /** The location it is rendered at (a menu marks its current entry), "/" unless given. */
  path?: string;
}

/**
 * The header's main menu for each visitor and page kind, with each of its entries current in
 * turn and with none (on the landing page, "/", none is): a few dozen fragments, whatever the
 * request's path.
 */
function headerMenus(): [string, Fragment][] {
  return [false, true].flatMap((signedIn) =>
    [false, true].flatMap((landing) => {
      const items = mainNav({ signedIn, landing });
      return [-1, ...items.keys()]
        .filter((current) => current === -1 || (!landing && !items[current]?.anchor))
        .map((current): [string, Fragment] => [
          navItemsFragment(signedIn, landing, current),
          { render: () => <NavItems items={items} />, path: items[current]?.to ?? '/' },
        ]);
    }),
  );
}

/**
 * Every prerendered fragment and what it renders: content that reads the site's configuration
 * at most, never the request (the header's menus are rendered for each of their few states).
 * Their links are absolute paths, so any router renders them alike.
 */
export const PRERENDERED: Readonly<Record<string, Fragment>> = {
  [FOOTER_FRAGMENT]: { render: (site) => <FooterContent site={site} /> },
  [STORE_BADGES_FRAGMENT]: { render: (site) => <StoreBadgeItems site={site} /> },
  [HERO_ART_FRAGMENT]: { render: () => <HeroArtDrawing />, insideSvg: true },
  [HEADER_LOGO_FRAGMENT]: { render: (site) => <Logo brandName={site.brandName} /> },
  [accountMenuFragment(false)]: { render: () => <AccountMenuItems staff={false} /> },
  [accountMenuFragment(true)]: { render: () => <AccountMenuItems staff /> },
  ...Object.fromEntries(headerMenus()),
};

function renderFragment(fragment: Fragment, site: SiteInfo): string {
  const content = fragment.render(site);
  const at = [fragment.path ?? '/'];
  if (!fragment.insideSvg) return renderToString(<MemoryRouter initialEntries={at}>{content}</MemoryRouter>);
  const svg = renderToString(
    <MemoryRouter initialEntries={at}>
      <svg>{content}</svg>
    </MemoryRouter>,
  );
  if (!svg.startsWith('<svg>') || !svg.endsWith('</svg>')) throw new Error('unexpected svg fragment markup');
  return svg.slice('<svg>'.length, -'</svg>'.length);
}

const fragmentsBySite = new WeakMap<SiteInfo, PrerenderedFragments>();

/**
 * The fragments' HTML for this site's configuration, rendered on first use and kept for the
 * process (one configuration object per process).
 */
export function prerenderedFragments(site: SiteInfo): PrerenderedFragments {
  let fragments = fragmentsBySite.get(site);
  if (!fragments) {
    fragments = new Map(Object.entries(PRERENDERED).map(([key, fragment]) => [key, renderFragment(fragment, site)]));
    fragmentsBySite.set(site, fragments);
  }
  return fragments;
}
