import { renderToStaticMarkup } from 'react-dom/server';
import type { ItineraryView } from '../../../core/itinerary/itinerary-view';
import { ItineraryDocument } from './itinerary-document';
import { PRINT_STYLES } from './print-styles';

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
  const title = `${site.brandName} itinerary ${view.bookingId}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${PRINT_STYLES}</style></head><body><p class="print-brand">${escapeHtml(site.brandName)}</p><h1 class="print-title">Itinerary</h1>${body}</body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
