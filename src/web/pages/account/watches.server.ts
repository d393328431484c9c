import type { AircraftCategory } from '../../../core/aircraft-categories';
import { AIRCRAFT_CATEGORIES, CATEGORY_PROFILES } from '../../../core/aircraft-categories';
import { formatUsd } from '../../../core/money';
import { addDays } from '../../../core/search/leg-calendar';
import {
  DEFAULT_DROP_PERCENT,
  searchLabel,
  searchOfToken,
  searchToken,
  type WatchedSearch,
} from '../../../core/watches/price-watch';
import type { RouteWatch } from '../../../core/watches/watch-rules';
import type { LoaderArgs } from '../../context';
import { field } from './form-data.server';

/** A watch as the Watches tab lists it. */
export interface WatchRow {
  id: string;
  status: RouteWatch['status'];
  route: string;
  days: string;
  passengers: number;
  categories: AircraftCategory[];
  emptyLegs: boolean;
  /** "Price of KTEB to KASE, round trip, ...: $28,114.53 when watched, ..." for a price watch. */
  price: string | null;
}

/** A price watch's part of the form: the search (as a link's token), its name, category and share. */
export interface PriceFormValues {
  search: string;
  label: string;
  category: AircraftCategory;
  dropPercent: string;
  /** Ticked: watch this search's price. */
  on: boolean;
}

/**
 * The watch form's values: a new watch's, prefilled from the link that opened the tab (an
 * empty-legs filter, a search), or the watch being edited (`editId`).
 */
export interface WatchFormValues {
  editId: string | null;
  from: string;
  to: string;
  firstDay: string;
  lastDay: string;
  passengers: string;
  categories: AircraftCategory[];
  emptyLegs: boolean;
  /** Offered when the form came from a search, or edits a price watch. */
  price: PriceFormValues | null;
}

export type WatchActionData = {
  intent: 'watch-create' | 'watch-edit' | 'watch-status' | 'watch-delete';
  ok: boolean;
  message: string;
  fieldErrors: Record<string, string>;
  values: Partial<WatchFormValues>;
};

const row = (w: RouteWatch): WatchRow => ({
  id: w.id,
  status: w.status,
  route: `${w.fromLabel} to ${w.toLabel}`,
  days: w.firstDay === w.lastDay ? w.firstDay : `${w.firstDay} to ${w.lastDay}`,
  passengers: w.passengers,
  categories: w.categories,
  emptyLegs: w.emptyLegs,
  price: w.price
    ? `Price of ${searchLabel(w.price.search)}, ${CATEGORY_PROFILES[w.price.category].displayName}: ${formatUsd(w.price.watchedCents)} when watched, ${formatUsd(w.price.pricedCents)} when last priced; an alert at ${w.price.dropPercent}% lower.`
    : null,
});

const priceForm = (search: WatchedSearch, category: AircraftCategory, dropPercent: string, on: boolean) => ({
  search: searchToken(search),
  label: searchLabel(search),
  category,
  dropPercent,
  on,
});

/** A watch as the form shows it for editing: one airport by its code, an area as typed. */
const editForm = (w: RouteWatch): WatchFormValues => ({
  editId: w.id,
  from: w.fromAirports.length === 1 ? (w.fromAirports[0] ?? w.fromLabel) : w.fromLabel,
  to: w.toAirports.length === 1 ? (w.toAirports[0] ?? w.toLabel) : w.toLabel,
  firstDay: w.firstDay,
  lastDay: w.lastDay,
  passengers: String(w.passengers),
  categories: w.categories,
  emptyLegs: w.emptyLegs,
  price: w.price ? priceForm(w.price.search, w.price.category, String(w.price.dropPercent), true) : null,
});

/** The Watches tab: the customer's watches, and the form prefilled from the link's query. */
export async function watchesTabData(
  context: LoaderArgs['context'],
  userId: string,
  url: URL,
  today: string,
): Promise<{ watches: WatchRow[]; watchForm: WatchFormValues }> {
  const asked = (name: string) => url.searchParams.get(name)?.trim() ?? '';
  const category = AIRCRAFT_CATEGORIES.find((c) => c === asked('category'));
  const watches = context.watches ? await context.watches.list(userId) : [];
  const editing = watches.find((w) => w.id === asked('edit'));
  const search = searchOfToken(asked('search'));
  return {
    watches: watches.map(row),
    watchForm: editing
      ? editForm(editing)
      : {
          editId: null,
          from: asked('from'),
          to: asked('to'),
          firstDay: asked('firstDay') || today,
          lastDay: asked('lastDay') || addDays(today, 29),
          passengers: asked('passengers') || '1',
          categories: category ? [category] : [...AIRCRAFT_CATEGORIES],
          emptyLegs: true,
          // From a search's results: its price may be watched too (ticked by the customer).
          price: search && category ? priceForm(search, category, String(DEFAULT_DROP_PERCENT), false) : null,
        },
  };
}

/** The watch form's fields as the use case reads them (and as the form shows them again after a refusal). */
function watchValues(form: FormData): { request: Record<string, unknown>; values: Partial<WatchFormValues> } {
  const categories = form
    .getAll('categories')
    .filter((c): c is AircraftCategory => typeof c === 'string') as AircraftCategory[];
  const token = field(form, 'search');
  const search = searchOfToken(token);
  const priceCategory = AIRCRAFT_CATEGORIES.find((c) => c === field(form, 'priceCategory'));
  const watchPrice = form.get('watchPrice') === 'on';
  const base = {
    from: field(form, 'from'),
    to: field(form, 'to'),
    firstDay: field(form, 'firstDay'),
    lastDay: field(form, 'lastDay'),
    passengers: field(form, 'passengers'),
    categories,
    emptyLegs: form.get('emptyLegs') === 'on',
  };
  const price =
    search && priceCategory ? priceForm(search, priceCategory, field(form, 'dropPercent'), watchPrice) : null;
  return {
    request: {
      ...base,
      price: watchPrice
        ? { search: search ?? token, category: priceCategory, dropPercent: field(form, 'dropPercent') }
        : undefined,
    },
    values: { ...base, price, editId: field(form, 'watchId') || null },
  };
}

/** The Watches tab's forms: a new watch, pause or resume, delete. */
export async function watchAction(
  context: LoaderArgs['context'],
  userId: string,
  intent: WatchActionData['intent'],
  form: FormData,
): Promise<{ body: WatchActionData; status: number }> {
  const watches = context.watches;
  if (!watches) {
    return {
      body: { intent, ok: false, message: 'Route watches are not available here.', fieldErrors: {}, values: {} },
      status: 404,
    };
  }
  if (intent === 'watch-create' || intent === 'watch-edit') {
    const { request, values } = watchValues(form);
    const made =
      intent === 'watch-edit'
        ? await watches.edit(userId, field(form, 'watchId'), request)
        : await watches.create(userId, request);
    if (!made.ok) {
      return {
        body: { intent, ok: false, message: made.message, fieldErrors: made.fields ?? {}, values },
        status: made.status,
      };
    }
    const route = `${made.watch.fromLabel} to ${made.watch.toLabel}`;
    const price = made.watch.price ? ` Its price now: ${formatUsd(made.watch.price.watchedCents)}.` : '';
    return {
      body: {
        intent,
        ok: true,
        message: `${intent === 'watch-edit' ? 'Watch saved: ' : 'Watching '}${route}.${price}`,
        fieldErrors: {},
        values: {},
      },
      status: 200,
    };
  }
  const id = field(form, 'watchId');
  if (intent === 'watch-delete') {
    const deleted = await watches.delete(userId, id);
    const message = deleted ? 'Watch deleted.' : 'This watch no longer exists.';
    return { body: { intent, ok: deleted, message, fieldErrors: {}, values: {} }, status: deleted ? 200 : 404 };
  }
  const status = field(form, 'status') === 'ACTIVE' ? 'ACTIVE' : 'PAUSED';
  const changed = await watches.setStatus(userId, id, status);
  if (!changed.ok) {
    return {
      body: { intent, ok: false, message: changed.message, fieldErrors: {}, values: {} },
      status: changed.status,
    };
  }
  const message = status === 'ACTIVE' ? 'Watch resumed.' : 'Watch paused: no alerts until you resume it.';
  return { body: { intent, ok: true, message, fieldErrors: {}, values: {} }, status: 200 };
}
