import type { NavItem } from './nav-links';
import { isCurrentPath, SiteLink, SiteNavLink } from '../ui/site-link';

export function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  // An anchor into another page ("Our Apps") is never the current page.
  if (item.anchor)
    return (
      <SiteLink to={item.to} onClick={onNavigate}>
        {item.label}
      </SiteLink>
    );
  return (
    <SiteNavLink to={item.to} onClick={onNavigate}>
      {item.label}
    </SiteNavLink>
  );
}

/** The main menu's entries, each in its list item. */
export function NavItems({ items }: { items: NavItem[] }) {
  return items.map((item) => (
    <li key={item.label}>
      <NavEntry item={item} />
    </li>
  ));
}

/** Which entry is the current page (as SiteNavLink reads it), or -1. */
export function currentNavItem(items: NavItem[], pathname: string): number {
  return items.findIndex((item) => !item.anchor && isCurrentPath(pathname, item.to));
}

/**
 * The prerendered fragment of the header's main menu (prerender.server.tsx): one per menu
 * (signed in or not, on the landing page or not) and current entry.
 */
export function navItemsFragment(signedIn: boolean, landing: boolean, current: number): string {
  return `header-nav:${signedIn ? 'signed-in' : 'visitor'}:${landing ? 'landing' : 'page'}:${current}`;
}
