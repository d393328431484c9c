import { useEffect, useRef } from 'react';
import { Link, useActionData, useLoaderData, useNavigate } from 'react-router';
import './trips.css';
import { useToast } from '../../shell/toasts';
import { useHydrated } from '../../ui/use-hydrated';
import {
  SAVED_MESSAGES,
  type BookingDetailsActionData,
  type BookingDetailsData,
  type DetailModal,
  type DetailTab,
} from './booking-details.server';
import { UrlDialog } from './trip-fields';
import { DetailsTab, PaymentPending } from './booking-details-summary';
import { PassengersTab } from './booking-details-passengers';
import { LimoForm } from './booking-details-limo';
import { ReceiptTab } from './booking-details-receipt';
import { CancelTrip } from './booking-details-cancel';
import { ChangeTrip } from './booking-details-change';
import type { ChangePaymentData, ChangeQuotedData } from './booking-details-changes.server';
import { routeLabel, shortId, statusLabel } from './trip-format';
import { ChatAboutTrip } from '../../chat/chat-about-trip';

const TABS: { key: DetailTab; label: string }[] = [
  { key: 'details', label: 'Details' },
  { key: 'passengers', label: 'Passengers' },
  { key: 'receipt', label: 'Receipt' },
];
const MODAL_OF_INTENT: Partial<Record<string, DetailModal>> = {
  'add-passenger': 'add-passenger',
  legs: 'legs',
  emergency: 'emergency',
  limo: 'limo',
  cancel: 'cancel',
  'change-quote': 'change',
  'change-confirm': 'change',
  'change-pay': 'change',
};

/** /booking-details/{id}: a trip's details, passengers and receipt (spec 001 section 2). */
export function Component() {
  const data = useLoaderData() as BookingDetailsData;
  const answer = useActionData() as BookingDetailsActionData | ChangeQuotedData | ChangePaymentData | undefined;
  const failure = answer && !answer.ok ? answer : undefined;
  // The new dates priced: the change dialog's second step.
  const quoted = answer?.ok && answer.intent === 'change-quote' ? answer.quote : null;
  const { trip, tab, saved } = data;
  // A refused form stays open with its errors, whatever address it was posted from.
  const modal = (quoted ? 'change' : data.modal) ?? (answer ? MODAL_OF_INTENT[answer.intent] : undefined) ?? null;
  const travellerId = data.travellerId ?? failure?.values.travellerId ?? null;
  const view = { ...data, modal, travellerId };
  const hydrated = useHydrated();
  const toast = useToast();
  const navigate = useNavigate();
  const base = `/booking-details/${encodeURIComponent(trip.bookingId)}`;

  // A change saved: toast it once, then drop `saved` from the address so a reload does not
  // repeat it. Once per answer: the effect re-runs while other navigations are under way.
  const toasted = useRef<BookingDetailsData | null>(null);
  useEffect(() => {
    if (!saved || toasted.current === data) return;
    toasted.current = data;
    toast.show(SAVED_MESSAGES[saved], 'success');
    void navigate(`${base}?tab=${tab}`, { replace: true, preventScrollReset: true });
  }, [data, saved, tab, base, toast, navigate]);

  return (
    <article className="page container booking-details">
      <title>{`Booking ${shortId(trip.bookingId)}`}</title>
      <p>
        <Link to="/my-trips">← My Trips</Link>
      </p>
      <header className="booking-details__header">
        <h1>
          <span className="booking-details__route">{routeLabel(trip.legs)}</span>
          <span className="booking-details__id">Booking {shortId(trip.bookingId)}</span>
        </h1>
        <span className={`status-label status-label--${trip.status.toLowerCase()}`}>{statusLabel(trip.status)}</span>
        <ChatAboutTrip bookingId={trip.bookingId} />
        <ChatAboutTrip bookingId={trip.bookingId} />
      </header>
      {!hydrated && saved ? (
        <p className="form-success" role="status">
          {SAVED_MESSAGES[saved]}
        </p>
      ) : null}
      {trip.status === 'RESERVED' ? <PaymentPending trip={trip} wireTransfer={data.wireTransfer} /> : null}
      <nav className="trip-tabs" aria-label="Booking sections">
        {TABS.map((t) => (
          <Link
            key={t.key}
            to={`${base}?tab=${t.key}`}
            preventScrollReset
            className="trip-tabs__tab"
            aria-current={t.key === tab ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <section className="booking-details__panel" aria-label={TABS.find((t) => t.key === tab)?.label}>
        {tab === 'details' ? <DetailsTab trip={trip} base={base} /> : null}
        {tab === 'passengers' ? <PassengersTab data={view} base={base} failure={failure} /> : null}
        {tab === 'receipt' ? <ReceiptTab trip={trip} receipt={data.receipt} /> : null}
      </section>
      {modal === 'cancel' ? (
        <UrlDialog title="Cancel this trip" closeTo={`${base}?tab=details`}>
          <CancelTrip cancellation={data.cancellation} failure={failure?.intent === 'cancel' ? failure : undefined} />
        </UrlDialog>
      ) : null}
      {modal === 'change' ? (
        <UrlDialog title="Change the dates" closeTo={`${base}?tab=details`}>
          <ChangeTrip
            trip={trip}
            quote={quoted}
            base={base}
            failure={failure?.intent.startsWith('change') ? failure : undefined}
          />
        </UrlDialog>
      ) : null}
      {modal === 'limo' ? (
        <UrlDialog title="Order a limo" closeTo={`${base}?tab=details`}>
          <LimoForm trip={trip} failure={failure?.intent === 'limo' ? failure : undefined} />
        </UrlDialog>
      ) : null}
    </article>
  );
}
