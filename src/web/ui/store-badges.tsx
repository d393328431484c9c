import { usePrerenderedContent } from '../shell/prerendered';
import type { SiteInfo } from '../site';

/** The badges' content as the server prerenders it (src/web/shell/prerendered.tsx). */
export const STORE_BADGES_FRAGMENT = 'store-badges';

/**
 * Download badges for the companion apps, linking to the site's configured store pages: our
 * own artwork (a phone glyph and the store's platform name), not the stores' trademarked badges.
 */
export function StoreBadgeList({ site, className }: { site: SiteInfo; className?: string }) {
  const content = usePrerenderedContent(STORE_BADGES_FRAGMENT, () => <StoreBadgeItems site={site} />);
  return <ul className={className ? `store-badges ${className}` : 'store-badges'} {...content} />;
}

/** The two badges, as list items. */
export function StoreBadgeItems({ site }: { site: SiteInfo }) {
  return (
    <>
      <li>
        <a className="store-badge" href={site.links.appStore} target="_blank" rel="noopener noreferrer">
          <PhoneGlyph />
          <span className="store-badge__text">
            <small>Get it for</small>
            <strong>iPhone</strong>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </span>
        </a>
      </li>
      <li>
        <a className="store-badge" href={site.links.playStore} target="_blank" rel="noopener noreferrer">
          <PhoneGlyph />
          <span className="store-badge__text">
            <small>Get it for</small>
            <strong>Android</strong>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </span>
        </a>
      </li>
    </>
  );
}

function PhoneGlyph() {
  return (
    <svg className="store-badge__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M10.5 18.5h3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <path
        d="m9.5 10.5 2.5 2.5 2.5-2.5M12 6.5V13"
        fill="none"
        stroke="#d9a93d"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
