import { data, redirect } from 'react-router';
import type { EmptyLegView } from '../../../core/empty-legs/empty-leg-price';
import { fieldErrorsOf } from '../../../core/field-errors';
import { bookEmptyLegSchema, emptyLegQuerySchema } from '../../../core/empty-legs/empty-leg-requests';
import type { ActionArgs, LoaderArgs } from '../../context';
import { loginPathFor } from '../../guards.server';
import { formFailure } from '../account/form-data.server';

/** The filter form's fields as typed, so the form shows them back. */
export interface EmptyLegFilter {
  from: string;
  to: string;
  category: string;
  passengers: string;
  page: string;
}

export interface EmptyLegsData {
  filter: EmptyLegFilter;
  /** The party the prices are for (the filter's, once valid). */
  passengers: number;
  legs: EmptyLegView[];
  /** How many legs match, over how many pages of the list, and the page shown (from 1). */
  total: number;
  page: number;
  pages: number;
  /** The filter's fields that are not valid, with their messages (the list is then empty). */
  fieldErrors: Record<string, string>;
  signedIn: boolean;
  /** False on a server without the charter backend: the list cannot be shown. */
  available: boolean;
  /**
   * The leg an alert linked to (`leg`) has been sold or flown since: the list shown is the other
   * legs of the route. Only known when the whole list fits on its first page.
   */
  booked: boolean;
}

export interface EmptyLegsActionData {
  /** The empty leg the answer is about. */
  emptyLegId: string;
  formError: string;
  fieldErrors?: Record<string, string>;
}

const FILTER_FIELDS = ['from', 'to', 'category', 'passengers', 'page'] as const;

function filterOf(url: URL): EmptyLegFilter {
  const value = (name: (typeof FILTER_FIELDS)[number]) => (url.searchParams.get(name) ?? '').slice(0, 40);
  return {
    from: value('from'),
    to: value('to'),
    category: value('category'),
    passengers: value('passengers'),
    page: value('page'),
  };
}

/**
 * /empty-legs (docs/decisions/038 and 040): the empty legs for sale, for anyone, filtered by
 * the GET form (airports, category, party), a page at a time (`page`). A filter that is not
 * valid answers 400 with the field messages beside the form, and no list.
 */
export async function loader({ request, context }: LoaderArgs) {
  const url = new URL(request.url);
  const filter = filterOf(url);
  const parsed = emptyLegQuerySchema.safeParse(filter);
  const base = { filter, signedIn: context.user !== null, available: context.emptyLegs !== null, booked: false };
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    const body: EmptyLegsData = { ...base, passengers: 1, legs: [], total: 0, page: 1, pages: 1, fieldErrors };
    return data(body, { status: 400 });
  }
  const listed = context.emptyLegs ? await context.emptyLegs.list(parsed.data, context.caller) : null;
  const body: EmptyLegsData = {
    ...base,
    passengers: parsed.data.passengers,
    legs: listed?.emptyLegs ?? [],
    total: listed?.total ?? 0,
    page: listed?.page ?? 1,
    pages: listed?.pages ?? 1,
    fieldErrors: {},
  };
  // A route watch's alert names its leg: gone from a list that is whole, it has been booked.
  const wanted = url.searchParams.get('leg');
  if (wanted && listed && listed.pages <= 1 && !listed.emptyLegs.some((leg) => leg.id === wanted)) body.booked = true;
  return body;
}

/**
 * Book this flight: a visitor signs in first and comes back to the list; a customer's choice
 * becomes the guaranteed quote and the booking draft, and the review page takes over, as for
 * any flight. A time the window does not offer or a party the aircraft cannot seat answers
 * 400 beside the leg; a leg sold or flown meanwhile, 409.
 */
export async function action({ request, context }: ActionArgs) {
  const url = new URL(request.url);
  if (!context.user) throw redirect(loginPathFor(url.pathname + url.search));
  const form = await request.formData();
  const emptyLegId = String(form.get('emptyLegId') ?? '').slice(0, 200);
  const parsed = bookEmptyLegSchema.safeParse({
    emptyLegId,
    departure: form.get('departure'),
    passengers: form.get('passengers'),
  });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    const formError = Object.values(fieldErrors)[0] ?? 'Please type all information.';
    return formFailure<EmptyLegsActionData>(request, { emptyLegId, formError, fieldErrors }, 400);
  }
  if (!context.emptyLegs)
    return formFailure<EmptyLegsActionData>(
      request,
      { emptyLegId, formError: 'Empty legs cannot be booked at the moment. Please contact us.' },
      503,
    );
  const result = await context.emptyLegs.book(parsed.data, context.caller);
  if (result.ok) return redirect(`/review-booking/${encodeURIComponent(result.bookingId)}`);
  if (result.reason === 'SIGN_IN_REQUIRED') throw redirect(loginPathFor(url.pathname + url.search));
  if (result.reason === 'NOT_AVAILABLE')
    return formFailure<EmptyLegsActionData>(request, { emptyLegId, formError: result.message }, 409);
  const field = result.reason === 'PASSENGERS' ? 'passengers' : 'departure';
  return formFailure<EmptyLegsActionData>(
    request,
    { emptyLegId, formError: result.message, fieldErrors: { [field]: result.message } },
    400,
  );
}
