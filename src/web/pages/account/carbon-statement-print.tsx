import { renderToStaticMarkup } from 'react-dom/server';
import type { CarbonYearStatement } from '../../../core/carbon/carbon-statement';
import { printDocument } from '../trips/print-document';
import { CarbonTripsTable, CarbonYearsTable, NO_CARBON_TRIPS } from './carbon-panel';

const STATEMENT_STYLES = `
.carbon-table { border-collapse: collapse; width: 100%; font-size: 9pt; margin: 6pt 0 12pt; }
.carbon-table caption { text-align: left; font-weight: 700; font-size: 11pt; margin-bottom: 3pt; }
.carbon-table th, .carbon-table td { text-align: left; padding: 3pt 4pt; border-bottom: 1px solid #dfe4ee; vertical-align: top; }
.carbon-table thead th { background: #f4f6fa; }
.carbon-table tr { break-inside: avoid; }
.carbon-table th[scope='row'], .carbon-table td[data-label='Departure'], .carbon-table td[data-label='Route'] { white-space: nowrap; }
.carbon-statement__method { color: #5b6882; font-size: 8.5pt; }
`;

/**
 * The yearly carbon statement (issue 29 item 4) as one self-contained HTML file for the PDF
 * renderer: the year's total and each of its trips, the same rows as My Account > Carbon and
 * its CSV, for a traveller's emissions report.
 */
export function carbonStatementPrintHtml(
  statement: CarbonYearStatement,
  site: { brandName: string; publicUrl: string },
  printedOn: string,
): string {
  const body = renderToStaticMarkup(
    <section className="carbon-statement">
      <p>
        Trips departing in {statement.year}, as of {printedOn}. Figures in tonnes of CO2e, the aircraft&apos;s
        repositioning flights included.
      </p>
      {statement.rows.length === 0 ? (
        <p>{NO_CARBON_TRIPS}</p>
      ) : (
        <>
          <CarbonYearsTable years={[statement.total]} withStatements={false} />
          <CarbonTripsTable rows={statement.rows} linked={false} />
        </>
      )}
      <p className="carbon-statement__method">
        How the figures are computed, their sources and their uncertainty:{' '}
        {new URL('/carbon', site.publicUrl).toString()}
      </p>
    </section>,
  );
  return printDocument({
    title: `${site.brandName} carbon statement ${statement.year}`,
    brandName: site.brandName,
    heading: `Carbon statement ${statement.year}`,
    body,
    styles: STATEMENT_STYLES,
  });
}

export const carbonStatementFileName = (year: string) => `carbon-statement-${year}.pdf`;
