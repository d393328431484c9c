import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { HERO_ART_FRAGMENT, HeroArtDrawing } from '../pages/landing/hero-art';
import type { SiteInfo } from '../site';
import { STORE_BADGES_FRAGMENT, StoreBadgeItems } from '../ui/store-badges';
import { FOOTER_FRAGMENT, FooterContent } from './footer';
import type { PrerenderedFragments } from './prerendered';

interface Fragment {
  render(site: SiteInfo): ReactNode;
  /** Content of an svg element is rendered inside one, so React reads it as SVG. */
  insideSvg?: true;
}

/**
 * Every prerendered fragment and what it renders: content that reads the site's configuration
 * at most, never the request. Their links are absolute paths, so any router renders them alike.
 */
export const PRERENDERED: Readonly<Record<string, Fragment>> = {
  [FOOTER_FRAGMENT]: { render: (site) => <FooterContent site={site} /> },
  [STORE_BADGES_FRAGMENT]: { render: (site) => <StoreBadgeItems site={site} /> },
  [HERO_ART_FRAGMENT]: { render: () => <HeroArtDrawing />, insideSvg: true },
};

function renderFragment(fragment: Fragment, site: SiteInfo): string {
  const content = fragment.render(site);
  if (!fragment.insideSvg) return renderToString(<MemoryRouter>{content}</MemoryRouter>);
  const svg = renderToString(
    <MemoryRouter>
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
