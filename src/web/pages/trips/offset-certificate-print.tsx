import { renderToStaticMarkup } from 'react-dom/server';
import type { OffsetRecord } from '../../../../ports/carbon-offsets';
import { offsetLabel } from '../../../core/carbon/offset';
import { printDocument } from './print-document';

const CERTIFICATE_STYLES = `
.offset-certificate { border: 2px solid #8a6410; border-radius: 8pt; padding: 16pt 20pt; margin-top: 10pt; }
.offset-certificate__tonnes { font-size: 16pt; font-weight: 700; margin: 0 0 8pt; }
.offset-certificate dl { display: grid; grid-template-columns: 150pt 1fr; gap: 4pt 10pt; margin: 0; }
.offset-certificate dt { color: #5b6882; }
.offset-certificate dd { margin: 0; font-weight: 700; }
.offset-certificate__cancelled { color: #a02020; font-weight: 700; }
`;

const onDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A booking's carbon offset certificate (issue 29 item 3, docs/decisions/060) as one
 * self-contained HTML file for the PDF renderer: the registry's retirement serial, the tonnes
 * retired and the booking they offset; a cancelled retirement says so.
 */
export function offsetCertificateHtml(record: OffsetRecord, site: { brandName: string; publicUrl: string }): string {
  const body = renderToStaticMarkup(
    <section className="offset-certificate">
      <p className="offset-certificate__tonnes">{offsetLabel(record.tonnes)} retired</p>
      <dl>
        <dt>Booking reference</dt>
        <dd>{record.bookingId}</dd>
        <dt>Retirement serial</dt>
        <dd>{record.serial}</dd>
        <dt>Tonnes of CO2e</dt>
        <dd>{record.tonnes.toFixed(1)}</dd>
        <dt>Registry</dt>
        <dd>{record.registry}</dd>
        <dt>Retired on</dt>
        <dd>{onDay.format(record.retiredAt)}</dd>
      </dl>
      {record.status === 'CANCELLED' ? (
        <p className="offset-certificate__cancelled">
          Cancelled with the booking{record.cancelledAt ? ` on ${onDay.format(record.cancelledAt)}` : ''}: this
          retirement no longer offsets a flight.
        </p>
      ) : (
        <p>
          The trip&apos;s emissions, its repositioning flights included, as computed at{' '}
          {new URL('/carbon', site.publicUrl).toString()}, rounded up to the tenth of a tonne.
        </p>
      )}
    </section>,
  );
  return printDocument({
    title: `${site.brandName} carbon offset certificate ${record.bookingId}`,
    brandName: site.brandName,
    heading: 'Carbon offset certificate',
    body,
    styles: CERTIFICATE_STYLES,
  });
}
