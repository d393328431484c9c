import { ContainerModule } from 'inversify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIPS, type Trips } from '../../ports/charter/trips';
import { PDF_RENDERER, PdfUnavailableError, type PdfRenderer } from '../../ports/pdf-renderer';
import { STATEMENT_UNAVAILABLE_MESSAGE } from '../../src/http/carbon-files';
import { tonnes } from '../../src/web/pages/account/carbon-panel';
import { bookedByCard, startPaymentsWorld, type PaymentsWorld } from '../support/payments';
import { signedInAgent, signedInCustomer, type SignedInCustomer } from '../support/trips';
import { bytes, ensurePoppler, pdfText } from '../support/pdf';

let world: PaymentsWorld;
let maya: SignedInCustomer;
let ben: SignedInCustomer;
let bookingId: string;
let year: string;
let totalKg: number;
beforeAll(async () => {
  ensurePoppler();
  world = await startPaymentsWorld();
  maya = await signedInCustomer(world.server, 'Maya');
  ben = await signedInCustomer(world.server, 'Ben');
  bookingId = await bookedByCard(world, maya.caller);
  const trip = await world.server.app.container.get<Trips>(TRIPS).trip(bookingId, maya.caller);
  if (!trip?.carbon) throw new Error('the booked trip has no carbon');
  totalKg = trip.carbon.totalKg;
  year = (trip.legs[0]?.departureDateTime ?? '').slice(6, 10);
}, 60_000);
afterAll(() => world.close());

const pdfOf = async (customer: SignedInCustomer, path: string) => {
  const agent = await signedInAgent(world.server, customer);
  return agent.get(path).buffer(true).parse(bytes);
};

describe("My Account > Carbon's yearly statement PDF", () => {
  it('is linked from each year of the tab', async () => {
    const page = (await (await signedInAgent(world.server, maya)).get('/my-account?tab=carbon')).text;
    expect(page).toContain(`href="/my-account/carbon/${year}.pdf"`);
  });

  it("states the year's trips and total, as the tab does, as an attachment named after the year", async () => {
    const res = await pdfOf(maya, `/my-account/carbon/${year}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="carbon-statement-${year}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = new Uint8Array(res.body as Buffer);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(`Carbon statement ${year}`);
    expect(text).toContain(bookingId);
    expect(text).toContain('KTEB - KPBI - KTEB');
    expect(text).toContain(tonnes(totalKg));
  }, 60_000);

  it("holds the signed-in customer's own trips only", async () => {
    const res = await pdfOf(ben, `/my-account/carbon/${year}.pdf`);
    expect(res.status).toBe(200);
    const text = pdfText(new Uint8Array(res.body as Buffer));
    expect(text).not.toContain(bookingId);
    expect(text).toContain('No trips yet');
  }, 60_000);

  it('answers 400 with the reason for a year that is not one, and prints nothing', async () => {
    const agent = await signedInAgent(world.server, maya);
    for (const [bad, message] of [
      ['twenty', 'The year is four digits, such as 2026.'],
      ['20261', 'The year is four digits, such as 2026.'],
      ['1999', 'There is no statement before 2000.'],
    ] as const) {
      const res = await agent.get(`/my-account/carbon/${bad}.pdf`).expect(400);
      expect(res.body).toEqual({ message, fieldErrors: { year: message } });
    }
  });

  it('answers 503 with its own message when no PDF can be printed now', async () => {
    const unavailable: PdfRenderer = {
      render: async () => {
        throw new PdfUnavailableError('no browser');
      },
      close: async () => {},
    };
    const printless = await startPaymentsWorld({
      overrides: [
        new ContainerModule(({ rebind }) => {
          rebind<PdfRenderer>(PDF_RENDERER).toConstantValue(unavailable);
        }),
      ],
    });
    try {
      const ana = await signedInCustomer(printless.server, 'Ana');
      const res = await (await signedInAgent(printless.server, ana)).get(`/my-account/carbon/${year}.pdf`).expect(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({ message: STATEMENT_UNAVAILABLE_MESSAGE });
    } finally {
      await printless.close();
    }
  }, 60_000);

  it('sends a visitor to sign in', async () => {
    const res = await request(world.server.url).get(`/my-account/carbon/${year}.pdf`).expect(302);
    expect(res.headers.location).toMatch(/^\/login/);
  });
});
