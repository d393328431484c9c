import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG, type AuditLog } from '../../ports/audit-log';
import { startItineraryWorld, type ItineraryWorld } from '../support/itinerary-app';

let w: ItineraryWorld;
beforeAll(async () => {
  w = await startItineraryWorld();
  await w.book({ id: 'BK-5001', withQuote: true });
});
afterAll(() => w.app.close());

const DISPLAY_TIME = /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d\d-\d\d-\d{4} \d\d:\d\d (AM|PM)/;

describe('the itinerary page', () => {
  it('shows the booking, its route, the contacts and one block per leg', async () => {
    const browser = await w.browserOf(w.maya);
    const page = await browser.get('/itinerary/BK-5001').expect(200);
    expect(page.text).toContain('Booking ID: BK-5001');
    expect(page.text).toContain('KTEB - KPBI - KMDW - KTEB');
    for (const leg of ['LEG 1', 'LEG 2', 'LEG 3']) expect(page.text).toContain(leg);
    expect(page.text).toContain('Teterboro');
    expect(page.text).toMatch(DISPLAY_TIME);
    expect(page.text).toContain('Name: Maya Okafor');
    expect(page.text).toContain('Email: maya.okafor@example.com');
    expect(page.text).toContain('Email: concierge@contrail.example');
    expect(page.text).toContain('Midsize Jet');
    // The trip's carbon as its quote answered it, in figures and, for screen readers, in words.
    expect(page.text.replace(/<!-- -->/g, '')).toMatch(
      /itinerary-header__carbon carbon-line">Carbon: <span aria-hidden="true">[\d.,]+ (t|kg) CO2e, [\d.,]+ (t|kg) of it repositioning; [\d.,]+ (t|kg) per passenger</,
    );
    expect(page.text).toContain('No passengers assigned to this leg yet.');
    expect(page.text).toMatch(
      /<a[^>]*href="\/concierge"[^>]*>To add additional services contact our Flight Concierge Team<\/a>/,
    );
    expect(page.text).toContain('href="/itinerary/BK-5001/pdf"');
    // The crew list shows a second after the page opens; without scripts it is there at once.
    expect(page.text).toContain('Loading crew…');
    expect(page.text).toMatch(/<noscript>.*Captain/s);
    expect(page.text).not.toContain('AB1');
  });

  it('sends a visitor to sign in, and answers another customer 404', async () => {
    const visitor = await request(w.app.url).get('/itinerary/BK-5001').expect(302);
    expect(visitor.headers.location).toBe('/login?redirectTo=%2Fitinerary%2FBK-5001');
    const omar = await w.browserOf(w.omar);
    await omar.get('/itinerary/BK-5001').expect(404);
    await omar.get('/itinerary/BK-5001/calendar.ics').expect(404);
  });

  it('gives an .ics file with every leg in its airports’ time zones', async () => {
    const browser = await w.browserOf(w.maya);
    const res = await browser.get('/itinerary/BK-5001/calendar.ics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="itinerary-BK-5001.ics"');
    expect(res.text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(res.text).toContain('DTSTART;TZID=America/New_York:');
    expect(res.text).toContain('DTEND;TZID=America/Chicago:');
    expect(res.text).toMatch(/DTSTART;TZID=America\/New_York:\d{8}T090000/);
  });

  it('opens for support staff by URL, and records the access', async () => {
    const ana = await w.browserOf(w.ana);
    const page = await ana.get('/itinerary/BK-5001').expect(200);
    expect(page.text).toContain('Booking ID: BK-5001');
    const entries = await w.app.app.container
      .get<AuditLog>(AUDIT_LOG)
      .staffAccesses({ actorUserId: w.ana.caller.userId }, 5);
    expect(entries[0]).toMatchObject({ action: 'itinerary.page', bookingId: 'BK-5001', found: true });
  });
});
