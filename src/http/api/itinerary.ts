import express, { type Router } from 'express';
import { z } from 'zod';
import { bookingIdSchema } from '../../core/itinerary/itinerary';
import type { ItineraryAccess } from '../../engine/itinerary/itinerary-access';
import { parseOr400 } from './validation';

export const NOT_FOUND_MESSAGE = 'No such booking.';

/**
 * trips/itinerary (spec 001 section 7): the booking in the header booking-id. Signed-in only
 * (bearer token or session cookie); another customer's booking, like an unknown one, is 404.
 */
export function itineraryApi(itineraries: ItineraryAccess): Router {
  const router = express.Router();
  router.get('/trips/itinerary', async (req, res) => {
    const caller = res.locals.caller;
    if (!caller || caller.kind !== 'customer') {
      res.status(401).json({ message: 'Please sign in to continue.' });
      return;
    }
    const headers = parseOr400(z.object({ 'booking-id': bookingIdSchema }), req.headers, res);
    if (!headers) return;
    const itinerary = await itineraries.read(headers['booking-id'], caller, 'itinerary.api', String(req.id));
    if (!itinerary) {
      res.status(404).json({ message: NOT_FOUND_MESSAGE });
      return;
    }
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(itinerary);
  });
  return router;
}
