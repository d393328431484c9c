import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { SiteInfo } from '../site';
import { FOOTER_FRAGMENT, FooterContent } from './footer';
import type { PrerenderedFragments } from './prerendered';

const fragmentsBySite = new WeakMap<SiteInfo, PrerenderedFragments>();

/**
 * The shell's request-independent HTML for this site's configuration, rendered on first use
 * and kept for the process (one configuration object per process). Its links are absolute
 * paths, so any router renders them alike.
 */
export function prerenderedFragments(site: SiteInfo): PrerenderedFragments {
  let fragments = fragmentsBySite.get(site);
  if (!fragments) {
    fragments = new Map([
      [
        FOOTER_FRAGMENT,
        renderToString(
          <MemoryRouter>
            <FooterContent site={site} />
          </MemoryRouter>,
        ),
      ],
    ]);
    fragmentsBySite.set(site, fragments);
  }
  return fragments;
}
