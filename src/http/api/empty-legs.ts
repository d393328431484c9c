import express, { type Response, type Router } from 'express';
import { anonymous, type Caller } from '../../../ports/caller';
import type { EmptyLegs } from '../../../ports/charter/empty-legs';
import { bookEmptyLegSchema, emptyLegQuerySchema } from '../../core/empty-legs/empty-leg-requests';
import { parseOr400, type ValidationErrorBody } from './validation';

/**
 * The empty legs under /api (docs/decisions/038), for the mobile apps and the charter-rest
 * adapter of a web tier:
 * - GET /api/empty-legs?from=&to=&category=&passengers=&page= lists a page of what is for
 *   sale (no sign-in needed): `{ emptyLegs, total, page, pages, pageSize }`; a query that is
 *   not valid answers 400 with field errors;
 * - POST /api/empty-legs/book { emptyLegId, departure, passengers } makes the booking draft the
 *   customer reviews and pays: 401 for a visitor, 400 with field errors for a time the window
 *   does not offer or a party the aircraft cannot seat, 409 when the leg is no longer for sale.
 */
export function emptyLegsApi(emptyLegs: EmptyLegs): Router {
  const router = express.Router();

  router.get('/empty-legs', async (req, res) => {
    const query = parseOr400(emptyLegQuerySchema, req.query, res);
    if (!query) return;
    res.json(await emptyLegs.list(query, callerOf(res)));
  });

  router.post('/empty-legs/book', async (req, res) => {
    const request = parseOr400(bookEmptyLegSchema, req.body, res);
    if (!request) return;
    const result = await emptyLegs.book(request, callerOf(res));
    if (result.ok) {
      res.json({ bookingId: result.bookingId, priceBreakup: result.priceBreakup });
      return;
    }
    if (result.reason === 'SIGN_IN_REQUIRED') {
      res.status(401).json({ message: result.message });
      return;
    }
    if (result.reason === 'NOT_AVAILABLE') {
      res.status(409).json({ message: result.message });
      return;
    }
    const field = result.reason === 'PASSENGERS' ? 'passengers' : 'departure';
    const body: ValidationErrorBody = { message: result.message, fieldErrors: { [field]: result.message } };
    res.status(400).json(body);
  });

  return router;
}

function callerOf(res: Response): Caller {
  return res.locals.caller ?? anonymous();
}
