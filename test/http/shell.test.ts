import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** The visible labels of the links inside the element that starts with `opening`. */
function linksIn(html: string, opening: RegExp): { label: string; href: string; attrs: string }[] {
  const start = html.search(opening);
  if (start < 0) throw new Error(`no ${opening} in the page`);
  const tag = /<(\w+)/.exec(html.slice(start))?.[1] ?? 'nav';
  const end = html.indexOf(`</${tag}>`, start);
  const part = html.slice(start, end);
  return [...part.matchAll(/<a([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    attrs: m[1] ?? '',
    href: /href="([^"]*)"/.exec(m[1] ?? '')?.[1] ?? '',
    label: (m[2] ?? '')
      .replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .trim(),
  }));
}

describe('the header in the first HTML', () => {
  it('shows visitors the logged-out menu and a Login link on a dark page', async () => {
    const html = (await request(app.url).get('/faq')).text;
    expect(html).toContain('class="header header--dark"');
    expect(linksIn(html, /<nav class="header__nav"/)).toEqual([
      expect.objectContaining({ label: 'Consumer Booking', href: '/consumer-booking' }),
      expect.objectContaining({ label: 'Aircraft', href: '/aircraft' }),
      expect.objectContaining({ label: 'Concierge', href: '/concierge' }),
      expect.objectContaining({ label: 'Our Apps', href: '/consumer-booking#downloads' }),
      expect.objectContaining({ label: 'IQ Platform', href: '/iq-platform' }),
    ]);
    expect(html).toMatch(/<a[^>]*href="\/login"[^>]*>Login<\/a>/);
    expect(html).not.toContain('My Trips');
  });

  it('adds How It Works to the menu on the light landing page', async () => {
    const html = (await request(app.url).get('/')).text;
    expect(html).toContain('class="header header--light"');
    expect(linksIn(html, /<nav class="header__nav"/).map((l) => l.label)).toEqual([
      'Consumer Booking',
      'How It Works',
      'Aircraft',
      'Concierge',
      'Our Apps',
      'IQ Platform',
    ]);
  });

  it('has a closed mobile menu with a concierge shortcut, hidden until the hamburger opens it', async () => {
    const html = (await request(app.url).get('/faq')).text;
    expect(html).toMatch(/<a[^>]*aria-label="Concierge"[^>]*href="\/concierge"/);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-label="Open menu"/);
    expect(html).toMatch(/<div id="[^"]+" class="mobile-menu" hidden="">/);
  });
});

describe('the footer in the first HTML', () => {
  it('has the About, Support and More groups with their links', async () => {
    const html = (await request(app.url).get('/faq')).text;
    const labels = linksIn(html, /<nav class="footer__groups"/).map((l) => l.label);
    expect(labels).toEqual([
      'About Us',
      'How It Works',
      'Why Fly Private',
      'Safety Ratings',
      'Testimonials',
      'Diversity & Inclusion',
      'Concierge',
      'FAQ',
      'Terms of Sale',
      'Terms of Service',
      'Privacy Policy',
      'Aircraft',
      'Jet Info',
      'Popular Routes',
      'Empty Legs',
      'IQ Platform',
      'In the Press',
    ]);
    for (const group of ['About', 'Support', 'More'])
      expect(html).toContain(`<h2 class="footer__heading">${group}</h2>`);
  });

  it('opens external links (press, app stores, social) in a new tab without an opener', async () => {
    const html = (await request(app.url).get('/faq')).text;
    const footer = linksIn(html, /<footer /);
    const external = footer.filter((l) => /^https?:/.test(l.href));
    // No store pages are configured here: the badge leads to Our Apps, on this site.
    expect(external.map((l) => l.label)).toEqual(expect.arrayContaining(['In the Press']));
    expect(external.length).toBe(4);
    expect(footer.filter((l) => l.href === '/consumer-booking#downloads').map((l) => l.label)).toEqual([
      'Install theContrail app',
    ]);
    for (const link of external) {
      expect(link.attrs).toContain('target="_blank"');
      expect(link.attrs).toContain('rel="noopener noreferrer"');
    }
    for (const name of ['Instagram', 'X', 'Facebook'])
      expect(html).toContain(`aria-label="Contrail on ${name} (opens in a new tab)"`);
    expect(html.replace(/<!-- -->/g, '')).toMatch(/© <span>\d{4}<\/span> Contrail\. All rights reserved\./);
  });
});

describe('the landing page', () => {
  it('invites visitors to log in or create an account and states the free-account offer', async () => {
    const html = (await request(app.url).get('/')).text;
    expect(html).toMatch(/<a[^>]*href="\/create-account"[^>]*>Create Account<\/a>/);
    expect(html).toContain('href="/consumer-booking"');
    expect(html).toContain('$3,000 in flight rewards');
    expect(html).toContain('$1,500 on your first flight (trip cost at least $20,000) and $1,500 on later flights');
    expect(html).toContain('concierge@contrail.example');
  });
});

describe('LANDING_PAGE=iq-platform', () => {
  let iq: TestApp;
  beforeAll(async () => {
    iq = await startTestApp({ env: { LANDING_PAGE: 'iq-platform', DEMO_SCHEDULING_URL: 'https://demo.example/book' } });
  });
  afterAll(() => iq.close());

  it('serves the operator platform page at /, with the demo link opening in a new tab', async () => {
    const html = (await request(iq.url).get('/')).text;
    expect(html).toMatch(/<h1[^>]*>IQ Platform: instant quoting for your whole fleet<\/h1>/);
    expect(html).toContain('2 to 3 seconds');
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/demo\.example\/book" target="_blank" rel="noopener noreferrer"[^>]*>Setup Demo/,
    );
    expect(html).not.toContain('$3,000 in flight rewards');
  });

  it('keeps the consumer pages where they are', async () => {
    expect((await request(iq.url).get('/iq-platform')).status).toBe(200);
    expect((await request(iq.url).get('/faq')).status).toBe(200);
  });
});
