/**
 * The print view's styles, inlined into the PDF's HTML (the renderer fetches nothing). They
 * follow itinerary.css in print terms: points, a Letter page, no shadows, legs kept whole on
 * a page where they fit.
 */
export const PRINT_STYLES = `
* { box-sizing: border-box; }
body { margin: 0; font-family: 'Liberation Sans', Arial, Helvetica, sans-serif; font-size: 10pt; color: #0b1526; line-height: 1.4; }
.print-brand { margin: 0; font-size: 9pt; letter-spacing: 0.12em; text-transform: uppercase; color: #8a6410; font-weight: 700; }
.print-title { margin: 2pt 0 8pt; font-size: 18pt; }
.itinerary-header { display: flex; justify-content: space-between; padding: 8pt 10pt; background: #0f1d35; color: #fff; border-radius: 6pt; }
.itinerary-header p { margin: 0; font-weight: 700; }
.itinerary-header { flex-wrap: wrap; }
.itinerary-header p.itinerary-header__carbon { flex-basis: 100%; font-weight: 400; }
.itinerary-contacts { display: flex; gap: 10pt; margin: 8pt 0 10pt; }
.itinerary-contact { flex: 1; border: 1px solid #dfe4ee; border-radius: 6pt; padding: 6pt 10pt; }
.itinerary-contact h2 { margin: 0 0 3pt; font-size: 11pt; }
.itinerary-contact p { margin: 1pt 0; }
.itinerary-leg { border: 1px solid #dfe4ee; border-radius: 6pt; padding: 8pt 10pt; margin-bottom: 10pt; break-inside: avoid-page; }
.itinerary-leg__header { display: flex; justify-content: space-between; align-items: baseline; }
.itinerary-leg__header h2 { margin: 0; font-size: 13pt; letter-spacing: 0.06em; }
.itinerary-leg__category { color: #8a6410; font-weight: 700; }
.itinerary-leg__route { display: flex; align-items: center; gap: 10pt; margin: 5pt 0; }
.itinerary-airport { display: flex; flex-direction: column; }
.itinerary-airport__code { font-size: 14pt; font-weight: 700; }
.itinerary-airport__name { color: #5b6882; }
.itinerary-facts { display: flex; gap: 16pt; margin: 0 0 6pt; }
.itinerary-facts dt { color: #5b6882; font-size: 8pt; }
.itinerary-facts dd { margin: 0; font-weight: 700; }
.itinerary-fbos { display: flex; gap: 16pt; }
.itinerary-fbo { width: 150pt; }
.itinerary-fbo h4, .itinerary-note h4 { margin: 0 0 2pt; font-size: 8.5pt; color: #5b6882; }
.itinerary-fbo p { margin: 1pt 0; }
.itinerary-fbo__name { font-weight: 700; }
.itinerary-leg h3 { margin: 8pt 0 3pt; font-size: 10.5pt; }
.itinerary-table { border-collapse: collapse; width: 100%; font-size: 9pt; }
.itinerary-table th, .itinerary-table td { text-align: left; padding: 3pt 4pt; border-bottom: 1px solid #dfe4ee; vertical-align: top; }
.itinerary-table th { background: #f4f6fa; }
.itinerary-table tr { break-inside: avoid; }
.itinerary-lead__badge { color: #8a6410; font-weight: 700; }
.itinerary-services { margin: 0; padding-left: 14pt; }
.itinerary-note { margin-top: 6pt; }
.itinerary-note__text { margin: 0; padding: 4pt 6pt; background: #f4f6fa; border-radius: 4pt; white-space: pre-wrap; }
.wrapped { white-space: pre-line; }
.itinerary-concierge a { color: #2360c4; font-weight: 700; }
`;
