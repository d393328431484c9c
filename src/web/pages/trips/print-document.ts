import { PRINT_STYLES } from './print-styles';

/**
 * One self-contained HTML document for the PDF renderer, which loads nothing from the
 * network: the print styles inline (with a document's own, if any), the brand line, a heading
 * and the body's markup. The itinerary, the carbon statement and the offset certificate print
 * through it.
 */
export function printDocument(parts: {
  title: string;
  brandName: string;
  heading: string;
  body: string;
  styles?: string;
}): string {
  const styles = PRINT_STYLES + (parts.styles ?? '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(parts.title)}</title><style>${styles}</style></head><body><p class="print-brand">${escapeHtml(parts.brandName)}</p><h1 class="print-title">${escapeHtml(parts.heading)}</h1>${parts.body}</body></html>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
