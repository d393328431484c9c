import express, { type Router, type Response } from 'express';
import type { Caller } from '../../ports/caller';
import type { Trips } from '../../ports/charter/trips';
import { carbonCsv } from '../core/carbon/carbon-statement';
import { CARBON_CSV_PATH, carbonStatementOf } from '../web/pages/account/carbon.server';

export interface CarbonFilesDeps {
  trips: Trips;
  /** The signed-in customer of a page request, else null. */
  callerOf(res: Response): Caller | null;
}

/**
 * My Account > Carbon's CSV (issue 29 item 4): the tab's rows, one a trip, as a download. The
 * route guard sends a visitor to sign in first (PROTECTED_ROUTES); a caller that is still not a
 * customer gets 404.
 */
export function carbonFileRoutes(deps: CarbonFilesDeps): Router {
  const router = express.Router();
  router.get(CARBON_CSV_PATH, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const caller = deps.callerOf(res);
    if (!caller) {
      res.status(404).type('text/plain').send('Not found.');
      return;
    }
    const { rows } = await carbonStatementOf(deps.trips, caller);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', 'attachment; filename="carbon-statement.csv"')
      .send(carbonCsv(rows));
  });
  return router;
}
