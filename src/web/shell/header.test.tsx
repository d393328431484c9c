import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testSite } from '../../../test/support/site';
import { ROOT_ROUTE_ID } from '../route-specs';
import { Header, MobileMenu } from './header';
import { mainNav } from './nav-links';
import type { RootData, SessionUser } from './root-data';

const site = testSite;

const maya: SessionUser = {
  id: 'u1',
  email: 'maya@example.com',
  firstName: 'Maya',
  lastName: 'Lopez',
  phone: '+15555550100',
  federated: false,
  role: 'CUSTOMER',
};

/** The header as the server renders it at `path`, for the given visitor. */
function headerAt(path: string, user: SessionUser | null, only?: 'mobile-menu'): string {
  const data: RootData = { site, user, signInProviders: [] };
  const router = createMemoryRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        path: '/',
        loader: () => data,
        Component: () =>
          only ? (
            <MobileMenu
              items={mainNav({ signedIn: user !== null, landing: false })}
              user={user}
              onNavigate={() => {}}
            />
          ) : (
            <Header theme={path === '/' ? 'light' : 'dark'} />
          ),
        children: [{ path: '*', Component: () => null }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { [ROOT_ROUTE_ID]: data } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

const mainMenu = (html: string) =>
  [...(/<nav class="header__nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/<a[^>]*>([^<]+)<\/a>/g)].map(
    (m) => m[1],
  );

describe('the header for a signed-in customer', () => {
  it('adds My Trips to the menu and shows the account menu on dark pages', () => {
    const html = headerAt('/faq', maya);
    expect(mainMenu(html)).toEqual([
      'Consumer Booking',
      'Aircraft',
      'My Trips',
      'Concierge',
      'Our Apps',
      'IQ Platform',
    ]);
    expect(html).toMatch(/<button[^>]*aria-haspopup="menu"[^>]*aria-expanded="false"/);
    expect(html).toContain('href="/my-account"');
    expect(html).toContain('href="/my-account?delete=1"');
    expect(html).toMatch(
      /<form(?=[^>]*action="\/logout")(?=[^>]*method="post")[^>]*><button role="menuitem"[^>]*>Log out<\/button>/,
    );
    expect(html).not.toMatch(/href="\/login"/);
    expect(html).not.toContain('href="/desk"');
  });

  it('offers staff the support desk from the account menu', () => {
    expect(headerAt('/faq', { ...maya, role: 'SUPPORT' })).toMatch(/<a[^>]*href="\/desk"[^>]*>Support desk<\/a>/);
    expect(headerAt('/faq', { ...maya, role: 'ADMIN' })).toContain('href="/desk"');
  });

  it('shows no account menu on the light landing page, and no How It Works for members', () => {
    const html = headerAt('/', maya);
    expect(html).not.toContain('aria-haspopup="menu"');
    expect(mainMenu(html)).not.toContain('How It Works');
    expect(mainMenu(html)).toContain('My Trips');
  });

  it('offers Account and Log out, not Login, in the mobile menu', () => {
    const mobile = headerAt('/faq', maya, 'mobile-menu');
    expect(mobile).toContain('>My Trips<');
    expect(mobile).toMatch(/<a[^>]*href="\/my-account"[^>]*>Account<\/a>/);
    expect(mobile).toMatch(
      /<form(?=[^>]*action="\/logout")(?=[^>]*method="post")[^>]*><button type="submit"[^>]*>Log out<\/button>/,
    );
    expect(mobile).not.toContain('>Login<');
  });
});

describe('the current page in the main menu', () => {
  const current = (html: string) =>
    [...(/<nav class="header__nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/<a([^>]*)>([^<]+)<\/a>/g)]
      .filter((m) => m[1]?.includes('aria-current="page"'))
      .map((m) => ({ label: m[2], active: /class="active"/.test(m[1] ?? '') }));

  it('is marked on its own path only, whatever its case, as NavLink with end marks it', () => {
    expect(current(headerAt('/aircraft', maya))).toEqual([{ label: 'Aircraft', active: true }]);
    expect(current(headerAt('/AIRCRAFT', maya))).toEqual([{ label: 'Aircraft', active: true }]);
    expect(current(headerAt('/aircraft/', maya))).toEqual([]);
    expect(current(headerAt('/aircraft/gulfstream', maya))).toEqual([]);
    expect(current(headerAt('/faq', maya))).toEqual([]);
  });

  it('never marks an anchor into another page', () => {
    expect(current(headerAt('/consumer-booking', null))).toEqual([{ label: 'Consumer Booking', active: true }]);
  });
});
