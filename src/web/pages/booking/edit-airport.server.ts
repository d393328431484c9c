import { redirect } from 'react-router';
import { z } from 'zod';
import type { LegView } from '../../../core/quotes/quote-view';
import { UNKNOWN_AIRPORT_MESSAGE } from '../../../core/quotes/trip';
import { changeLegAirport, type AirportEnd } from '../../../core/search/edit-search';
import { MESSAGES } from '../../../core/search/search-form';
import type { ActionArgs, LoaderArgs } from '../../context';
import { formFailure } from '../account/form-data.server';
import { todayOf } from '../../../core/search/today';
import { editableSearchOf, legOrderOf } from './edit-search.server';
import { savedSearchCookie } from './search-run.server';

export interface EditAirportData {
  legs: LegView[];
  legOrder: number;
  end: AirportEnd;
}

export interface EditAirportActionData {
  formError: string;
}

const endSchema = z.enum(['departure', 'arrival']);

/**
 * /edit-airport (spec 000 section 2). The spec's page reads the legs from the history state
 * /book-flight passes; the page still does, and this loader gives the same legs from the
 * stored search, so a reload or a link without that state works too (?leg=&end= choose).
 */
export async function loader({ request, context }: LoaderArgs): Promise<EditAirportData> {
  const { legs } = await editableSearchOf(request, context);
  const url = new URL(request.url);
  const end = endSchema.safeParse(url.searchParams.get('end'));
  return { legs, legOrder: legOrderOf(url.searchParams.get('leg'), legs), end: end.success ? end.data : 'departure' };
}

const changeSchema = z.object({
  leg: z.coerce.number().int().min(1).max(12),
  end: endSchema,
  icao: z.string().trim().max(10),
});

/**
 * Change Airport: the edited search, as a multi city trip, is saved and /searching runs it
 * (the spec's flow for a search from the form); a refused edit stays here with the message.
 */
export async function action({ request, context }: ActionArgs) {
  const { search } = await editableSearchOf(request, context);
  const form = await request.formData();
  const parsed = changeSchema.safeParse({ leg: form.get('leg'), end: form.get('end'), icao: form.get('icao') ?? '' });
  if (!parsed.success) {
    return formFailure<EditAirportActionData>(request, { formError: MESSAGES.incomplete }, 400);
  }
  const { leg, end, icao } = parsed.data;
  // A code that cannot be an airport is answered here rather than by a search that fails.
  if (icao && !/^[A-Za-z0-9]{3,4}$/.test(icao)) {
    return formFailure<EditAirportActionData>(request, { formError: UNKNOWN_AIRPORT_MESSAGE }, 400);
  }
  const result = changeLegAirport(search, { legOrder: leg, end, icao }, todayOf(context.now()));
  if (!result.ok) return formFailure<EditAirportActionData>(request, { formError: result.message }, 400);
  return redirect('/searching', { headers: { 'Set-Cookie': savedSearchCookie(request, result.options) } });
}
