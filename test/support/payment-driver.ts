import type { Page } from 'puppeteer';
import { mailedCode } from './mailbox';
import type { TestApp } from './app';
import { inDays } from './search-form-driver';

/**
 * Driving /review-booking in a browser as a new customer does (test/e2e): sign up and in,
 * search and book a light jet, choose how to pay and pay by card with a sandbox test card.
 */
export const PASSWORD = 'Jetstream2026';
export const VISA_APPROVED = '4111111111111111';
export const VISA_DECLINED = '4000000000000002';

/** Signs a new customer (Maya Okafor, with a phone) up through the API and confirms the e-mail. */
export async function signUp(app: TestApp, email: string) {
  const mail = app.app;
  const res = await fetch(`${app.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: email,
      password: PASSWORD,
      attributes: { email, given_name: 'Maya', family_name: 'Okafor', phone_number: '+12125550100' },
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  const code = await mailedCode(mail, email);
  await fetch(`${app.url}/api/auth/confirm-sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, code }),
  });
}

/** Signs a new customer up, then in through the login form, in a browser that starts signed out. */
export async function signUpAndSignIn(page: Page, app: TestApp, email: string) {
  await signUp(app, email);
  await signInInBrowser(page, app.url, email, PASSWORD);
}

/** Signs in through the /login form in a browser that starts signed out (one browser serves many tests). */
export async function signInInBrowser(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.goto(`${base}/logout`, { waitUntil: 'load' }).catch(() => undefined);
  await page.deleteCookie(...(await page.cookies(base)));
  await signIn(page, base, email, password);
}

/** Signs in through the /login form, as a person does. */
export async function signIn(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.goto(`${base}/login`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.type('input[name="email"]', email);
  await page.type('input[name="password"]', password);
  await page.click('button[value="sign-in"]');
  await page.waitForFunction(() => location.pathname !== '/login');
}

/** The search form's fields for a round trip KTEB-KPBI `days` out at 10:00, back two days later at 15:00. */
export const roundTripSearch = (days = 10, passengers = '2') => ({
  routeType: 'ROUND_TRIP',
  from: 'KTEB',
  to: 'KPBI',
  date: inDays(days),
  time: '10:00',
  returnDate: inDays(days + 2),
  returnTime: '15:00',
  passengers,
});

/** Searches a round trip KTEB-KPBI `days` out (the search form's post), books a light jet, lands on review. */
export async function bookLightJet(page: Page, app: Pick<TestApp, 'url'>, days: number): Promise<string> {
  const search = roundTripSearch(days);
  const status = await page.evaluate(async (body) => {
    const res = await fetch('/consumer-booking', { method: 'POST', body: new URLSearchParams(body) });
    return res.status;
  }, search);
  if (status !== 200) throw new Error(`the search answered ${status}`);
  await page.goto(`${app.url}/book-flight?category=LIGHT_JET`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.click('button[value="book"]');
  await page.waitForFunction(() => location.pathname.startsWith('/review-booking/'));
  // Clicks before hydration are lost to React (a ticked box is reset), so wait for it.
  await page.waitForSelector('html[data-hydrated="true"] .review-booking__confirm');
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
}

export const textOf = (page: Page) => page.evaluate(() => document.body.textContent ?? '');
export const waitForText = (page: Page, text: string) =>
  page.waitForFunction((t) => document.body.textContent?.includes(t), {}, text);

/** Ticks the peak travel acknowledgement when the trip falls in the peak period (it is then asked for). */
export async function acknowledgePeakTravel(page: Page) {
  if (await page.$('input[name="peakAcknowledged"]')) await page.click('input[name="peakAcknowledged"]');
  await page.waitForSelector('input[name="peakAcknowledged"]:checked, :root:not(:has(input[name="peakAcknowledged"]))');
}

export async function chooseAndConfirm(
  page: Page,
  choice: 'PAY_NOW_CARD' | 'PARTIAL_PAYMENT' | 'PAY_BY_WIRE' | 'PAY_NOW_WALLET',
) {
  if (choice === 'PARTIAL_PAYMENT') await page.click('input[name="option"][value="PARTIAL_PAYMENT"]');
  else await page.click(`input[name="subOption"][value="${choice}"]`);
  await page.click('input[name="termsAccepted"]');
  await page.waitForSelector('input[name="termsAccepted"]:checked');
  await page.click('.review-booking__confirm');
}

/** Fills the card modal as a person would, and submits it to the gateway's script. */
export async function payByCard(page: Page, number: string) {
  const field = (autocomplete: string) => `dialog[open] input[autocomplete="${autocomplete}"]`;
  await page.waitForSelector(field('cc-number'));
  for (const name of ['cc-name', 'cc-number', 'cc-exp', 'cc-csc']) {
    await page.$eval(field(name), (input) => {
      (input as HTMLInputElement).select();
    });
  }
  await page.type(field('cc-name'), 'Maya Okafor');
  await page.type(field('cc-number'), number);
  await page.type(field('cc-exp'), `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await page.type(field('cc-csc'), '123');
  await page.click('dialog[open] button[type="submit"]');
}
