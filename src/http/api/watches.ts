import express, { type Response, type Router } from 'express';
import { z } from 'zod';
import type { RouteWatch } from '../../core/watches/watch-rules';
import type { RouteWatches, WatchResult } from '../../engine/watches/route-watches';
import { signedIn } from './signed-in';
import { parseOr400 } from './validation';

/** A watch as the API shows it: its places as asked and the airports they stand for. */
const view = (watch: RouteWatch) => ({
  id: watch.id,
  status: watch.status,
  from: { label: watch.fromLabel, airports: watch.fromAirports },
  to: { label: watch.toLabel, airports: watch.toAirports },
  firstDay: watch.firstDay,
  lastDay: watch.lastDay,
  passengers: watch.passengers,
  categories: watch.categories,
  emptyLegs: watch.emptyLegs,
  price: watch.price
    ? {
        search: watch.price.search,
        category: watch.price.category,
        dropPercent: watch.price.dropPercent,
        watchedCents: watch.price.watchedCents,
        pricedCents: watch.price.pricedCents,
        pricedAt: watch.price.pricedAt.toISOString(),
      }
    : null,
  createdAt: watch.createdAt.toISOString(),
});

const statusChange = z.object({
  status: z.enum(['ACTIVE', 'PAUSED'], { message: 'Please choose to pause or resume the watch.' }),
});

function answer(res: Response, result: WatchResult, created = false): void {
  if (result.ok) {
    res.status(created ? 201 : 200).json(view(result.watch));
    return;
  }
  res.status(result.status).json({ message: result.message, fieldErrors: result.fields ?? {} });
}

/**
 * The signed-in customer's route watches (issue 27): GET /api/watches, POST /api/watches,
 * PUT /api/watches/:id (its terms, changed in place), PATCH /api/watches/:id (pause or resume),
 * DELETE /api/watches/:id. Bad input answers 400 with
 * field errors, a 21st active watch 409, another customer's watch 404; none changes anything.
 */
export function watchesApi(watches: RouteWatches): Router {
  const router = express.Router();
  router.get('/watches', async (_req, res) => {
    const userId = signedIn(res);
    if (!userId) return;
    res.json({ watches: (await watches.list(userId)).map(view) });
  });
  router.post('/watches', async (req, res) => {
    const userId = signedIn(res);
    if (!userId) return;
    answer(res, await watches.create(userId, req.body), true);
  });
  router.put('/watches/:id', async (req, res) => {
    const userId = signedIn(res);
    if (!userId) return;
    answer(res, await watches.edit(userId, req.params.id, req.body));
  });
  router.patch('/watches/:id', async (req, res) => {
    const userId = signedIn(res);
    const body = userId && parseOr400(statusChange, req.body, res);
    if (!userId || !body) return;
    answer(res, await watches.setStatus(userId, req.params.id, body.status));
  });
  router.delete('/watches/:id', async (req, res) => {
    const userId = signedIn(res);
    if (!userId) return;
    if (await watches.delete(userId, req.params.id)) res.status(204).end();
    else res.status(404).json({ message: 'This watch no longer exists.' });
  });
  return router;
}
