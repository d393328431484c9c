import request from 'supertest';
import { BOOKING_STORE, type BookingStore } from '../../ports/charter/booking-store';
import { REFERENCE_DATA, type ReferenceData } from '../../ports/reference-data';
import { QUOTE_STORE, type QuoteStore } from '../../ports/charter/quote-store';
import { aBookedTripAndQuote, type TripOptions } from '../fixtures/itinerary';
import { startTestApp, type TestApp, type TestAppOptions } from './app';
import { appClock, nextCode } from './second-factor';
import { aCustomer, aSupportAgent, type SignedIn } from './customers';

export interface ItineraryWorld {
  app: TestApp;
  maya: SignedIn;
  omar: SignedIn;
  ana: SignedIn;
  /** Books a trip for Maya (BOOKED, three legs) on a real tail of the fleet. */
  book(options: Omit<TripOptions, 'ownerUserId'> & { ownerUserId?: string; withQuote?: true }): Promise<void>;
  /** A browser session signed in through the login form. */
  browserOf(person: SignedIn): Promise<ReturnType<typeof request.agent>>;
}

/** The application with Maya (a customer with a booked trip), Omar (another customer) and Ana (support). */
export async function startItineraryWorld(options: TestAppOptions = {}): Promise<ItineraryWorld> {
  const app = await startTestApp(options);
  const maya = await aCustomer(app.app, 'Maya', 'Okafor');
  const omar = await aCustomer(app.app, 'Omar', 'Farouk');
  const ana = await aSupportAgent(app.app);
  const fleet = app.app.container.get<ReferenceData>(REFERENCE_DATA).fleet();
  const tail = fleet.find((a) => a.amenities.flightAttendant)?.tailNumber ?? fleet[0]?.tailNumber;
  return {
    app,
    maya,
    omar,
    ana,
    book: async ({ withQuote, ...trip }) => {
      const { booking, quote } = aBookedTripAndQuote({ tailNumber: tail, ownerUserId: maya.caller.userId, ...trip });
      // Its quote too when asked: the itinerary then states the carbon the chosen option answered.
      if (withQuote) await app.app.container.get<QuoteStore>(QUOTE_STORE).save(quote);
      await app.app.container.get<BookingStore>(BOOKING_STORE).save(booking);
    },
    browserOf: async (person) => {
      const agent = request.agent(app.url);
      const login = await agent
        .post('/login')
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send({ email: person.email, password: person.password });
      if (login.headers.location === '/second-factor') {
        // Staff prove their authenticator's code before reading anyone's trip (decision 053).
        await agent
          .post('/second-factor')
          .set('Sec-Fetch-Site', 'same-origin')
          .type('form')
          .send({ intent: 'verify', code: await nextCode(person.email, appClock(app.app)) })
          .expect(302);
      }
      return agent;
    },
  };
}
