import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import type { Caller } from '../../../ports/caller';
import type { Trips, TripsResult } from '../../../ports/charter/trips';
import { parseOr400 } from './validation';

/**
 * The after-booking calls of spec 001 section 7 (trips/all, the address-book calls,
 * rewards/reward-history, wallet/wallet-history) and spec 000's vendor/limo/submit, served by
 * whichever Trips the node is bound to. Every call needs a signed-in customer (bearer token or
 * session cookie): 401 otherwise. A body or query that is not the call's shape is 400 with
 * field errors; so are fields the trip rules refuse. A booking or traveller that is not the
 * caller's is 404, exactly as one that does not exist; a trip rule that says no is 409.
 */
const id = (label: string) => z.string().trim().min(1, `${label} is required`).max(100);
const text = (max = 200) => z.string().max(max);
const bookingId = id('Booking');
const travellerId = id('Passenger');

function limoPlace() {
  return z.object({ address: text(), city: text(), state: text(), zipcode: text(20), time: text(40).default('') });
}

const schemas = {
  bookingQuery: z.object({ bookingId }),
  travellerOnBooking: z.object({ bookingId, travellerId }),
  removeQuery: z.object({ bookingId: bookingId.optional(), travellerId }),
  addTraveller: z.object({
    fname: text(),
    mname: text(5).optional(),
    lname: text(),
    dob: text(20),
    phoneNumber: text(40),
    email: text(254).optional(),
    passportNumber: text(40).optional(),
    passportExpiry: text(20).optional(),
    passportCountry: text(3).optional(),
    tag: text(20).nullable().optional(),
    bookingId: bookingId.nullable().optional(),
  }),
  assign: z.object({ travellerId, bookingId }),
  legs: z.object({ legIds: z.array(z.number().int()).max(20), travellerId, bookingId }),
  lead: z.object({ travellerId, bookingId, lead: z.boolean().default(true) }),
  emergency: z.object({ fname: text(), lname: text(), phoneNumber: text(40), bookingId }),
  limo: z.object({
    bookingId,
    generalInfo: z.object({
      firstName: text(),
      lastName: text(),
      phone: text(40),
      email: text(254),
      vehicleType: text(40),
      luggageCount: z.union([text(10), z.number()]),
    }),
    pickupLocation: limoPlace(),
    dropOffLocation: limoPlace(),
    stopsList: z.array(limoPlace()).max(20).optional(),
    driverNotes: text(2000).optional(),
  }),
};

const STATUS_OF = { NOT_FOUND: 404, INVALID: 400, REFUSED: 409 } as const;

export function tripsApi(trips: Trips): Router {
  const router = express.Router();
  const customer = (res: Response): Caller | undefined => {
    const caller = res.locals.caller;
    if (caller?.kind === 'customer') return caller;
    res.status(401).json({ message: 'Please sign in to continue.' });
    return undefined;
  };
  /** GET calls name the booking by query parameter or, as the spec's client does, a booking-id header. */
  const withBookingHeader = (req: Request) => ({ bookingId: req.get('booking-id'), ...req.query });

  router.get('/trips/all', async (_req, res) => {
    const caller = customer(res);
    if (caller) res.json(await trips.all(caller));
  });

  router.get('/trips/trip', async (req, res) => {
    const caller = customer(res);
    const query = caller && parseOr400(schemas.bookingQuery, withBookingHeader(req), res);
    if (!caller || !query) return;
    const trip = await trips.trip(query.bookingId, caller);
    if (!trip) res.status(404).json({ message: 'We could not find this trip.' });
    else res.json(trip);
  });

  router.get('/address-book/traveller-list', async (_req, res) => {
    const caller = customer(res);
    if (caller) res.json(await trips.travellers(caller));
  });

  router.post('/address-book/add-traveller', async (req, res) => {
    const caller = customer(res);
    const body = caller && parseOr400(schemas.addTraveller, req.body, res);
    if (caller && body) answer(res, await trips.addTraveller(body, caller));
  });

  router.post('/address-book/assign-traveller', async (req, res) => {
    const caller = customer(res);
    const body = caller && parseOr400(schemas.assign, req.body, res);
    if (caller && body) answer(res, await trips.assignTraveller(body, caller));
  });

  router.post('/address-book/change-traveller-leg', async (req, res) => {
    const caller = customer(res);
    const body = caller && parseOr400(schemas.legs, req.body, res);
    if (caller && body) answer(res, await trips.changeTravellerLegs(body, caller));
  });

  router.post('/address-book/add-lead-passenger', async (req, res) => {
    const caller = customer(res);
    const body = caller && parseOr400(schemas.lead, req.body, res);
    if (caller && body) answer(res, await trips.setLeadPassenger(body, caller));
  });

  router.get('/address-book/traveller-booking-details', async (req, res) => {
    const caller = customer(res);
    const query = caller && parseOr400(schemas.travellerOnBooking, withBookingHeader(req), res);
    if (caller && query) answer(res, await trips.travellerBookingDetails(query, caller));
  });

  router.get('/address-book/emergency-contact', async (req, res) => {
    const caller = customer(res);
    const query = caller && parseOr400(schemas.bookingQuery, withBookingHeader(req), res);
    if (caller && query) answer(res, await trips.emergencyContact(query.bookingId, caller));
  });

  router.post('/address-book/emergency-contact', async (req, res) => {
    const caller = customer(res);
    const body = caller && parseOr400(schemas.emergency, req.body, res);
    if (caller && body) answer(res, await trips.setEmergencyContact(body, caller));
  });

  router.delete('/address-book/remove-passenger', async (req, res) => {
    const caller = customer(res);
    const query = caller && parseOr400(schemas.removeQuery, req.query, res);
    if (!caller || !query) return;
    const result = await trips.removePassenger(
      { bookingId: query.bookingId ?? null, travellerId: query.travellerId },
      caller,
    );
    answer(res, result.ok ? { ok: true, value: { removed: true } } : result);
  });

  router.get('/rewards/reward-history', async (_req, res) => {
    const caller = customer(res);
    if (caller) res.json(await trips.rewardHistory(caller));
  });

  router.get('/wallet/wallet-history', async (_req, res) => {
    const caller = customer(res);
    if (caller) res.json(await trips.walletHistory(caller));
  });

  router.post('/vendor/limo/submit', async (req, res) => {
    const caller = customer(res);
    const body = caller && parseOr400(schemas.limo, req.body, res);
    if (!caller || !body) return;
    // The shape is checked here; the fields' rules (times, e-mail, vehicle) by the engine, as 400s too.
    const result = await trips.submitLimo(body, caller);
    if (result.ok) res.json(result.value);
    else
      res
        .status(STATUS_OF[result.reason])
        .json({ error: true, message: result.message, fieldErrors: result.fieldErrors });
  });

  return router;
}

function answer<T>(res: Response, result: TripsResult<T>) {
  if (result.ok) {
    res.json(result.value);
    return;
  }
  res.status(STATUS_OF[result.reason]).json({ message: result.message, fieldErrors: result.fieldErrors });
}
