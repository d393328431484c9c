import { ContainerModule } from 'inversify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOCK, type Clock } from '../../ports/clock';
import type { EmptyLegPage } from '../../ports/charter/empty-legs';
import { MARKET_DEFAULTS } from '../../src/core/market/week-plan';
import { ManualClock } from '../fakes/manual-clock';
import { startTestApp, type TestApp } from '../support/app';

// The first list plans the fresh install's market for the booking window: seconds on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

/** The market of a fresh install (docs/decisions/040) on a day the test holds. */
let app: TestApp;
beforeAll(async () => {
  const clock = new ManualClock(new Date('2027-03-01T12:00:00Z'));
  app = await startTestApp({
    pages: 'built',
    env: { MARKET_TRIPS_PER_WEEK: String(MARKET_DEFAULTS.tripsPerWeek) },
    overrides: [new ContainerModule(({ rebind }) => void rebind<Clock>(CLOCK).toConstantValue(clock))],
  });
}, 120_000);
afterAll(() => app.close());

const page = async (query: string) =>
  (await request(app.url).get(`/api/empty-legs?${query}`).expect(200)).body as EmptyLegPage;

describe('the empty legs of the market, a page at a time', () => {
  it('answers GET /api/empty-legs a page of 20, with how many there are, earliest first', async () => {
    const first = await page('passengers=2');
    expect(first.total).toBeGreaterThan(200);
    expect(first).toMatchObject({ page: 1, pageSize: 20, pages: Math.ceil(first.total / 20) });
    expect(first.emptyLegs).toHaveLength(20);
    const second = await page('passengers=2&page=2');
    expect(second.page).toBe(2);
    const ids = new Set(first.emptyLegs.map((l) => l.id));
    expect(second.emptyLegs.some((l) => ids.has(l.id))).toBe(false);
    const lastOfFirst = Date.parse(first.emptyLegs.at(-1)?.departureTimes[0]?.at ?? '');
    expect(Date.parse(second.emptyLegs[0]?.departureTimes[0]?.at ?? '')).toBeGreaterThanOrEqual(lastOfFirst);
    // Past the last page: the last page.
    expect((await page(`passengers=2&page=${first.pages + 5}`)).page).toBe(first.pages);
  });

  it('answers a page that is not a number 400 with its field error', async () => {
    const res = await request(app.url).get('/api/empty-legs?passengers=2&page=zero').expect(400);
    expect((res.body as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      page: 'Please choose a page number.',
    });
  });

  it('shows /empty-legs with its count and links to the pages before and after, keeping the filter', async () => {
    const res = await request(app.url).get('/empty-legs?passengers=2&category=LIGHT_JET&page=2').expect(200);
    expect(res.text).toMatch(/Empty legs 21 to 40 of [\d,]+/);
    expect(res.text).toContain('href="/empty-legs?category=LIGHT_JET&amp;passengers=2&amp;page=1"');
    expect(res.text).toContain('href="/empty-legs?category=LIGHT_JET&amp;passengers=2&amp;page=3"');
    expect(res.text).toContain('Page 2 of');
  });
});
