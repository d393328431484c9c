import type { Page } from 'puppeteer';
import { TRIPS, type Trips } from '../../ports/charter/trips';
import { SupportDesk } from '../../src/engine/desk/support-desk';
import { roundTrip } from '../fixtures/charter';
import type { TestApp } from './app';
import { appClock, nextCode, rememberSecret } from './second-factor';
import type { SignedIn } from './customers';
import { draftBooking, cardPayment, paymentsOf } from './payments';

/**
 * What the support desk's tests need in place before staff look: customers' trips in each state
 * the desk acts on, a passenger, a wallet, and a staff member signed in to /desk in a browser.
 */
export type TripState = 'paid' | 'held' | 'awaiting-wire';

export interface Trip {
  bookingId: string;
  /** The flight's price (card fee excluded): what a refund is reckoned from. */
  flightCents: number;
  /** Charged by the customer's payment, a card's 3% fee included (nothing yet for a wire). */
  chargedCents: number;
  /** Still to pay: the balance of a hold, the whole of a wire. */
  dueCents: number;
}

/**
 * A round trip from Teterboro to West Palm Beach `days` out, chosen by `customer` (the cheapest
 * light jet) and paid in full by card, held by the $1,000 deposit, or held awaiting a wire.
 */
export async function aTrip(app: TestApp, customer: SignedIn, state: TripState, days = 20): Promise<Trip> {
  const world = paymentsOf(app);
  const trip = roundTrip('KTEB', 'KPBI', { departDays: days, returnDays: days + 2, from: new Date() });
  const bookingId = await draftBooking(world, customer.caller, { trip });
  const answer =
    state === 'awaiting-wire'
      ? await wireChosen(app, customer, bookingId)
      : await paidByCard(app, customer, bookingId, state === 'paid' ? 'FULL_PAYMENT' : 'PARTIAL_PAYMENT');
  const details = await world.payments.details(customer.caller, bookingId);
  if (!details.ok) throw new Error(details.refusal.message);
  const cents = (dollars: number) => Math.round(dollars * 100);
  return {
    bookingId,
    flightCents: cents(details.answer.priceBreakup.totalPrice),
    chargedCents: cents(answer.amountPaid),
    dueCents: cents(answer.amountDue),
  };
}

async function paidByCard(
  app: TestApp,
  customer: SignedIn,
  bookingId: string,
  mode: 'FULL_PAYMENT' | 'PARTIAL_PAYMENT',
) {
  const paid = await cardPayment(paymentsOf(app), customer.caller, bookingId, mode);
  if (!paid.ok || paid.answer.status !== 'SUCCESS') throw new Error(`the card payment failed: ${JSON.stringify(paid)}`);
  return paid.answer;
}

/** The customer chooses to pay by wire: the booking is held for it. */
async function wireChosen(app: TestApp, customer: SignedIn, bookingId: string) {
  const held = await paymentsOf(app).payments.wire(customer.caller, { bookingId, peakAcknowledged: true });
  if (!held.ok) throw new Error(held.refusal.message);
  return held.answer;
}

/** The customer names `first last` (born 2 June 1988) as a passenger of their trip. */
export async function aPassenger(app: TestApp, customer: SignedIn, bookingId: string, first: string, last: string) {
  const trips = app.app.container.get<Trips>(TRIPS);
  const added = await trips.addTraveller(
    { fname: first, lname: last, dob: '1988-06-02', phoneNumber: '+13055550101', bookingId },
    customer.caller,
  );
  if (!added.ok) throw new Error(`the traveller was refused: ${JSON.stringify(added)}`);
  const assigned = await trips.assignTraveller({ travellerId: added.value.id, bookingId }, customer.caller);
  if (!assigned.ok) throw new Error(`the passenger was refused: ${JSON.stringify(assigned)}`);
}

/** Credits a customer's prepaid wallet from a wire, as `staff` does on the desk's customer page. */
export async function aWalletDeposit(app: TestApp, staff: SignedIn, customer: SignedIn, amountCents: number) {
  const credited = await app.app.container
    .get(SupportDesk)
    .customers.creditWallet(
      { userId: staff.caller.userId, role: staff.caller.role === 'ADMIN' ? 'ADMIN' : 'SUPPORT', requestId: null },
      customer.caller.userId,
      { amount: amountCents, reference: `FW-${customer.caller.userId.slice(0, 8)}` },
    );
  if (!credited.ok) throw new Error(credited.message);
}

/** Opens the login form on `page` with no session, and sends `person`'s e-mail and password from it. */
export async function sendLoginForm(page: Page, app: TestApp, person: { email: string; password: string }) {
  await page.deleteCookie(...(await page.cookies(app.url)));
  await page.goto(`${app.url}/login?redirectTo=/desk`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.type('input[name="email"]', person.email);
  await page.type('input[name="password"]', person.password);
  await page.click('button[value="sign-in"]');
}

/**
 * Signs a staff member in through /login, in a browser that may hold someone else's session,
 * with their authenticator's code on /second-factor (enrolling it from the page's key the first
 * time, and going on past the recovery codes): the desk opens.
 */
export async function signInToDesk(page: Page, app: TestApp, staff: { email: string; password: string }) {
  await sendLoginForm(page, app, staff);
  await passSecondFactor(page, staff.email, appClock(app.app));
  await page.waitForFunction(() => location.pathname === '/desk');
  await page.waitForSelector('html[data-hydrated="true"] #desk-bookings-title');
}

/**
 * On /second-factor after a staff member's password: enters their authenticator's code (enrolling
 * it from the page's key the first time, and going on past the recovery codes).
 */
export async function passSecondFactor(page: Page, email: string, now?: () => Date) {
  await page.waitForFunction(() => location.pathname === '/second-factor');
  // The page's own form (the page before it may still be on screen while its code loads).
  await page.waitForSelector(
    'html[data-hydrated="true"] #main form:is(:has(input[value="verify"]), :has(input[value="enrol"])) input[name="code"]',
  );
  const secret = await page.$eval('code.second-factor__key', (el) => el.textContent).catch(() => null);
  if (secret) rememberSecret(email, secret);
  await page.type('#main input[name="code"]', await nextCode(email, now));
  await page.click('#main form button[type="submit"]');
  if (secret) {
    await page.waitForSelector('.second-factor__codes');
    await page.click('a.button--primary[href^="/desk"]');
  }
  await page.waitForFunction(() => location.pathname !== '/second-factor');
}
