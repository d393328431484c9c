import { usePrerenderedContent } from '../shell/prerendered';
import type { SiteInfo } from '../site';

/** The badges' content as the server prerenders it (src/web/shell/prerendered.tsx). */
export const STORE_BADGES_FRAGMENT = 'store-badges';

/**
 * Download badges for the companion apps, linking to the site's configured store pages: our
 * own artwork (a phone glyph and the store's platform name), not the stores' trademarked badges.
 * Without store pages, one badge leads to "Our Apps", where the site installs as an app.
 */
export function StoreBadgeList({
  site,
  className,
  installLink = true,
}: {
  site: SiteInfo;
  className?: string;
  /** Without store pages, a badge leading to "Our Apps" (the installable app); false: nothing. */
  installLink?: boolean;
}) {
  const content = usePrerenderedContent(STORE_BADGES_FRAGMENT, () => <StoreBadgeItems site={site} />);
  if (!hasStorePages(site) && !installLink) return null;
  return <ul className={className ? `store-badges ${className}` : 'store-badges'} {...content} />;
}

/** Whether any companion app's store page is configured (APP_STORE_URL, PLAY_STORE_URL). */
export function hasStorePages(site: SiteInfo): boolean {
  return Boolean(site.links.appStore || site.links.playStore);
}

/** The configured stores' badges, as list items; with none, the badge of the installable app. */
export function StoreBadgeItems({ site }: { site: SiteInfo }) {
  if (!hasStorePages(site)) {
    return <StoreBadge href="/consumer-booking#downloads" lead="Install the" name={`${site.brandName} app`} />;
  }
  return (
    <>
      {site.links.appStore && <StoreBadge href={site.links.appStore} lead="Get it for" name="iPhone" external />}
      {site.links.playStore && <StoreBadge href={site.links.playStore} lead="Get it for" name="Android" external />}
    </>
  );
}

function StoreBadge({ href, lead, name, external }: { href: string; lead: string; name: string; external?: boolean }) {
  return (
    <li>
      <a className="store-badge" href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <PhoneGlyph />
        <span className="store-badge__text">
          <small>{lead}</small>
          <strong>{name}</strong>
          {external && <span className="visually-hidden"> (opens in a new tab)</span>}
        </span>
      </a>
    </li>
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
