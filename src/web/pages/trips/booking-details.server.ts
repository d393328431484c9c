import { data, redirect } from 'react-router';
import type { Receipt } from '../../../../ports/charter/booking-payments';
import type {
  EmergencyContactView,
  LimoInput,
  LimoPlaceInput,
  TravellerView,
  TripView,
} from '../../../../ports/charter/trips';
import { LIMO_FAILED, LIMO_SUBMITTED } from '../../../core/limo/limo-request';
import type { WireTransferDetails } from '../../../core/payments/wire-transfer';
import type { ActionArgs, LoaderArgs } from '../../context';
import type { DataError } from '../../data-protocol';
import { requireUser } from '../../guards.server';
import { field, formFailure } from '../account/form-data.server';
import { cancellationOf, changeAction, isChangeIntent, type CancellationView } from './booking-details-changes.server';

export const DETAIL_TABS = ['details', 'passengers', 'receipt'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];
export const MODALS = ['add-passenger', 'contacts', 'legs', 'emergency', 'limo', 'cancel', 'change'] as const;
export type DetailModal = (typeof MODALS)[number];

/** What a successful change says, by the `saved` key it redirects with. */
export const SAVED_MESSAGES = {
  'passenger-added': 'Passenger added.',
  legs: 'Legs on board saved.',
  lead: 'Lead passenger saved.',
  removed: 'Passenger removed.',
  emergency: 'Emergency contact saved.',
  limo: LIMO_SUBMITTED,
  cancelled: 'Your trip is cancelled. We have e-mailed you what is refunded.',
  changed: "Your trip's new dates are booked. We have e-mailed you the details.",
} as const;
export type SavedKey = keyof typeof SAVED_MESSAGES;

export interface BookingDetailsData {
  trip: TripView;
  /** Where a held booking's balance may be wired (configuration). */
  wireTransfer: WireTransferDetails;
  tab: DetailTab;
  modal: DetailModal | null;
  /** The passenger the legs modal is about. */
  travellerId: string | null;
  /** Address-book travellers not on this trip yet (Add from contacts). */
  contacts: TravellerView[];
  emergencyContact: EmergencyContactView;
  saved: SavedKey | null;
  /** The Receipt tab: payment/receipt (what was paid and how); null when it cannot be had. */
  receipt: Receipt | null;
  /** The cancel dialog: the refund the terms give now, or why the trip cannot be cancelled. */
  cancellation: CancellationView | null;
  /** Today's date (YYYY-MM-DD) and local minute, for the date inputs' limits. */
  today: string;
  nowMinute: string;
}

export interface BookingDetailsActionData {
  intent: string;
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

const NOT_FOUND: DataError = { message: 'We could not find this trip.' };

export async function loader({ context, request, params }: LoaderArgs): Promise<BookingDetailsData> {
  requireUser(context, request);
  const bookingId = params.id ?? '';
  const trip = await context.trips.trip(bookingId, context.caller);
  // Someone else's booking, or none: 404, the same answer the API gives (nothing is revealed).
  if (!trip) throw data(NOT_FOUND, { status: 404 });
  const url = new URL(request.url);
  const tab = DETAIL_TABS.find((t) => t === url.searchParams.get('tab')) ?? 'details';
  const modal = MODALS.find((m) => m === url.searchParams.get('modal')) ?? null;
  const [travellers, emergency, receipt, cancellation] = await Promise.all([
    context.trips.travellers(context.caller),
    context.trips.emergencyContact(bookingId, context.caller),
    tab === 'receipt' && context.bookingPayments
      ? context.bookingPayments.receipt(context.caller, bookingId)
      : Promise.resolve(null),
    modal === 'cancel' ? cancellationOf(context, bookingId) : Promise.resolve(null),
  ]);
  const onTrip = new Set(trip.travellers.map((t) => t.id));
  const saved = url.searchParams.get('saved');
  const now = context.now();
  return {
    trip,
    wireTransfer: context.wireTransfer,
    tab,
    modal,
    travellerId: url.searchParams.get('traveller'),
    contacts: travellers.filter((t) => !onTrip.has(t.id)),
    emergencyContact: emergency.ok ? emergency.value : { fname: '', lname: '', phoneNumber: '' },
    saved: saved && saved in SAVED_MESSAGES ? (saved as SavedKey) : null,
    receipt: receipt?.ok ? receipt.answer : null,
    cancellation,
    today: now.toISOString().slice(0, 10),
    nowMinute: now.toISOString().slice(0, 16),
  };
}

const TRAVELLER_FIELDS = [
  'fname',
  'mname',
  'lname',
  'dob',
  'phoneNumber',
  'email',
  'passportNumber',
  'passportExpiry',
  'passportCountry',
  'tag',
] as const;

/**
 * Every change on the page is one form post with an `intent`; it works before hydration. A
 * success redirects back to the tab with `saved` (toasted there); a refusal answers the page
 * with its message and field errors, the modal still open.
 */
export async function action({ context, request, params }: ActionArgs) {
  requireUser(context, request);
  const bookingId = params.id ?? '';
  const form = await request.formData();
  const intent = field(form, 'intent');
  const travellerId = field(form, 'travellerId');
  const caller = context.caller;
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value;
  const done = (tab: DetailTab, saved: SavedKey) =>
    redirect(`/booking-details/${encodeURIComponent(bookingId)}?tab=${tab}&saved=${saved}`);
  const fail = (result: { reason: string; message: string; fieldErrors: Record<string, string> }, message?: string) => {
    if (result.reason === 'NOT_FOUND' && result.message === NOT_FOUND.message) throw data(NOT_FOUND, { status: 404 });
    const body: BookingDetailsActionData = {
      intent,
      ok: false,
      message: message ?? result.message,
      fieldErrors: result.fieldErrors,
      values,
    };
    return formFailure(request, body, result.reason === 'NOT_FOUND' ? 404 : result.reason === 'REFUSED' ? 409 : 400);
  };

  if (isChangeIntent(intent)) {
    const trip = await context.trips.trip(bookingId, caller);
    if (!trip) throw data(NOT_FOUND, { status: 404 });
    const outcome = await changeAction(intent, form, context, trip);
    if (outcome.kind === 'done') return done('details', outcome.saved);
    return outcome.kind === 'data' ? outcome.body : fail(outcome.failure);
  }

  switch (intent) {
    case 'add-passenger': {
      const input = Object.fromEntries(TRAVELLER_FIELDS.map((name) => [name, field(form, name)]));
      const added = await context.trips.addTraveller(
        {
          fname: input.fname ?? '',
          lname: input.lname ?? '',
          dob: input.dob ?? '',
          phoneNumber: input.phoneNumber ?? '',
          mname: input.mname,
          email: input.email,
          passportNumber: input.passportNumber,
          passportExpiry: input.passportExpiry,
          passportCountry: input.passportCountry,
          tag: input.tag || null,
          bookingId,
        },
        caller,
      );
      if (!added.ok) return fail(added);
      const assigned = await context.trips.assignTraveller({ travellerId: added.value.id, bookingId }, caller);
      return assigned.ok ? done('passengers', 'passenger-added') : fail(assigned);
    }
    case 'assign': {
      const assigned = await context.trips.assignTraveller({ travellerId, bookingId }, caller);
      return assigned.ok ? done('passengers', 'passenger-added') : fail(assigned);
    }
    case 'legs': {
      const legIds = form
        .getAll('legIds')
        .map((v) => Number(v))
        .filter((n) => Number.isInteger(n));
      const changed = await context.trips.changeTravellerLegs({ legIds, travellerId, bookingId }, caller);
      return changed.ok ? done('passengers', 'legs') : fail(changed);
    }
    case 'lead': {
      const lead = await context.trips.setLeadPassenger({ travellerId, bookingId, lead: true }, caller);
      return lead.ok ? done('passengers', 'lead') : fail(lead);
    }
    case 'remove': {
      const removed = await context.trips.removePassenger({ bookingId, travellerId }, caller);
      return removed.ok ? done('passengers', 'removed') : fail(removed);
    }
    case 'emergency': {
      const saved = await context.trips.setEmergencyContact(
        {
          bookingId,
          fname: field(form, 'fname'),
          lname: field(form, 'lname'),
          phoneNumber: field(form, 'phoneNumber'),
        },
        caller,
      );
      return saved.ok ? done('passengers', 'emergency') : fail(saved);
    }
    case 'limo': {
      const submitted = await context.trips.submitLimo(limoInputOf(form, bookingId), caller);
      return submitted.ok ? done('details', 'limo') : fail(submitted, LIMO_FAILED);
    }
    default:
      return fail({ reason: 'INVALID', message: 'Unknown request.', fieldErrors: {} });
  }
}

/** The limo form's flat fields ("pickupLocation.city", "stopsList.0.address") as the call's shape. */
function limoInputOf(form: FormData, bookingId: string): LimoInput {
  const place = (prefix: string): LimoPlaceInput => ({
    address: field(form, `${prefix}.address`),
    city: field(form, `${prefix}.city`),
    state: field(form, `${prefix}.state`),
    zipcode: field(form, `${prefix}.zipcode`),
    time: field(form, `${prefix}.time`),
  });
  const stopCount = Math.min(5, Math.max(0, Number(field(form, 'stopCount')) || 0));
  return {
    bookingId,
    generalInfo: {
      firstName: field(form, 'generalInfo.firstName'),
      lastName: field(form, 'generalInfo.lastName'),
      phone: field(form, 'generalInfo.phone'),
      email: field(form, 'generalInfo.email'),
      vehicleType: field(form, 'generalInfo.vehicleType'),
      luggageCount: field(form, 'generalInfo.luggageCount'),
    },
    pickupLocation: place('pickupLocation'),
    dropOffLocation: place('dropOffLocation'),
    stopsList: Array.from({ length: stopCount }, (_, i) => place(`stopsList.${i}`)),
    driverNotes: field(form, 'driverNotes'),
  };
}
