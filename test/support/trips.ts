import request from 'supertest';
import type { Caller } from '../../ports/caller';
import type { Booking, BookingStatus, BookingStore } from '../../ports/charter/booking-store';
import { mailedCode } from './mailbox';
import { USER_STORE, type UserStore } from '../../ports/user-store';
import { searchQuotes } from '../../src/core/quotes/search-quotes';
import { NOW, quoteDeps, roundTrip, type multiCity } from '../fixtures/charter';
import type { TestApp } from './app';
import { bookedOption } from '../fixtures/bookings';

type SearchOptions = ReturnType<typeof multiCity>;

/**
 * A booking as the payment work leaves it (RESERVED or BOOKED), built from a real quote of the
 * fixture world and saved straight through the BookingStore: trips tests do not pay.
 */
export function aTrip(
  owner: string,
  options: { id: string; status?: BookingStatus; search?: SearchOptions; now?: Date } = { id: 'trip-1' },
): Booking {
  const now = options.now ?? NOW;
  const outcome = searchQuotes(
    options.search ?? roundTrip('KTEB', 'KPBI'),
    { searchId: `s-${options.id}`, now },
    quoteDeps(),
  );
  if (!outcome.ok) throw new Error(outcome.message);
  const option = outcome.quote.options.find((o) => o.category === 'LIGHT_JET') ?? outcome.quote.options[0];
  if (!option) throw new Error('no option');
  return {
    id: options.id,
    status: options.status ?? 'BOOKED',
    owner: { kind: 'customer', userId: owner },
    ...bookedOption(option),
    busyFrom: new Date(option.busyFrom),
    busyTo: new Date(option.busyTo),
    createdAt: now,
    updatedAt: now,
  };
}

export async function saveTrip(bookings: BookingStore, booking: Booking): Promise<Booking> {
  await bookings.save(booking);
  return booking;
}

const samePage = { 'Sec-Fetch-Site': 'same-origin' };

export interface SignedInCustomer {
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  caller: Caller;
}

/** A customer signed up, confirmed and signed in on a running app (bearer token). */
export async function signedInCustomer(app: TestApp, first: string, last = 'Okafor'): Promise<SignedInCustomer> {
  const email = `${first.toLowerCase()}.${last.toLowerCase()}@example.com`;
  const password = 'Jetstream2026';
  const mail = app.app;
  await request(app.url)
    .post('/api/auth/sign-up')
    .send({
      username: email,
      password,
      attributes: { email, given_name: first, family_name: last, phone_number: '+12125550100' },
    })
    .expect(200);
  await request(app.url)
    .post('/api/auth/confirm-sign-up')
    .send({ email, code: await mailedCode(mail, email) })
    .expect(200);
  const signIn = await request(app.url).post('/api/auth/sign-in').send({ username: email, password }).expect(200);
  const accessToken = String((signIn.body as { accessToken: string }).accessToken);
  const user = await app.app.container.get<UserStore>(USER_STORE).findByEmail(email);
  if (!user) throw new Error('no user');
  return {
    userId: user.id,
    email,
    password,
    accessToken,
    caller: { kind: 'customer', userId: user.id, accessToken, role: 'CUSTOMER' },
  };
}

/** A browser agent signed in through the login form (session cookies). */
export async function signedInAgent(app: TestApp, customer: SignedInCustomer) {
  const agent = request.agent(app.url);
  await agent.post('/login').set(samePage).type('form').send({ email: customer.email, password: customer.password });
  return agent;
}

export { samePage };
