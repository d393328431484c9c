import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import './header.css';
import { clearBrowserAccountState } from '../pages/account/sign-out';
import { AccountMenu } from './account-menu';
import { HEADER_LOGO_FRAGMENT, Logo } from './logo';
import { currentNavItem, NavEntry, NavItems, navItemsFragment } from './nav-items';
import { usePrerenderedContent } from './prerendered';
import { mainNav, type NavItem } from './nav-links';
import { useSite, useUser, type SessionUser } from './root-data';
import { telHref } from '../site';
import { SiteLink } from '../ui/site-link';

/**
 * The site header: logo, main menu and, on the right, the account menu (signed in, dark theme
 * only) or a Login link. At 550 px and below the menu folds into a hamburger panel beside a
 * concierge shortcut; the open panel locks page scroll, keeps focus inside the header and
 * closes on Escape or navigation.
 */
export function Header({ theme }: { theme: 'light' | 'dark' }) {
  const site = useSite();
  const user = useUser();
  const location = useLocation();
  const items = mainNav({ signedIn: user !== null, landing: theme === 'light' });
  // The logo and the menu's entries are the same on many pages: prerendered once (prerendered.tsx).
  const logo = usePrerenderedContent(HEADER_LOGO_FRAGMENT, () => <Logo brandName={site.brandName} />);
  const nav = usePrerenderedContent(
    navItemsFragment(user !== null, theme === 'light', currentNavItem(items, location.pathname)),
    () => <NavItems items={items} />,
  );
  // The menu is open for one location only, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const setMenuOpen = (open: boolean) => setOpenAt(open ? location.key : null);
  const panelId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const header = headerRef.current;
    document.body.classList.add('scroll-locked');
    header?.querySelector<HTMLElement>('.mobile-menu a')?.focus();
    // While the panel covers the page, Escape closes it and Tab cycles within the header.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpenAt(null);
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !header) return;
      const focusable = [
        ...header.querySelectorAll<HTMLElement>(
          '.header__logo, .header__bar-mobile a, .header__bar-mobile button, .mobile-menu a, .mobile-menu button',
        ),
      ].filter((el) => el.offsetParent !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const inside = header.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('scroll-locked');
    };
  }, [menuOpen]);

  return (
    <header ref={headerRef} className={`header header--${theme}${menuOpen ? ' header--menu-open' : ''}`}>
      <div className="header__inner container">
        <SiteLink to="/" className="header__logo" aria-label={`${site.brandName} home`} {...logo} />

        <nav className="header__nav" aria-label="Main">
          <ul {...nav} />
        </nav>

        <div className="header__right">
          {user ? (
            theme === 'dark' && <AccountMenu user={user} />
          ) : (
            <SiteLink to="/login" className="header__login button button--primary">
              Login
            </SiteLink>
          )}
        </div>

        <div className="header__bar-mobile">
          <SiteLink to="/concierge" className="header__icon-button" aria-label="Concierge">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d="M4 13v-1a8 8 0 0 1 16 0v1M4 13a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2zm-3 4c0 2-2 3-5 3"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </SiteLink>
          <button
            ref={toggleRef}
            type="button"
            className="header__icon-button header__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span className="hamburger" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </button>
        </div>
      </div>

      {/* The panel's contents exist only while it is open: a closed menu costs nothing to render. */}
      <div id={panelId} className="mobile-menu" hidden={!menuOpen}>
        {menuOpen && <MobileMenu items={items} user={user} onNavigate={() => setMenuOpen(false)} />}
      </div>
    </header>
  );
}

/** The open mobile panel: the menu again, then Login or Account and Log out, then the concierge. */
export function MobileMenu({
  items,
  user,
  onNavigate,
}: {
  items: NavItem[];
  user: SessionUser | null;
  onNavigate(): void;
}) {
  const site = useSite();
  return (
    <>
      <nav aria-label="Mobile">
        <ul className="mobile-menu__links">
          {items.map((item) => (
            <li key={item.label}>
              <NavEntry item={item} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="mobile-menu__account">
        {user ? (
          <>
            <SiteLink to="/my-account" className="button button--ghost button--block" onClick={onNavigate}>
              Account
            </SiteLink>
            <form method="post" action="/logout" onSubmit={clearBrowserAccountState}>
              <button type="submit" className="button button--primary button--block">
                Log out
              </button>
            </form>
          </>
        ) : (
          <SiteLink to="/login" className="button button--primary button--block" onClick={onNavigate}>
            Login
          </SiteLink>
        )}
      </div>
      <p className="mobile-menu__contact">
        24/7 Flight Concierge
        <a href={telHref(site.conciergePhone)}>{site.conciergePhone}</a>
        <a href={`mailto:${site.conciergeEmail}`}>{site.conciergeEmail}</a>
      </p>
    </>
  );
}
