import { useEffect, useState, type MouseEvent } from 'react';
import { Link, useLoaderData } from 'react-router';
import { itineraryFileName } from '../../../core/itinerary/itinerary';
import { useSite } from '../../shell/root-data';
import { useToast } from '../../shell/toasts';
import { ItineraryDocument } from './itinerary-document';
import type { ItineraryPageData } from './itinerary.server';
import './itinerary.css';

/** The crew list shows a second after the page opens (spec 001 section 4). */
export const CREW_DELAY_MS = 1000;
export const PDF_FAILURE_MESSAGE = 'Something Went Wrong';

/** Saves a file the browser already holds under the given name. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function Component() {
  const { view } = useLoaderData() as ItineraryPageData;
  const { brandName } = useSite();
  const toast = useToast();
  const [crewVisible, setCrewVisible] = useState(false);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setCrewVisible(true), CREW_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const pdfUrl = `/itinerary/${encodeURIComponent(view.bookingId)}/pdf`;
  const fileName = itineraryFileName(view.bookingId, 'pdf');
  // Before hydration the link downloads the file itself; after, the overlay shows while it is made.
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (downloading) return;
    setDownloading(true);
    try {
      const response = await fetch(pdfUrl, { headers: { accept: 'application/pdf' } });
      if (!response.ok || response.headers.get('content-type') !== 'application/pdf') throw new Error('no PDF');
      save(await response.blob(), fileName);
    } catch {
      toast.show(PDF_FAILURE_MESSAGE, 'error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <article className="page container itinerary-page">
      <title>{`Itinerary ${view.bookingId}`}</title>
      <div className="itinerary-page__top">
        <h1>Itinerary</h1>
        <div className="itinerary-page__actions">
          <a
            className="button button--ghost"
            href={`/itinerary/${encodeURIComponent(view.bookingId)}/calendar.ics`}
            download={itineraryFileName(view.bookingId, 'ics')}
          >
            Add to calendar
          </a>
          <a className="button button--primary" href={pdfUrl} download={fileName} onClick={download}>
            Download
          </a>
        </div>
      </div>
      <ItineraryDocument
        view={view}
        brandName={brandName}
        mode="screen"
        crewVisible={crewVisible}
        conciergeLink={<Link to="/concierge">To add additional services contact our Flight Concierge Team</Link>}
      />
      {downloading && (
        <div className="itinerary-overlay" role="alert" aria-live="assertive">
          <p>Loading your content...</p>
        </div>
      )}
    </article>
  );
}
