import express, { type Request, type Response, type Router } from 'express';
import { tripCalendar } from '../core/itinerary/calendar';
import { bookingIdSchema, type Itinerary } from '../core/itinerary/itinerary';
import { itineraryView } from '../core/itinerary/itinerary-view';
import type { ItineraryAccess, ItineraryUse } from '../engine/itinerary/itinerary-access';
import type { Caller } from '../../ports/caller';
import type { Clock } from '../../ports/clock';
import { PdfTimeoutError, PdfUnavailableError, type PdfRenderer } from '../../ports/pdf-renderer';
import { itineraryPrintHtml } from '../web/pages/trips/itinerary-print';

export interface ItineraryFilesDeps {
  itineraries: ItineraryAccess;
  pdf: PdfRenderer;
  clock: Clock;
  brandName: string;
  publicUrl: string;
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
    const html = itineraryPrintHtml(itineraryView(itinerary), {
      brandName: deps.brandName,
      publicUrl: deps.publicUrl,
    });
    let pdf: Uint8Array;
    try {
      pdf = await deps.pdf.render(html, { format: 'Letter' });
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
      .setHeader('Content-Disposition', `attachment; filename="itinerary-${itinerary.bookingId}.pdf"`)
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });

  router.get('/itinerary/:id/calendar.ics', async (req, res) => {
    const itinerary = await itineraryFor(req, res, 'itinerary.calendar');
    if (!itinerary) return;
    const view = itineraryView(itinerary);
    const ics = tripCalendar({
      bookingId: itinerary.bookingId,
      brandName: deps.brandName,
      domain: new URL(deps.publicUrl).hostname,
      now: deps.clock.now(),
      legs: itinerary.legs.map((leg) => {
        const shown = view.legs.find((l) => l.legOrder === leg.legOrder);
        return {
          legOrder: leg.legOrder,
          from: {
            code: leg.departureAirport.icaoCode,
            name: leg.departureAirport.displayName,
            zone: leg.departureAirport.timeZone,
          },
          to: {
            code: leg.arrivalAirport.icaoCode,
            name: leg.arrivalAirport.displayName,
            zone: leg.arrivalAirport.timeZone,
          },
          departure: new Date(leg.departureAt),
          arrival: new Date(leg.arrivalAt),
          description: [
            `Booking ${itinerary.bookingId}, leg ${leg.legOrder}`,
            `Tail number: ${shown?.tailNumber ?? 'N/A'}`,
            `Departs from: ${shown?.originFbo.name ?? 'N/A'}, ${shown?.originFbo.address ?? 'N/A'}`,
          ].join('\n'),
        };
      }),
    });
    res
      .status(200)
      .type('text/calendar; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="itinerary-${itinerary.bookingId}.ics"`)
      .send(ics);
  });

  return router;
}

function notFound(res: Response) {
  res.status(404).type('text/plain').send('No such booking.');
}
