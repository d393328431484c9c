import { ContainerModule } from 'inversify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG, type AuditLog } from '../../ports/audit-log';
import { BOOKING_TRAVELLERS, type BookingTravellers } from '../../ports/charter/booking-travellers';
import { twoPassengers as passengers } from '../fixtures/itinerary';
import { PDF_RENDERER, PdfTimeoutError, type PdfRenderer } from '../../ports/pdf-renderer';
import type { Itinerary } from '../../src/core/itinerary/itinerary';
import { PDF_TIMEOUT_MESSAGE } from '../../src/http/itinerary-files';
import { startItineraryWorld, type ItineraryWorld } from '../support/itinerary-app';
import { bytes, ensurePoppler, inkShare, pdfPageImages, pdfText, pdfWords } from '../support/pdf';

const withPassengers = new ContainerModule(({ rebind }) => {
  rebind<BookingTravellers>(BOOKING_TRAVELLERS).toConstantValue(passengers);
});

let w: ItineraryWorld;
let itinerary: Itinerary;
let pdf: Uint8Array;
let headers: Record<string, string>;

beforeAll(async () => {
  ensurePoppler();
  w = await startItineraryWorld({ overrides: [withPassengers] });
  await w.book({ id: 'BK-6001', withQuote: true });
  const api = await request(w.app.url)
    .get('/api/trips/itinerary')
    .set('Authorization', `Bearer ${w.maya.caller.accessToken}`)
    .set('booking-id', 'BK-6001')
    .expect(200);
  itinerary = api.body as Itinerary;
  const browser = await w.browserOf(w.maya);
  const res = await browser.get('/itinerary/BK-6001/pdf').buffer(true).parse(bytes).expect(200);
  headers = res.headers;
  pdf = new Uint8Array(res.body as Buffer);
}, 60_000);
afterAll(() => w.app.close());

const crewNames = () => [...new Set(itinerary.legs.flatMap((leg) => leg.crews.map((c) => c.name ?? '')))];

describe('the itinerary PDF', () => {
  it('is answered as an attachment named after the booking', () => {
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-disposition']).toBe('attachment; filename="itinerary-BK-6001.pdf"');
  });

  it('is a PDF whose text shows every leg, the crew and the passengers, the lead marked', () => {
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Booking ID: BK-6001');
    expect(text).toContain('KTEB - KPBI - KMDW - KTEB');
    for (const leg of ['LEG 1', 'LEG 2', 'LEG 3']) expect(text).toContain(leg);
    // Names wrap at 12 characters in the PDF, so each part is looked for on its own.
    for (const part of crewNames().flatMap((name) => name.split(' '))) expect(text).toContain(part);
    expect(text).toContain('Maya J.');
    expect(text).toContain('(Lead)');
    expect(text.match(/Okafor/g)?.length).toBeGreaterThanOrEqual(3);
    expect(text).toContain('USA');
    expect(text).toContain('CAN');
    expect(text).toContain('Teterboro Jet Center');
    // The carbon in figures only: the words for screen readers are not printed.
    expect(text).toMatch(
      /Carbon: [\d.,]+ (t|kg) CO2e, [\d.,]+ (t|kg) of it repositioning; [\d.,]+ (t|kg) per passenger/,
    );
    expect(text).not.toContain('carbon dioxide equivalent');
    expect(text).toContain('To add additional services contact our Flight Concierge Team');
  });

  it('wraps passport numbers at 10 characters and names at 12', async () => {
    if (process.env.KEEP_PDF) (await import('node:fs')).writeFileSync(process.env.KEEP_PDF, pdf);
    const words = pdfWords(pdf).map((word) => word.text);
    expect(words).toContain('X123456789');
    expect(words).toContain('01234');
    expect(words).not.toContain('X12345678901234');
    expect(words).toContain('Vandersloot-');
    expect(words).toContain('Whitaker');
  });

  it('draws every page, and the crew and passenger names where the text says they are', () => {
    const images = pdfPageImages(pdf, 72);
    expect(images.length).toBeGreaterThanOrEqual(1);
    for (const image of images) {
      expect(inkShare(image)).toBeGreaterThan(0.005);
      expect(inkShare(image)).toBeLessThan(0.5);
    }
    const words = pdfWords(pdf);
    const surnames = [...crewNames().map((name) => name.split(' ').at(-1) ?? ''), 'Okafor', 'Whitaker', 'LEG'];
    for (const surname of surnames) {
      const boxes = words.filter((word) => word.text === surname);
      expect({ surname, drawn: boxes.length > 0 }).toEqual({ surname, drawn: true });
      for (const box of boxes) {
        const image = images[box.page];
        if (!image) throw new Error(`no image of page ${box.page}`);
        expect({ surname, inked: inkShare(image, box) > 0.05 }).toEqual({ surname, inked: true });
      }
    }
  });

  it('is fetched by support staff by its URL, and the access is written to the audit log', async () => {
    const res = await request(w.app.url)
      .get('/itinerary/BK-6001/pdf')
      .set('Authorization', `Bearer ${w.ana.caller.accessToken}`)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [entry] = await w.app.app.container.get<AuditLog>(AUDIT_LOG).staffAccesses({ bookingId: 'BK-6001' }, 1);
    expect(entry).toMatchObject({ actorUserId: w.ana.caller.userId, action: 'itinerary.pdf', found: true });
  });

  it('answers another customer 404, and sends a visitor to sign in', async () => {
    await request(w.app.url)
      .get('/itinerary/BK-6001/pdf')
      .set('Authorization', `Bearer ${w.omar.caller.accessToken}`)
      .expect(404);
    const visitor = await request(w.app.url).get('/itinerary/BK-6001/pdf').expect(302);
    expect(visitor.headers.location).toBe('/login?redirectTo=%2Fitinerary%2FBK-6001%2Fpdf');
  });
});

describe('a PDF render that hangs', () => {
  it('answers 503 with a clear message instead of waiting forever', async () => {
    const hanging: PdfRenderer = {
      render: async () => {
        throw new PdfTimeoutError(20_000);
      },
      close: async () => {},
    };
    const slow = await startItineraryWorld({
      overrides: [
        new ContainerModule(({ rebind }) => {
          rebind<PdfRenderer>(PDF_RENDERER).toConstantValue(hanging);
        }),
      ],
    });
    try {
      await slow.book({ id: 'BK-6002' });
      const res = await request(slow.app.url)
        .get('/itinerary/BK-6002/pdf')
        .set('Authorization', `Bearer ${slow.maya.caller.accessToken}`)
        .expect(503);
      expect(res.body).toEqual({ message: PDF_TIMEOUT_MESSAGE });
    } finally {
      await slow.app.close();
    }
  });
});
