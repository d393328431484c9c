import type { SitePath } from '../ui/site-link';

/** One entry of the main navigation (spec 000 section 2, Header and footer). */
export interface NavItem {
  label: string;
  to: SitePath;
  /** Anchors into another page never show as the current page. */
  anchor?: boolean;
}

/**
 * The main menu. Signed in: Consumer Booking, Aircraft, My Trips, Concierge, Our Apps,
 * IQ Platform. Signed out: the same without My Trips, and on the landing page (light theme)
 * How It Works as well.
 */
export function mainNav({ signedIn, landing }: { signedIn: boolean; landing: boolean }): NavItem[] {
  const items: (NavItem | false)[] = [
    { label: 'Consumer Booking', to: '/consumer-booking' },
    !signedIn && landing && { label: 'How It Works', to: '/how_it_works' },
    { label: 'Aircraft', to: '/aircraft' },
    signedIn && { label: 'My Trips', to: '/my-trips' },
    { label: 'Concierge', to: '/concierge' },
    { label: 'Our Apps', to: '/consumer-booking#downloads', anchor: true },
    { label: 'IQ Platform', to: '/iq-platform' },
  ];
  return items.filter((item): item is NavItem => item !== false);
}
