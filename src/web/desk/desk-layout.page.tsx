import { Link, NavLink, Outlet, useLoaderData } from 'react-router';
import { PageErrorBoundary, SiteLayout } from '../shell/root';
import { useSite } from '../shell/root-data';
import { RouteLoading } from '../shell/route-loading';
import type { DeskLayoutData } from './desk-layout.server';
import './desk.css';

/** The back office's shell: the staff member, the desk's sections, and sign out. */
export function Component() {
  const { staff } = useLoaderData() as DeskLayoutData;
  const site = useSite();
  const sections = [
    { to: '/desk', label: 'Bookings', end: true },
    { to: '/desk/customers', label: 'Customers', end: false },
    { to: '/desk/chat', label: 'Chat', end: false },
    { to: '/desk/audit', label: 'Audit log', end: false },
    ...(staff.role === 'ADMIN' ? [{ to: '/desk/staff', label: 'Staff', end: false }] : []),
  ];
  return (
    <div className="desk">
      <a className="skip-link" href="#desk-main">
        Skip to content
      </a>
      <header className="desk__header">
        <Link to="/desk" className="desk__brand">
          {site.brandName} <span>Support desk</span>
        </Link>
        <nav aria-label="Support desk" className="desk__nav">
          <ul>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="desk__who">
          <span>
            {staff.name || staff.email}
            <small>{staff.role === 'ADMIN' ? 'Administrator' : 'Support'}</small>
          </span>
          <form method="post" action="/logout">
            <button type="submit" className="button button--ghost desk__signout">
              Sign out
            </button>
          </form>
        </div>
      </header>
      <RouteLoading />
      <main id="desk-main" className="desk__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

/**
 * The desk's shell failed to load: for anyone but staff that is its 404, shown as the site's
 * own 404 in the site's shell, exactly as for any unknown address.
 */
export function ErrorBoundary() {
  return (
    <SiteLayout>
      <PageErrorBoundary />
    </SiteLayout>
  );
}
