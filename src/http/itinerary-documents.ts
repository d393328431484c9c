import { tripCalendar } from '../core/itinerary/calendar';
import type { Itinerary } from '../core/itinerary/itinerary';
import { itineraryView } from '../core/itinerary/itinerary-view';
import type { Caller } from '../../ports/caller';
import type { Itineraries } from '../../ports/charter/itineraries';
import type { Clock } from '../../ports/clock';
import type { ItineraryDocuments, ItineraryFiles } from '../../ports/itinerary-documents';
import { PdfTimeoutError, PdfUnavailableError, type PdfRenderer } from '../../ports/pdf-renderer';
import { itineraryPrintHtml } from '../web/pages/trips/itinerary-print';

export interface ItineraryDocumentDeps {
  itineraries: Itineraries;
  pdf: PdfRenderer;
  clock: Clock;
  brandName: string;
  publicUrl: string;
  /** Whether filesFor prints the PDF (off where no browser should start: most tests). */
  pdfInFiles: boolean;
}

/**
 * The itinerary's files, made one way for the download routes (src/http/itinerary-files.ts)
 * and for the confirmation e-mail: the PDF printed on the server from the print view (spec 001
 * section 2) and the "Add to calendar" .ics.
 */
export class ItineraryDocumentMaker implements ItineraryDocuments {
  constructor(private readonly deps: ItineraryDocumentDeps) {}

  async filesFor(bookingId: string, caller: Caller): Promise<ItineraryFiles | null> {
    const itinerary = await this.deps.itineraries.itinerary(bookingId, caller);
    if (!itinerary) return null;
    let pdf: Uint8Array | null = null;
    try {
      if (this.deps.pdfInFiles) pdf = await this.pdf(itinerary);
    } catch (error) {
      // The e-mail goes without the PDF rather than not at all: it links to the download.
      if (!(error instanceof PdfTimeoutError || error instanceof PdfUnavailableError)) throw error;
    }
    return { bookingId: itinerary.bookingId, pdf, calendar: this.calendar(itinerary) };
  }

  pdf(itinerary: Itinerary): Promise<Uint8Array> {
    const html = itineraryPrintHtml(itineraryView(itinerary), {
      brandName: this.deps.brandName,
      publicUrl: this.deps.publicUrl,
    });
    return this.deps.pdf.render(html, { format: 'Letter' });
  }

  calendar(itinerary: Itinerary): string {
    const view = itineraryView(itinerary);
    return tripCalendar({
      bookingId: itinerary.bookingId,
      brandName: this.deps.brandName,
      domain: new URL(this.deps.publicUrl).hostname,
      now: this.deps.clock.now(),
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
  }
}
