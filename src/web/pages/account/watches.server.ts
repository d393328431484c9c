import type { AircraftCategory } from '../../../core/aircraft-categories';
import { AIRCRAFT_CATEGORIES } from '../../../core/aircraft-categories';
import { addDays } from '../../../core/search/leg-calendar';
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
}

/** The new-watch form's values: prefilled from the link that opened the tab (an empty-legs filter, a search). */
export interface WatchFormValues {
  from: string;
  to: string;
  firstDay: string;
  lastDay: string;
  passengers: string;
  categories: AircraftCategory[];
}

export type WatchActionData = {
  intent: 'watch-create' | 'watch-status' | 'watch-delete';
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
  return {
    watches: context.watches ? (await context.watches.list(userId)).map(row) : [],
    watchForm: {
      from: asked('from'),
      to: asked('to'),
      firstDay: asked('firstDay') || today,
      lastDay: asked('lastDay') || addDays(today, 29),
      passengers: asked('passengers') || '1',
      categories: category ? [category] : [...AIRCRAFT_CATEGORIES],
    },
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
  if (intent === 'watch-create') {
    const values = {
      from: field(form, 'from'),
      to: field(form, 'to'),
      firstDay: field(form, 'firstDay'),
      lastDay: field(form, 'lastDay'),
      passengers: field(form, 'passengers'),
      categories: form
        .getAll('categories')
        .filter((c): c is AircraftCategory => typeof c === 'string') as AircraftCategory[],
    };
    const made = await watches.create(userId, values);
    if (!made.ok) {
      return {
        body: { intent, ok: false, message: made.message, fieldErrors: made.fields ?? {}, values },
        status: made.status,
      };
    }
    return {
      body: {
        intent,
        ok: true,
        message: `Watching ${made.watch.fromLabel} to ${made.watch.toLabel}.`,
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
