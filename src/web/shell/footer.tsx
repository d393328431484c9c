import { Link } from 'react-router';
import './footer.css';
import { StoreBadgeList } from '../ui/store-badges';
import { Logo } from './logo';
import { usePrerenderedContent } from './prerendered';
import { useSite } from './root-data';
import { telHref, type SiteInfo } from '../site';

/** The footer's contents as the server prerenders them (src/web/shell/prerendered.ts). */
export const FOOTER_FRAGMENT = 'footer';

// Read once per process: servers are redeployed far more often than once a year.
const YEAR = new Date().getFullYear();

interface FooterLink {
  label: string;
  /** A path inside the site, or an absolute URL opened in a new tab. */
  to: string;
}

function FooterEntry({ link }: { link: FooterLink }) {
  if (/^https?:\/\//.test(link.to))
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  return <Link to={link.to}>{link.label}</Link>;
}

/** Every page's footer: brand, partners, link groups About, Support and More, apps and social links. */
export function Footer({ theme }: { theme: 'light' | 'dark' }) {
  const site = useSite();
  const content = usePrerenderedContent(FOOTER_FRAGMENT, () => <FooterContent site={site} />);
  return <footer className={`footer footer--${theme}`} {...content} />;
}

/** What is inside the footer: it reads the site's configuration only, so every page shares it. */
export function FooterContent({ site }: { site: SiteInfo }) {
  const groups: { title: string; links: FooterLink[] }[] = [
    {
      title: 'About',
      links: [
        { label: 'About Us', to: '/about_us' },
        { label: 'How It Works', to: '/how_it_works' },
        { label: 'Why Fly Private', to: '/why_fly_private' },
        { label: 'Safety Ratings', to: '/safety-ratings' },
        { label: 'Testimonials', to: '/testimonials' },
        { label: 'Diversity & Inclusion', to: '/diversity_inclusion' },
      ],
    },
    {
      title: 'Support',
      links: [
        { label: 'Concierge', to: '/concierge' },
        { label: 'FAQ', to: '/faq' },
        { label: 'Terms of Sale', to: '/terms-of-sale' },
        { label: 'Terms of Service', to: '/terms-of-service' },
        { label: 'Privacy Policy', to: '/privacy-policy' },
      ],
    },
    {
      title: 'More',
      links: [
        { label: 'Aircraft', to: '/aircraft' },
        { label: 'Jet Info', to: '/jet-info' },
        { label: 'Popular Routes', to: '/popular-routes' },
        { label: 'Empty Legs', to: '/empty-legs' },
        { label: 'IQ Platform', to: '/iq-platform' },
        { label: 'In the Press', to: site.links.press },
      ],
    },
  ];
  const social = [
    { name: 'Instagram', href: site.links.instagram, icon: <InstagramIcon /> },
    { name: 'X', href: site.links.x, icon: <XIcon /> },
    { name: 'Facebook', href: site.links.facebook, icon: <FacebookIcon /> },
  ];

  return (
    <>
      <div className="container footer__top">
        <div className="footer__brand">
          <Link to="/" className="footer__logo" aria-label={`${site.brandName} home`}>
            <Logo brandName={site.brandName} />
          </Link>
          <p className="footer__tagline">
            Private jet charter with guaranteed real-time prices. No membership fee, no pre-paid hours.
          </p>
          <p className="footer__contact">
            <span>24/7 Flight Concierge</span>
            <a href={telHref(site.conciergePhone)}>{site.conciergePhone}</a>
            <a href={`mailto:${site.conciergeEmail}`}>{site.conciergeEmail}</a>
          </p>
        </div>

        <nav className="footer__groups" aria-label="Footer">
          {groups.map((group) => (
            <div key={group.title} className="footer__group">
              <h2 className="footer__heading">{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <FooterEntry link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div className="footer__apps">
          <h2 className="footer__heading">Get the app</h2>
          <StoreBadgeList site={site} />
          <h2 className="footer__heading footer__heading--follow">Follow us</h2>
          <ul className="footer__social">
            {social.map((item) => (
              <li key={item.name}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.brandName} on ${item.name} (opens in a new tab)`}
                >
                  {item.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="container footer__partners">
        <p className="footer__partners-title">Flying with</p>
        <ul>
          <li>
            <PartnerBadge line1="Part 135" line2="Certified Operators" glyph="shield" />
          </li>
          <li>
            {/* Named by the badge's own words (axe: the visible text must be the link's name). */}
            <Link to="/carbon" className="footer__partner-link">
              <PartnerBadge line1="Carbon Neutral" line2="Partner" glyph="leaf" />
            </Link>
          </li>
          <li>
            <PartnerBadge line1="Safety Rated" line2="Fleet Program" glyph="star" />
          </li>
        </ul>
      </div>

      <div className="container footer__bottom">
        <p>
          © <span suppressHydrationWarning>{YEAR}</span> {site.brandName}. All rights reserved.
        </p>
        <p className="footer__note">
          {site.brandName} arranges flights as a broker; every flight is operated by a US Part 135 certified air
          carrier.
        </p>
      </div>
    </>
  );
}

/** A neutral partner wordmark we drew ourselves: a glyph and two lines of text. */
function PartnerBadge({ line1, line2, glyph }: { line1: string; line2: string; glyph: 'shield' | 'leaf' | 'star' }) {
  const paths = {
    shield: 'M16 4 6 8v7c0 6.5 4.3 11.3 10 13 5.7-1.7 10-6.5 10-13V8zm-4.5 12.5 3.3 3.3 6.2-6.6',
    leaf: 'M7 25C7 13 14 7 26 6c0 12-6 19-18 19m0 0 9-9',
    star: 'm16 5 3.3 6.9 7.5 1-5.5 5.2 1.4 7.5L16 22l-6.7 3.6 1.4-7.5-5.5-5.2 7.5-1z',
  };
  return (
    <svg className="partner-badge" viewBox="0 0 200 40" role="img" aria-label={`${line1} ${line2}`}>
      <path
        d={paths[glyph]}
        transform="translate(0 4)"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <text
        x="40"
        y="18"
        fontSize="15"
        fontWeight="700"
        fill="currentColor"
        fontFamily="system-ui, sans-serif"
        letterSpacing="0.5"
      >
        {line1.toUpperCase()}
      </text>
      <text x="40" y="34" fontSize="12" fill="currentColor" fontFamily="system-ui, sans-serif" letterSpacing="0.4">
        {line2}
      </text>
    </svg>
  );
}

function InstagramIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </svg>
  );
}

function XIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M4.5 4h4.2l10.8 16h-4.2zM19 4l-6 6.8M5 20l6-6.8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z"
        fill="currentColor"
      />
    </svg>
  );
}
