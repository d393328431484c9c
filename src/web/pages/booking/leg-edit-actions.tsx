import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFetcher } from 'react-router';
import { PEAK_TRAVEL_ZONE } from '../../../core/notices/peak-travel';
import type { LegView } from '../../../core/quotes/quote-view';
import { calendarDate, legMinDate } from '../../../core/search/leg-calendar';
import type { LegInput } from '../../../core/search/search-form';
import { useToast } from '../../shell/toasts';
import { Modal } from '../../ui/modal';
import { SiteLink } from '../../ui/site-link';
import { EditDateFields, legInputValues } from './edit-date-fields';
import type { EditAirportState } from './edit-airport.page';
import type { EditDateActionData } from './edit-date.server';

/**
 * A leg card's EDIT AIRPORT and EDIT DATE (spec 000 section 2). Both are links to real pages,
 * so they work before scripts; with scripts EDIT AIRPORT also hands the legs over in the
 * history state (as the spec's page expects) and EDIT DATE opens its form in a dialog here.
 */
export function LegEditActions({ leg, legs }: { leg: LegView; legs: readonly LegView[] }) {
  const [editingDate, setEditingDate] = useState(false);
  const state: EditAirportState = { legs: [...legs], legOrder: leg.legOrder };
  return (
    <div className="button-row book-flight__leg-actions">
      <SiteLink to={`/edit-airport?leg=${leg.legOrder}`} state={state} className="button button--ghost">
        EDIT AIRPORT<span className="visually-hidden">{` of step ${leg.legOrder}`}</span>
      </SiteLink>
      <a
        href={`/edit-date?leg=${leg.legOrder}`}
        className="button button--ghost"
        onClick={(event) => {
          event.preventDefault();
          setEditingDate(true);
        }}
      >
        EDIT DATE<span className="visually-hidden">{` of step ${leg.legOrder}`}</span>
      </a>
      {/* In a portal: the leg card sits inside the results' own form, and forms cannot nest. */}
      {editingDate
        ? createPortal(<EditDateDialog leg={leg} legs={legs} onClose={() => setEditingDate(false)} />, document.body)
        : null}
    </div>
  );
}

const legInput = (leg: LegView): LegInput => {
  const { date, time } = legInputValues(leg);
  return { from: leg.departureAirport.icaoCode, to: leg.arrivalAirport.icaoCode, date, time };
};

function EditDateDialog({ leg, legs, onClose }: { leg: LegView; legs: readonly LegView[]; onClose(): void }) {
  const fetcher = useFetcher<EditDateActionData>();
  const toast = useToast();
  const { date, time } = legInputValues(leg);
  // The calendar's first date is reckoned when the dialog opens, in the customer's zone.
  const [minDate] = useState(() =>
    legMinDate(legs.map(legInput), leg.legOrder, calendarDate(new Date(), PEAK_TRAVEL_ZONE)),
  );
  const error = fetcher.state === 'idle' ? fetcher.data?.formError : undefined;

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.formError) toast.show(fetcher.data.formError, 'error');
  }, [fetcher.state, fetcher.data, toast]);

  return (
    <Modal open title="Edit Date" onClose={onClose}>
      <fetcher.Form method="post" action={`/edit-date?leg=${leg.legOrder}`} className="edit-date__form">
        <EditDateFields leg={leg} date={date} time={time} minDate={minDate} error={error} />
        <div className="button-row">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Back
          </button>
          <button type="submit" className="button button--primary" disabled={fetcher.state !== 'idle'}>
            Change Date
          </button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}
