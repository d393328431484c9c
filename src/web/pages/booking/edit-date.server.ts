import { redirect } from 'react-router';
import { z } from 'zod';
import type { LegView } from '../../../core/quotes/quote-view';
import { changeLegDate, legsOf } from '../../../core/search/edit-search';
import { legMinDate } from '../../../core/search/leg-calendar';
import { MESSAGES } from '../../../core/search/search-form';
import type { ActionArgs, LoaderArgs } from '../../context';
import { formFailure } from '../account/form-data.server';
import { todayOf } from '../../../core/search/today';
import { editableSearchOf, legOrderOf } from './edit-search.server';
import { savedSearchCookie } from './search-run.server';

export interface EditDateData {
  legs: LegView[];
  legOrder: number;
  /** The leg's date (YYYY-MM-DD) and time (HH:mm) as searched, local to its departure airport. */
  date: string;
  time: string;
  /** The first date its calendar offers. */
  minDate: string;
}

export interface EditDateActionData {
  formError: string;
}

/**
 * /edit-date?leg=n: the page behind a leg card's EDIT DATE. With scripts the results page
 * opens the same form in a dialog and posts here; this page is what works without them.
 */
export async function loader({ request, context }: LoaderArgs): Promise<EditDateData> {
  const { search, legs } = await editableSearchOf(request, context);
  const legOrder = legOrderOf(new URL(request.url).searchParams.get('leg'), legs);
  const searched = legsOf(search);
  const leg = searched[legOrder - 1];
  return {
    legs,
    legOrder,
    date: leg?.date ?? '',
    time: leg?.time ?? '',
    minDate: legMinDate(searched, legOrder, todayOf(context.now())),
  };
}

const changeSchema = z.object({
  leg: z.coerce.number().int().min(1).max(12),
  date: z.string().trim().max(10),
  time: z.string().trim().max(5),
});

/**
 * Change Date: the search form's date rules and messages apply to the edited trip (the
 * departure lead time, a return not before the departure, the same-day margin and 21:30 cap,
 * legs in order); an accepted edit is saved and /searching runs it.
 */
export async function action({ request, context }: ActionArgs) {
  const { search } = await editableSearchOf(request, context);
  const form = await request.formData();
  const parsed = changeSchema.safeParse({
    leg: form.get('leg'),
    date: form.get('date') ?? '',
    time: form.get('time') ?? '',
  });
  if (!parsed.success) return formFailure<EditDateActionData>(request, { formError: MESSAGES.incomplete }, 400);
  const { leg, date, time } = parsed.data;
  const result = changeLegDate(search, { legOrder: leg, date, time }, todayOf(context.now()));
  if (!result.ok) return formFailure<EditDateActionData>(request, { formError: result.message }, 400);
  return redirect('/searching', { headers: { 'Set-Cookie': savedSearchCookie(request, result.options) } });
}
