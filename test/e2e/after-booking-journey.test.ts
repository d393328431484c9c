import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG, type AuditLog } from '../../ports/audit-log';
import { startTestApp, type TestApp } from '../support/app';
import { openPage } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';
import { aCustomer, aSupportAgent } from '../support/customers';
import { downloaded } from '../support/downloads';
import * as pay from '../support/payment-driver';
import { bytes, ensurePoppler, inkShare, pdfPageImages, pdfText, pdfWords } from '../support/pdf';
import { inDays } from '../support/search-form-driver';
import * as trips from '../support/trips-driver';

/**
 * Issue 7's "done when", as a new customer would try it in a real browser: pay by card, find
 * the trip under Upcoming, add two passengers, make one lead, set their legs and an emergency
 * contact, order a limo, open the itinerary and download its PDF, whose pages (drawn as
 * images) show every leg, the crew and the passengers. Then support staff fetch the same PDF
 * by its URL, and another customer gets 404 for it.
 */
let app: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  ensurePoppler();
  [app, browser] = await Promise.all([startTestApp({ pages: 'built' }), fileBrowser()]);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Words the PDF must show: each drawn on its page (ink under the word's box), not only in the text layer. */
function expectDrawn(pdf: Uint8Array, words: string[]) {
  const images = pdfPageImages(pdf);
  const boxes = pdfWords(pdf);
  for (const word of words) {
    const box = boxes.find((b) => b.text === word);
    expect(box, `"${word}" in the PDF`).toBeDefined();
    const image = box && images[box.page];
    if (!box || !image) continue;
    expect(inkShare(image, box), `"${word}" drawn`).toBeGreaterThan(0.03);
  }
}

let bookingId = '';
let pdfFromBrowser: Uint8Array = new Uint8Array();
let crew: string[] = [];

describe('after paying, a new customer', () => {
  it('pays, finds the trip, adds passengers and a limo, and downloads an itinerary PDF showing it all', async () => {
    const { page, errors } = await openPage(browser, 1280, 900);
    page.setDefaultTimeout(15_000);
    try {
      await pay.signUpAndSignIn(page, app, 'new.traveller@example.com');
      bookingId = await pay.bookLightJet(page, app, 10);
      // Early December may fall in the peak holiday period: acknowledged, as the page asks.
      await pay.acknowledgePeakTravel(page);
      await pay.chooseAndConfirm(page, 'PAY_NOW_CARD');
      await pay.payByCard(page, pay.VISA_APPROVED);
      await page.waitForFunction(() => location.pathname === '/payment-success');
      await pay.waitForText(page, 'Your flight is booked.');

      // Go to My Trips: the paid trip is under Upcoming.
      await page.waitForSelector('html[data-hydrated="true"]');
      await trips.activate(page, 'a[href="/my-trips"].button');
      await page.waitForFunction(() => location.pathname === '/my-trips');
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await page.$eval('.trip-tabs [aria-current="page"]', (a) => a.textContent)).toBe('Upcoming');
      const card = `a.trip-card[href="/booking-details/${encodeURIComponent(bookingId)}"]`;
      expect(await page.$eval(card, (a) => a.textContent)).toContain('BOOKED');
      await page.click(card);
      await page.waitForFunction((id) => location.pathname === `/booking-details/${id}`, {}, bookingId);
      await page.waitForSelector('.trip-legs');

      // Two passengers; the second is made lead; the first flies the outbound leg only.
      await trips.activate(page, '.trip-tabs a[href$="tab=passengers"]');
      await page.waitForSelector('a[href$="modal=add-passenger"]');
      await trips.addPassenger(page, { fname: 'Ana', lname: 'Silva', dob: '1985-06-01', tag: 'COLLEAGUE' });
      await pay.waitForText(page, 'Ana Silva');
      await trips.addPassenger(page, { fname: 'Ben', lname: 'Okafor', dob: '1990-02-10', tag: 'FAMILY' });
      await pay.waitForText(page, 'Ben Okafor');
      await trips.makeLead(page, 'Ben Okafor');
      await trips.activate(page, 'a[aria-label="Legs on board for Ana Silva"]');
      await page.waitForSelector('dialog[open] input[name="legIds"]');
      for (const box of await page.$$('dialog[open] input[name="legIds"]:checked')) await box.click();
      await trips.saveLegs(page, [1]);
      await pay.waitForText(page, 'On leg 1');
      await trips.activate(page, 'a[href$="modal=emergency"]');
      await page.waitForSelector('dialog[open] input[name="fname"]');
      await trips.fillEmergencyContact(page, 'Tunde', 'Adeyemi');
      await pay.waitForText(page, 'Tunde Adeyemi');

      // A limo to Teterboro three hours before the outbound flight.
      await trips.activate(page, '.trip-tabs a[href$="tab=details"]');
      await page.waitForSelector('a[aria-label="Order Now: Ground transportation"]');
      await trips.activate(page, 'a[aria-label="Order Now: Ground transportation"]');
      await page.waitForSelector('dialog[open] select[name="generalInfo.vehicleType"]');
      await trips.fillLimoForm(page, { vehicleType: 'SUV', luggage: '3', time: `${inDays(10)}T07:00` });
      await page.click('dialog[open] button[type="submit"]');
      await pay.waitForText(page, 'Your Request Has Been Submitted');

      // The itinerary, from booking details; the limo is its ground transportation.
      await page.click(`a[href="/itinerary/${encodeURIComponent(bookingId)}"]`);
      await page.waitForFunction((id) => location.pathname === `/itinerary/${id}`, {}, bookingId);
      await page.waitForSelector('td[data-label="Position"]');
      crew = await page.$$eval('td[data-label="Name"]', (cells) => cells.map((c) => c.textContent ?? ''));
      expect(crew.length).toBeGreaterThanOrEqual(2);
      const ground = await page.$eval('textarea[aria-label="Ground Transportation"]', (t) => t.value);
      expect(ground).toContain('SUV for');
      expect(ground).toContain('10 Hudson Yards');
      expect(await pay.textOf(page)).toContain('Ben (Lead)');

      const fileName = `itinerary-${bookingId}.pdf`;
      pdfFromBrowser = await downloaded(page, fileName, () => page.click(`a[download="${fileName}"]`));
      const text = pdfText(pdfFromBrowser);
      for (const leg of ['LEG 1', 'LEG 2']) expect(text).toContain(leg);
      for (const route of ['KTEB', 'KPBI']) expect(text).toContain(route);
      expect(text).toContain('(Lead)');
      expectDrawn(pdfFromBrowser, [
        'LEG',
        ...crew.flatMap((name) => name.split(' ')),
        'Ana',
        'Silva',
        'Ben',
        'Okafor',
        'Hudson',
      ]);
      expect(pdfWords(pdfFromBrowser).filter((w) => w.text === 'LEG')).toHaveLength(2);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 180_000);

  it('is the same PDF support staff fetch by its URL (audited), and another customer gets 404', async () => {
    if (!bookingId) throw new Error('the journey did not book');
    const ana = await aSupportAgent(app.app);
    const pdf = await request(app.url)
      .get(`/itinerary/${encodeURIComponent(bookingId)}/pdf`)
      .set('Authorization', `Bearer ${ana.caller.accessToken}`)
      .buffer(true)
      .parse(bytes);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const staffCopy = new Uint8Array(pdf.body as Buffer);
    expect(pdfText(staffCopy)).toBe(pdfText(pdfFromBrowser));
    expectDrawn(staffCopy, ['LEG', 'Ana', 'Ben', ...crew.flatMap((name) => name.split(' '))]);
    const [entry] = await app.app.container.get<AuditLog>(AUDIT_LOG).staffAccesses({ bookingId }, 1);
    expect(entry).toMatchObject({ actorUserId: ana.caller.userId, action: 'itinerary.pdf', found: true });

    const omar = await aCustomer(app.app, 'Omar', 'Farouk');
    const theirs = await request(app.url)
      .get(`/itinerary/${encodeURIComponent(bookingId)}/pdf`)
      .set('Authorization', `Bearer ${omar.caller.accessToken}`);
    expect(theirs.status).toBe(404);
  }, 60_000);
});
