/**
 * What every page may show about the business: the brand and how to reach the concierge.
 * Built from configuration by the composition root; passed to pages by the root loader.
 */
export interface SiteInfo {
  brandName: string;
  /** Where the site is served (PUBLIC_URL): absolute links in page heads start here. */
  publicUrl: string;
  conciergeEmail: string;
  conciergePhone: string;
  /** "/" serves the consumer landing page or the operator platform page (spec builds differ). */
  landingPage: 'marketing' | 'iq-platform';
  /** The price of a tonne of CO2e offset, in cents (CARBON_OFFSET_USD_PER_TONNE, docs/decisions/060). */
  carbonOffsetCentsPerTonne: number;
  /** Whether pages register the installable app's service worker (SERVICE_WORKER). */
  serviceWorker: boolean;
  /** The Edit Airport map's tile URL template and attribution; absent means no tiles. */
  mapTiles?: { url: string; attribution: string };
  links: {
    demoScheduling: string;
    /** The companion apps' store pages, when there are any (APP_STORE_URL, PLAY_STORE_URL). */
    appStore?: string;
    playStore?: string;
    instagram: string;
    x: string;
    facebook: string;
    press: string;
  };
}

/**
 * The origin a tile URL template loads from, for the Content-Security-Policy: "{s}" subdomains
 * become a wildcard ("https://{s}.tile.example/{z}/{x}/{y}.png" gives "https://*.tile.example").
 */
export function tileOrigin(template: string): string {
  const host = /^https:\/\/([^/]+)\//.exec(template)?.[1] ?? '';
  return `https://${host.replace(/\{s\}/g, '*')}`;
}

/** tel: href for a display phone number ("+1 (888) 555-0142" becomes "tel:+18885550142"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}
