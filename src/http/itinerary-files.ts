import express, { type Request, type RequestHandler, type Response } from 'express';
import { bookingIdSchema, itineraryFileName, type Itinerary } from '../core/itinerary/itinerary';
import type { ItineraryAccess, ItineraryUse } from '../engine/itinerary/itinerary-access';
import type { Caller } from '../../ports/caller';
import type { ItineraryDocumentMaker } from './itinerary-documents';
import { onlyUnder } from './only-under';
import { sendPdf } from './pdf-response';

export interface ItineraryFilesDeps {
  itineraries: ItineraryAccess;
  documents: ItineraryDocumentMaker;
  /** The caller of a page request (signed-in customer or support staff), else null. */
  callerOf(res: Response): Caller | null;
}
export const PDF_TIMEOUT_MESSAGE = 'Your itinerary took too long to prepare. Please try again in a moment.';
export const PDF_UNAVAILABLE_MESSAGE = 'Itinerary PDFs cannot be prepared right now. Please try again later.';

/**
 * The itinerary as files: GET /itinerary/{id}/pdf (printed on the server from the print view,
 * spec 001 section 2) and GET /itinerary/{id}/calendar.ics ("Add to calendar"). Another
 * customer's booking answers 404 like an unknown one; support staff's readings are audited.
 */
export function itineraryFileRoutes(deps: ItineraryFilesDeps): RequestHandler {
  const router = express.Router();

  const itineraryFor = async (req: Request, res: Response, use: ItineraryUse): Promise<Itinerary | null> => {
    const id = bookingIdSchema.safeParse(req.params.id);
    const caller = deps.callerOf(res);
    const itinerary = id.success && caller ? await deps.itineraries.read(id.data, caller, use, String(req.id)) : null;
    res.setHeader('Cache-Control', 'private, no-store');
    if (!itinerary) notFound(res);
    return itinerary;
  };

  router.get('/itinerary/:id/pdf', async (req, res) => {
    const itinerary = await itineraryFor(req, res, 'itinerary.pdf');
    if (!itinerary) return;
    await sendPdf(
      req,
      res,
      {
        fileName: itineraryFileName(itinerary.bookingId, 'pdf'),
        messages: { timeout: PDF_TIMEOUT_MESSAGE, unavailable: PDF_UNAVAILABLE_MESSAGE },
        logFields: { bookingId: itinerary.bookingId },
      },
      () => deps.documents.pdf(itinerary),
    );
  });

  router.get('/itinerary/:id/calendar.ics', async (req, res) => {
    const itinerary = await itineraryFor(req, res, 'itinerary.calendar');
    if (!itinerary) return;
    const ics = deps.documents.calendar(itinerary);
    res
      .status(200)
      .type('text/calendar; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="${itineraryFileName(itinerary.bookingId, 'ics')}"`)
      .send(ics);
  });

  return onlyUnder(['/itinerary'], router);
}

function notFound(res: Response) {
  res.status(404).type('text/plain').send('No such booking.');
}
