import express, { type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { Caller } from '../../ports/caller';
import type { Trips } from '../../ports/charter/trips';
import type { Clock } from '../../ports/clock';
import type { PdfRenderer } from '../../ports/pdf-renderer';
import { carbonCsv, statementOfYear, statementYearSchema } from '../core/carbon/carbon-statement';
import { CARBON_CSV_PATH, CARBON_STATEMENT_PDF_ROUTE, carbonStatementOf } from '../web/pages/account/carbon.server';
import { carbonStatementFileName, carbonStatementPrintHtml } from '../web/pages/account/carbon-statement-print';
import { bookingIdSchema } from '../core/itinerary/itinerary';
import type { CarbonOffsets } from '../engine/carbon-offsets/carbon-offsets';
import { offsetCertificateHtml } from '../web/pages/trips/offset-certificate-print';
import { OFFSET_CERTIFICATE_ROUTE, offsetCertificateFileName } from '../web/pages/trips/offset-certificate-paths';
import { parseOr400 } from './api/validation';
import { onlyUnder } from './only-under';
import { sendPdf } from './pdf-response';

export interface CarbonFilesDeps {
  trips: Trips;
  /** A customer's own booking's offset, as its certificate states it. */
  offsets: Pick<CarbonOffsets, 'ofBooking'>;
  pdf: PdfRenderer;
  clock: Clock;
  site: { brandName: string; publicUrl: string };
  /** The signed-in customer of a page request, else null. */
  callerOf(res: Response): Caller | null;
}

export const STATEMENT_TIMEOUT_MESSAGE =
  'Your carbon statement took too long to prepare. Please try again in a moment.';
export const CERTIFICATE_TIMEOUT_MESSAGE = 'Your certificate took too long to prepare. Please try again in a moment.';
export const CERTIFICATE_UNAVAILABLE_MESSAGE = 'Certificates cannot be prepared right now. Please try again later.';
export const NO_CERTIFICATE_MESSAGE =
  'No carbon offset certificate for this booking yet: an offset is retired once its trip is paid in full, within minutes.';
export const STATEMENT_UNAVAILABLE_MESSAGE = 'Carbon statements cannot be prepared right now. Please try again later.';

const yearParams = z.object({ year: statementYearSchema });

/**
 * The carbon files (issue 29 items 3 and 4): a booking's offset certificate, and My Account > Carbon's files: the tab's rows, one a trip, as a CSV, and a
 * year's trips and total as a PDF statement (GET /my-account/carbon/2026.pdf). The route guard
 * sends a visitor to sign in first (PROTECTED_ROUTES); a caller that is still not a customer
 * gets 404. Each customer's files hold their own trips only: the trips port answers the
 * caller's.
 */
export function carbonFileRoutes(deps: CarbonFilesDeps): RequestHandler {
  const router = express.Router();
  const customerOf = (res: Response): Caller | null => {
    res.setHeader('Cache-Control', 'private, no-store');
    const caller = deps.callerOf(res);
    if (!caller) res.status(404).type('text/plain').send('Not found.');
    return caller;
  };

  router.get(CARBON_CSV_PATH, async (_req, res) => {
    const caller = customerOf(res);
    if (!caller) return;
    const { rows } = await carbonStatementOf(deps.trips, caller);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', 'attachment; filename="carbon-statement.csv"')
      .send(carbonCsv(rows));
  });

  router.get(CARBON_STATEMENT_PDF_ROUTE, async (req, res) => {
    const caller = customerOf(res);
    if (!caller) return;
    const params = parseOr400(yearParams, req.params, res);
    if (!params) return;
    const statement = statementOfYear(await carbonStatementOf(deps.trips, caller), params.year);
    const printedOn = deps.clock.now().toISOString().slice(0, 10);
    await sendPdf(
      req,
      res,
      {
        fileName: carbonStatementFileName(params.year),
        messages: { timeout: STATEMENT_TIMEOUT_MESSAGE, unavailable: STATEMENT_UNAVAILABLE_MESSAGE },
        logFields: { year: params.year },
      },
      () =>
        deps.pdf.render(carbonStatementPrintHtml(statement, deps.site, printedOn), {
          format: 'Letter',
          landscape: true,
        }),
    );
  });
  router.get(OFFSET_CERTIFICATE_ROUTE, async (req, res) => {
    const caller = customerOf(res);
    if (!caller) return;
    const id = bookingIdSchema.safeParse(req.params.id);
    const record = id.success ? await deps.offsets.ofBooking(id.data, caller) : undefined;
    if (!record) {
      res.status(404).type('text/plain').send(NO_CERTIFICATE_MESSAGE);
      return;
    }
    await sendPdf(
      req,
      res,
      {
        fileName: offsetCertificateFileName(record.bookingId),
        messages: { timeout: CERTIFICATE_TIMEOUT_MESSAGE, unavailable: CERTIFICATE_UNAVAILABLE_MESSAGE },
        logFields: { bookingId: record.bookingId },
      },
      () => deps.pdf.render(offsetCertificateHtml(record, deps.site), { format: 'Letter' }),
    );
  });
  return onlyUnder([CARBON_CSV_PATH, CARBON_STATEMENT_PDF_ROUTE, OFFSET_CERTIFICATE_ROUTE], router);
}
