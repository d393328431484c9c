import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/** A path of this site: "/aircraft", "/my-account?delete=1", "/consumer-booking#downloads". */
export type SitePath = `/${string}`;

/**
 * A link to an absolute path of this site: every link the header and its menus render, and
 * the links of the busiest pages. React Router's <Link> resolves its target against the route
 * matches and builds its click handler from several hooks on each render, about 10 µs a link
 * on the server (NavLink twice that); an absolute path needs none of it.
 *
 * Clicks act as <Link>'s: a plain left click on a link without a target navigates inside the
 * app (replacing the history entry when the link is the current location); a click with a
 * modifier key, another button, or a handler that prevented it is left to the browser. Before
 * the page hydrates it is an ordinary link. `state` goes into the history entry, as <Link>'s.
 */
export function SiteLink({ to, state, onClick, children, ...anchor }: AnchorProps & { to: SitePath; state?: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, anchor.target)) return;
    event.preventDefault();
    void navigate(to, { replace: location.pathname + location.search + location.hash === to, state });
  };
  return (
    <a {...anchor} href={to} onClick={handleClick}>
      {children}
    </a>
  );
}

/**
 * A main-menu link: as SiteLink, marked as the current page (class "active", aria-current)
 * when the location's path is exactly its path, as NavLink with `end` reads it.
 */
export function SiteNavLink({ to, className, ...rest }: AnchorProps & { to: SitePath }) {
  const { pathname } = useLocation();
  const active = isCurrentPath(pathname, to);
  return (
    <SiteLink
      {...rest}
      to={to}
      className={active ? [className, 'active'].filter(Boolean).join(' ') : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/** The location's path is exactly this link's path, as NavLink with `end` reads it. */
export function isCurrentPath(pathname: string, to: SitePath): boolean {
  return pathname.toLowerCase() === to.toLowerCase();
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
