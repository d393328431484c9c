import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIPS, type Trips } from '../../ports/charter/trips';
import { CARBON_CSV_HEADER } from '../../src/core/carbon/carbon-statement';
import { formatCo2e } from '../../src/core/carbon/carbon-view';
import { tonnes } from '../../src/web/pages/account/carbon-panel';
import { bookedByCard, startPaymentsWorld, type PaymentsWorld } from '../support/payments';
import { signedInAgent, signedInCustomer, type SignedInCustomer } from '../support/trips';

let world: PaymentsWorld;
let maya: SignedInCustomer;
let ben: SignedInCustomer;
beforeAll(async () => {
  world = await startPaymentsWorld();
  maya = await signedInCustomer(world.server, 'Maya');
  ben = await signedInCustomer(world.server, 'Ben');
});
afterAll(() => world.close());

const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '');

describe('My Account > Carbon', () => {
  it('says so before the first trip, and its CSV has the header alone', async () => {
    const agent = await signedInAgent(world.server, ben);
    const page = markup((await agent.get('/my-account?tab=carbon')).text);
    expect(page).toContain('No trips yet: the carbon of each trip you book shows here.');
    const csv = await agent.get('/my-account/carbon.csv').expect(200);
    expect(csv.text).toBe(`${CARBON_CSV_HEADER.join(',')}\r\n`);
  });

  it("lists a booked trip with its quote's figures, the year's total, and the same row as CSV", async () => {
    const bookingId = await bookedByCard(world, maya.caller);
    const trip = await world.server.app.container.get<Trips>(TRIPS).trip(bookingId, maya.caller);
    const carbon = trip?.carbon;
    if (!trip || !carbon) throw new Error('the booked trip has no carbon');
    const [day, month, year] = (trip.legs[0]?.departureDateTime ?? '').slice(0, 10).split('-');
    const agent = await signedInAgent(world.server, maya);

    const page = markup((await agent.get('/my-account?tab=carbon')).text);
    expect(page).toContain('<caption>Carbon of each trip</caption>');
    expect(page).toContain('<th scope="col">Total CO2e</th>');
    const row = new RegExp(`<tr data-booking-id="${bookingId}">([\\s\\S]*?)</tr>`).exec(page)?.[1] ?? '';
    expect(row).toContain(`${year}-${month}-${day}`);
    expect(row).toContain('KTEB - KPBI - KTEB');
    expect(row).toContain(`<td data-label="Passengers">${carbon.passengers}</td>`);
    expect(row).toContain(`<td data-label="Total CO2e">${tonnes(carbon.totalKg)}</td>`);
    expect(row).toContain(`<td data-label="Repositioning">${tonnes(carbon.repositioning.kg)}</td>`);
    expect(row).toContain(`<td data-label="Per passenger">${tonnes(carbon.perPassengerKg)}</td>`);
    const yearRow = new RegExp(`<tr data-year="${year}">([\\s\\S]*?)</tr>`).exec(page)?.[1] ?? '';
    expect(yearRow).toContain(`<td data-label="Total CO2e">${tonnes(carbon.totalKg)}</td>`);
    expect(page).toContain('href="/my-account/carbon.csv"');

    // The booking details state the same figure.
    const details = markup((await agent.get(`/booking-details/${bookingId}?tab=details`)).text);
    expect(details).toContain(`Carbon: <span aria-hidden="true">${formatCo2e(carbon.totalKg)} CO2e`);

    const csv = await agent.get('/my-account/carbon.csv').expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="carbon-statement.csv"');
    expect(csv.text.split('\r\n')).toEqual([
      CARBON_CSV_HEADER.join(','),
      [
        bookingId,
        `${year}-${month}-${day}`,
        'KTEB - KPBI - KTEB',
        trip.craftDetail.aircraftCategory,
        carbon.passengers,
        carbon.totalKg,
        carbon.repositioning.kg,
        carbon.perPassengerKg,
      ].join(','),
      '',
    ]);
    // Another customer's statement does not list it.
    expect((await (await signedInAgent(world.server, ben)).get('/my-account/carbon.csv')).text).not.toContain(
      bookingId,
    );
  });

  it('sends a visitor to sign in, for the tab and the CSV', async () => {
    const csv = await request(world.server.url).get('/my-account/carbon.csv').expect(302);
    expect(csv.headers.location).toMatch(/^\/login/);
    expect(csv.text).not.toContain('Booking reference');
    const tab = await request(world.server.url).get('/my-account?tab=carbon').expect(302);
    expect(tab.headers.location).toMatch(/^\/login/);
  });
});
