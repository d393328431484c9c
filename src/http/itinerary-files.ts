import express, { type Request, type Response, type Router } from 'express';
import { bookingIdSchema, itineraryFileName, type Itinerary } from '../core/itinerary/itinerary';
import type { ItineraryAccess, ItineraryUse } from '../engine/itinerary/itinerary-access';
import type { Caller } from '../../ports/caller';
import { PdfTimeoutError, PdfUnavailableError } from '../../ports/pdf-renderer';
import type { ItineraryDocumentMaker } from './itinerary-documents';

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
export function itineraryFileRoutes(deps: ItineraryFilesDeps): Router {
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
    let pdf: Uint8Array;
    try {
      pdf = await deps.documents.pdf(itinerary);
    } catch (err) {
      const known = err instanceof PdfTimeoutError || err instanceof PdfUnavailableError;
      req.log.error({ err, bookingId: itinerary.bookingId }, 'itinerary PDF failed');
      if (!known) throw err;
      res
        .status(503)
        .setHeader('Retry-After', '5')
        .json({ message: err instanceof PdfTimeoutError ? PDF_TIMEOUT_MESSAGE : PDF_UNAVAILABLE_MESSAGE });
      return;
    }
    res
      .status(200)
      .type('application/pdf')
      .setHeader('Content-Disposition', `attachment; filename="${itineraryFileName(itinerary.bookingId, 'pdf')}"`)
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
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

  return router;
}

function notFound(res: Response) {
  res.status(404).type('text/plain').send('No such booking.');
}
