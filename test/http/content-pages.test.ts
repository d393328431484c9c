import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';

// A configured brand and concierge that differ from the defaults, so the pages must read them.
const site = {
  BRAND_NAME: 'Contrail',
  CONCIERGE_EMAIL: 'flights@concierge.test',
  CONCIERGE_PHONE: '+1 (212) 555-0199',
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: site });
});
afterAll(() => app.close());

async function html(path: string): Promise<string> {
  const res = await request(app.url).get(path);
  expect(res.status).toBe(200);
  // React escapes apostrophes and ampersands and separates adjacent text with comments.
  return res.text
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/<!-- -->/g, '');
}

function mainOf(page: string): string {
  return /<main[\s\S]*?<\/main>/.exec(page)?.[0] ?? '';
}

/** The selected tab's label, as server-rendered. */
function selectedTab(page: string): string | undefined {
  return /<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>([^<]+)<\/button>/.exec(page)?.[1];
}

describe('content pages arrive complete in the first HTML', () => {
  it('/concierge offers the configured e-mail and phone first, three selling points and the Full Service list', async () => {
    const page = await html('/concierge');
    expect(page).toContain('<title>Concierge | Contrail</title>');
    const main = mainOf(page);
    expect(/href="mailto:([^"?]+)/.exec(main)?.[1]).toBe(site.CONCIERGE_EMAIL);
    expect(/<a[^>]*href="tel:([^"]*)"[^>]*>([^<]*)<\/a>/.exec(main)?.slice(1)).toEqual([
      '+12125550199',
      site.CONCIERGE_PHONE,
    ]);
    expect(main).toContain('Chat with us');
    for (const item of [
      'Customization',
      'Fully automated itineraries',
      'Catering coordination',
      'Ground transportation',
      '24/7 concierge',
    ])
      expect(main).toContain(`<h3>${item}</h3>`);
    expect(main).toContain('24/7 international hotline');
  });

  it('/aircraft shows every category tab with Midsize selected and its figures', async () => {
    const page = await html('/aircraft');
    expect(page).toContain('<title>Aircraft | Contrail</title>');
    for (const label of ['Turbo-Prop', 'Light', 'Midsize', 'Super Midsize', 'Large'])
      expect(page).toMatch(new RegExp(`role="tab"[^>]*>${label}</button>`));
    expect(selectedTab(page)).toBe('Midsize');
    expect(page).toContain('2,000-3,000+ NM');
    expect(page).toContain('Citation XLS+');
    expect(page).toContain('src="/images/categories/midsize-jet.svg"');
    expect(page).toMatch(/href="\/concierge"/);
  });

  it('/aircraft?category=LARGE_JET opens the Large tab; an unknown category falls back to Midsize', async () => {
    const large = await html('/aircraft?category=LARGE_JET');
    expect(selectedTab(large)).toBe('Large');
    expect(large).toContain('4,000-7,000+ NM');
    expect(large).toContain('Gulfstream');
    expect(selectedTab(await html('/aircraft?category=JUMBO'))).toBe('Midsize');
  });

  it('/how_it_works has the six feature cards, the spec figures and a link to /why_fly_private', async () => {
    const page = await html('/how_it_works');
    for (const title of [
      'Auto Booking',
      'Limitless Wallet',
      'Payment Process',
      'Safety Ratings',
      'Loyalty Program',
      'Carbon Offset',
    ])
      expect(page).toContain(`<h3>${title}</h3>`);
    for (const fact of [
      '$25,000',
      '$10,000',
      '$1,000 deposit',
      '24 hours',
      '1% of the flight cost',
      '24 months',
      '50%',
    ])
      expect(page).toContain(fact);
    expect(page).toContain('href="/why_fly_private"');
  });

  it('/why_fly_private covers the ten topics and links to /jet-info', async () => {
    const page = await html('/why_fly_private');
    for (const title of [
      'FBO',
      'Itinerary information',
      'Check-in',
      'Security',
      'Flight crews',
      'Luggage',
      'De-icing',
      'Safety ratings',
      'Empty legs',
      'Wi-Fi',
    ])
      expect(page).toContain(`<h3>${title}</h3>`);
    expect(page).toContain('10 to 30 minutes per application');
    expect(page).toMatch(/href="\/jet-info"[^>]*>View Aircraft</);
  });

  it('/about_us lists the team with e-mail and profile links', async () => {
    const page = await html('/about_us');
    expect(page).toContain('Our mission');
    expect(page).toContain('href="mailto:elena.marquez@contrail.example"');
    expect(page).toMatch(/href="https:\/\/www\.contrail\.example\/team\/elena-marquez"[^>]*rel="noopener noreferrer"/);
  });

  it('/safety-ratings explains the three rating systems and what qualifies', async () => {
    const page = await html('/safety-ratings');
    for (const level of [
      'ARGUS Gold',
      'Gold Plus',
      'Platinum',
      'Wyvern Registered',
      'Wyvern Wingman',
      'IS-BAO Stage 1',
    ])
      expect(page).toContain(level);
    expect(page).toContain('IS-BAO Stage 2 or better');
  });

  it('/carbon states the method, the figures, the uncertainty and the sources, and is linked from How It Works and the footer', async () => {
    const page = await html('/carbon');
    const main = mainOf(page);
    expect(main).toContain('<h1>The carbon of a trip</h1>');
    for (const fact of ['6.7 lb a US gallon', '3.8359 kg', '3.1894 kg', '0.6465 kg', '12 minutes a flight'])
      expect(main).toContain(fact);
    // The worked example, as the unit tests check it by hand: 149 gal/h x 2 h of a Citation CJ3+.
    expect(main).toContain('298 gallons: 1,996.6 lb, or 905.6 kg of Jet A');
    expect(main).toContain('that is 3,474 kg of CO2e, shown as 3.5 t');
    // The category ranges and the error of the figure used without a type's own.
    expect(main).toMatch(
      /<th scope="row">Light Jet<\/th><td>134 to 222<\/td><td>178<\/td><td>up to 25% either way<\/td>/,
    );
    expect(main).toMatch(/<th scope="row">Turbo-Prop<\/th><td>76 to 96<\/td><td>96<\/td><td>up to 21% too high<\/td>/);
    for (const source of [
      'https://github.com/google/travel-impact-model',
      'https://github.com/jorgecardleitao/private-jets',
      'https://doi.org/10.1038/s43247-024-01775-z',
    ])
      expect(main).toContain(`href="${source}"`);
    expect(mainOf(await html('/how_it_works'))).toContain('href="/carbon"');
    expect(page).toMatch(/<a [^>]*href="\/carbon"[^>]*><svg[^>]*aria-label="Carbon Neutral Partner"/);
    // The offset (decision 060): the configured price per tonne, and what happens to it.
    expect(main).toContain('<h2 id="carbon-offset">Offsetting a trip</h2>');
    expect(main).toContain('at $25.00 a tonne');
  });

  it('/jet-info links each category to its tab on /aircraft', async () => {
    const page = await html('/jet-info');
    for (const id of ['TURBO_PROP', 'LIGHT_JET', 'MIDSIZE_JET', 'SUPER_MIDSIZE_JET', 'LARGE_JET'])
      expect(page).toContain(`href="/aircraft?category=${id}"`);
    expect(page).toContain('What affects the price');
    expect(page).toContain('Amenities');
  });

  it('/testimonials quotes people with their place and links the press logo out in a new tab', async () => {
    const page = await html('/testimonials');
    expect(page).toContain('Greenwich, Connecticut');
    expect(page).toMatch(
      /<a[^>]*href="https:\/\/press\.contrail\.example\/launch"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*><img[^>]*press-logo\.svg/,
    );
  });

  it('/diversity_inclusion states the commitment', async () => {
    const page = await html('/diversity_inclusion');
    expect(page).toContain('<title>Diversity and Inclusion | Contrail</title>');
    expect(page).toContain('What we believe');
  });

  it.each(['dark', 'light'])('/general-template-%s is the placeholder section page', async (variant) => {
    const page = await html(`/general-template-${variant}`);
    expect(page).toContain(`template--${variant}`);
    expect(page).toContain('Lorem ipsum dolor sit amet');
    expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
  });
});
