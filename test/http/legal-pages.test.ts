import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: { CONCIERGE_EMAIL: 'flights@legal-test.example', CONCIERGE_PHONE: '+1 (312) 555-0199' },
  });
});
afterAll(() => app.close());

/** The first HTML of a page, tags removed and whitespace collapsed, as a reader sees the words. */
async function textOf(path: string): Promise<{ html: string; text: string }> {
  const res = await request(app.url).get(path);
  expect(res.status).toBe(200);
  const html = res.text;
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    // React separates adjacent text and expressions with empty comments.
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { html, text };
}

describe('Terms of Service', () => {
  it('has 21 numbered sections listed in an ordered table of contents, last updated May 24, 2022', async () => {
    const { html, text } = await textOf('/terms-of-service');
    expect(html).toMatch(/<h1[^>]*>Terms of Service<\/h1>/);
    expect(text).toContain('Last updated May 24, 2022');
    const numbers = [...html.matchAll(/<section[^>]*data-section="(\d+)"/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    const ids = [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]);
    for (const id of ids) expect(html).toContain(`href="#${id}"`);
  });

  it('carries the rules of the specification', async () => {
    const { html, text } = await textOf('/terms-of-service');
    for (const phrase of [
      'US Part 135',
      'confirmation e-mail stating that your payment was processed',
      '$1,000 Initial Deposit',
      'up to 24 hours',
      '3.5% administrative processing fee',
      'within 72 hours of departure',
      'within 120 hours of departure',
      'outside North America, Mexico and the Caribbean',
      'at least 48 hours before departure',
      'no later than 24 hours before departure',
      '3% credit card fee',
      '10 to 30 minutes',
      '18 years of age or older',
      'Children under 16',
      'one government-issued photo ID',
      'valid visa',
      'written confirmation',
      '3 months preceding',
      'less than $10,000',
      'State of Illinois',
      'Cook County',
      'physical address',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(html).toContain('href="/terms-of-sale#CANCELLATION-AND-REFUND-POLICY"');
    expect(text).toContain('flights@legal-test.example');
    expect(text).not.toContain('AB1');
  });
});

describe('Terms of Sale', () => {
  it('has the cancellation and refund policy anchor with the refund bands, and links to the Terms of Service', async () => {
    const { html, text } = await textOf('/terms-of-sale');
    expect(html).toMatch(/<h1[^>]*>Terms of Sale<\/h1>/);
    expect(html).toMatch(/<section id="CANCELLATION-AND-REFUND-POLICY"/);
    expect(html).toContain('href="#CANCELLATION-AND-REFUND-POLICY"');
    expect(html).toContain('href="/terms-of-service"');
    const policy = text.slice(text.indexOf('Refunds when you cancel a confirmed flight'));
    const groups = policy.split(/(?=Round trip, |Other flights)/);
    const domestic = groups.find((g) => g.startsWith('Round trip, US domestic')) ?? '';
    const international = groups.find((g) => g.startsWith('Round trip, international')) ?? '';
    const other = groups.find((g) => g.startsWith('Other flights')) ?? '';
    const full = '100% of the amount paid, less pre-paid costs, and less the 3.5% administrative fee if paid by card';
    const half = '50% of the amount paid, less pre-paid costs, and less the 3.5% administrative fee if paid by card';
    expect(domestic).toContain(`More than 72 hours before departure ${full}`);
    expect(domestic).toContain(`24 to 72 hours before departure ${half}`);
    expect(domestic).toContain('Under 24 hours before departure No refund');
    expect(international).toContain(`More than 120 hours before departure ${full}`);
    expect(international).toContain(`48 to 120 hours before departure ${half}`);
    expect(international).toContain('Under 48 hours before departure No refund');
    expect(other).toContain('One-way and multi-leg flights, at any time No refund');
    expect(other).toMatch(/On-Demand Flights \(booked within 72 hours .* 120 hours .*\), at any time No refund/);
    expect(other).toContain('No-shows and security cancellations 100% charged, no refund');
    for (const rule of [
      'original payment method within 30 days',
      'deposit is refunded less the 3.5% administrative fee',
      'account credit for the amount paid, less the part of the trip already flown',
      'full refund less the part of the trip already flown',
    ]) {
      expect(policy).toContain(rule);
    }
  });

  it('states prices, payment methods, deposit, rewards and wallet minimums', async () => {
    const { text } = await textOf('/terms-of-sale');
    for (const phrase of [
      'A 3% fee is added to the total',
      'booked 14 or more days before departure',
      'completed within 24 hours',
      'Apple Pay',
      'Initial Deposit of $1,000',
      'You earn 1% of the cost',
      'within 24 months',
      'up to 50% of your rewards',
      'minimum initial deposit is $25,000',
      'minimum balance of $10,000',
      'flights@legal-test.example',
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe('Privacy Policy', () => {
  it('answers CCPA requests within 45 days and Nevada requests within 60, with what a Nevada request needs', async () => {
    const { html, text } = await textOf('/privacy-policy');
    expect(html).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);
    expect(text).toContain('California Consumer Privacy Act (CCPA)');
    expect(text).toContain('within 45 days');
    expect(text).toContain('total of 90 days');
    expect(text).toContain('within 60 days');
    expect(text).toContain('up to 30 more days');
    expect(text).toContain('full name, street address, city, state, zip code and e-mail address');
  });

  it('lists the data collected, the sharing, analytics, Do-Not-Track, children and promotional e-mails', async () => {
    const { text } = await textOf('/privacy-policy');
    for (const phrase of [
      'Contact details:',
      'Payment details:',
      'Date of birth',
      'Government ID:',
      'Geo-location:',
      'Device data:',
      'With service providers',
      'With Operators:',
      'For legal reasons:',
      'In business transfers:',
      'analytics service',
      'does not currently respond to Do-Not-Track signals',
      'under 16',
      'only to provide the service and to meet aviation and security rules',
      'opt out of promotional e-mails',
      'transactional messages',
      'European Union',
      'flights@legal-test.example',
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe('FAQ', () => {
  it('lists its groups and has every answer in the first HTML, inside a disclosure', async () => {
    const { html, text } = await textOf('/faq');
    expect(html).toMatch(/<h1[^>]*>Frequently Asked Questions<\/h1>/);
    for (const group of ['booking', 'payment', 'rewards-wallet', 'safety', 'on-the-day', 'changes', 'account']) {
      expect(html).toContain(`href="#${group}"`);
      expect(html).toMatch(new RegExp(`<section id="${group}"`));
    }
    expect(html.match(/<details/g)?.length).toBeGreaterThanOrEqual(20);
    expect(html).toMatch(/<details[^>]*>\s*<summary>How much notice do I need to book\?<\/summary>/);
    for (const answer of [
      'with as little as 24 hours’ notice',
      'Destinations outside North America, Mexico and the Caribbean must be booked through the concierge',
      'over 5,000 aircraft',
      'Reserve this flight for $1,000',
      'By credit card, from your Contrail wallet, with Apple Pay or by wire transfer',
      'a 3% credit card fee is added to the total',
      'earns 1% of its cost back',
      'within 24 months of booking',
      'up to 50% of your rewards',
      'minimum initial deposit is $25,000',
      'at or above $10,000',
      'carbon neutral',
      'pets are welcome',
      'due at least 48 hours before departure',
      'no later than 48 hours before departure',
      'no later than 24 hours before departure',
      'one government-issued photo ID',
      'Passengers must be 18 or older',
      'Children under 16',
      'more than 72 hours before departure, 100%',
      'more than 120 hours, 100%',
      'within 30 days',
      'by e-mail at flights@legal-test.example',
    ]) {
      expect(text).toContain(answer);
    }
    expect(html).toContain('href="/terms-of-sale#CANCELLATION-AND-REFUND-POLICY"');
    expect(html).toContain('href="mailto:flights@legal-test.example"');
    expect(html).toContain('href="tel:+13125550199"');
  });
});
