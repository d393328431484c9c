import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from '../support/customers';
import { startTestApp, type TestApp } from '../support/app';
import { roundTripSearch } from '../support/payment-driver';
import { inDays } from '../support/search-form-driver';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const samePage = () => ({ Origin: app.url, 'Sec-Fetch-Site': 'same-origin' });

/** A signed-in customer who has searched KTEB-KPBI `days` out: the agent holds the search cookies. */
async function searched(email: string, days: number) {
  const agent = await signedInAgent(app, email);
  const res = await agent.post('/consumer-booking').set(samePage()).type('form').send(roundTripSearch(days));
  expect(res.headers.location).toBe('/book-flight');
  return agent;
}

const stripOf = (html: string) => /<section class="flex-dates"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
const priceOn = (html: string, date: string) =>
  new RegExp(`value="${date}"[^>]*>[\\s\\S]*?flex-dates__price">([^<]+)<`).exec(stripOf(html))?.[1];
const totalOf = (html: string) => /book-flight__total[^>]*>([^<]+)</.exec(html)?.[1];
const currentDay = (html: string) => /aria-current="date"[\s\S]*?flex-dates__date">([^<]+)</.exec(stripOf(html))?.[1];

describe('the flexible-dates strip on /book-flight', () => {
  it('shows the searched day and the three days either side, each other day a button with its price', async () => {
    const agent = await searched('maya.strip@example.com', 10);
    const page = (await agent.get('/book-flight?category=LIGHT_JET')).text;
    const strip = stripOf(page);
    expect(strip).toContain('Flexible dates');
    expect(strip).toContain('Both flights move together, so your stay keeps its length.');
    expect(strip.match(/<li>/g)).toHaveLength(7);
    expect(strip.match(/aria-current="date"/g)).toHaveLength(1);
    for (const days of [7, 8, 9, 11, 12, 13]) expect(priceOn(page, inDays(days))).toMatch(/^\$[\d,]+\.\d{2}$/);
    // The searched day shows the price of the panel beside it.
    expect(strip).toContain(`flex-dates__price">${totalOf(page)}<`);
  });

  it('shows days too soon to book as unavailable, with no button', async () => {
    const agent = await searched('maya.soon@example.com', 3);
    const strip = stripOf((await agent.get('/book-flight?category=LIGHT_JET')).text);
    expect(strip.match(/Unavailable/g)).toHaveLength(2);
    expect(strip).not.toContain(`value="${inDays(0)}"`);
    expect(strip).not.toContain(`value="${inDays(1)}"`);
    expect(strip).toContain(`value="${inDays(2)}"`);
  });

  it('searches the chosen day by a plain form post, at the price the strip showed', async () => {
    const agent = await searched('maya.moves@example.com', 10);
    const before = (await agent.get('/book-flight?category=LIGHT_JET')).text;
    const shown = priceOn(before, inDays(12));
    const chosen = await agent
      .post('/book-flight?category=LIGHT_JET')
      .set(samePage())
      .type('form')
      .send(`intent=date&category=LIGHT_JET&date=${inDays(12)}`);
    expect(chosen.status).toBe(302);
    expect(chosen.headers.location).toBe('/book-flight?category=LIGHT_JET');
    const after = (await agent.get('/book-flight?category=LIGHT_JET')).text;
    expect(totalOf(after)).toBe(shown);
    // The strip now surrounds the new day; the legs moved together.
    const [year, month, day] = inDays(12).split('-');
    expect(currentDay(after)).toMatch(new RegExp(` ${Number(day)}$`));
    expect(after).toContain(`${day}-${month}-${year}`);
    const [, returnMonth, returnDay] = inDays(14).split('-');
    expect(after).toContain(`${returnDay}-${returnMonth}-`);
  });

  it('answers 400 with a message, and keeps the search, for a date not on the strip or too soon', async () => {
    const agent = await searched('maya.wrongday@example.com', 3);
    const before = totalOf((await agent.get('/book-flight?category=LIGHT_JET')).text);
    const post = (body: string) =>
      agent.post('/book-flight?category=LIGHT_JET').set(samePage()).type('form').send(body);

    const offStrip = await post(`intent=date&category=LIGHT_JET&date=${inDays(30)}`);
    expect(offStrip.status).toBe(400);
    expect(offStrip.text).toContain('Please choose one of the dates shown.');
    const tooSoon = await post(`intent=date&category=LIGHT_JET&date=${inDays(1)}`);
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.text).toContain('This date cannot be booked online. Please choose another date.');
    const garbled = await post('intent=date&category=NONSENSE&date=soon');
    expect(garbled.status).toBe(400);
    expect(garbled.text).not.toMatch(/at .*\.ts:\d+/);

    expect(totalOf((await agent.get('/book-flight?category=LIGHT_JET')).text)).toBe(before);
  });
});
