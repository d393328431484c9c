import { renderToStaticMarkup } from 'react-dom/server';
import type { ItineraryView } from '../../../core/itinerary/itinerary-view';
import { ItineraryDocument } from './itinerary-document';
import { printDocument } from './print-document';

/**
 * The print view of an itinerary: the page's own document in print mode, as one
 * self-contained HTML file (styles inline, no scripts, no images to fetch) for the PDF
 * renderer, which loads nothing from the network.
 */
export function itineraryPrintHtml(view: ItineraryView, site: { brandName: string; publicUrl: string }): string {
  const body = renderToStaticMarkup(
    <ItineraryDocument
      view={view}
      brandName={site.brandName}
      mode="print"
      crewVisible
      conciergeLink={
        <a href={new URL('/concierge', site.publicUrl).toString()}>
          To add additional services contact our Flight Concierge Team
        </a>
      }
    />,
  );
  return printDocument({
    title: `${site.brandName} itinerary ${view.bookingId}`,
    brandName: site.brandName,
    heading: 'Itinerary',
    body,
  });
}
