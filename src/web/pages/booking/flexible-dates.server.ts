import { redirect } from 'react-router';
import { z } from 'zod';
import { AIRCRAFT_CATEGORIES } from '../../../core/aircraft-categories';
import { moveSearch } from '../../../core/flexible-dates/flexible-dates';
import type { SearchAnswer } from '../../../core/quotes/quote-view';
import type { WebContext } from '../../context';
import { formFailure } from '../account/form-data.server';
import { todayOf } from '../../../core/search/today';
import { lastSearchOf, runSearch } from './search-run.server';

/** What a refused choice of day answers (the strip shows it beside the days). */
export interface FlexibleDateFailure {
  dateError: string;
}

export const NOT_A_STRIP_DAY = 'Please choose one of the dates shown.';
export const DAY_UNAVAILABLE = 'This date cannot be booked online. Please choose another date.';

const choiceSchema = z.object({
  date: z.iso.date(NOT_A_STRIP_DAY),
  category: z.enum(AIRCRAFT_CATEGORIES),
});

/**
 * A day chosen on the flexible-dates strip (docs/decisions/038): the last search moved to that
 * day, checked by the search form's rules, is searched again, and the results open on the same
 * category. A plain form post before JavaScript, like the page's other actions.
 */
export async function chooseFlexibleDate(request: Request, context: WebContext, form: FormData, answer: SearchAnswer) {
  const parsed = choiceSchema.safeParse({ date: form.get('date'), category: form.get('category') });
  if (!parsed.success) return formFailure<FlexibleDateFailure>(request, { dateError: NOT_A_STRIP_DAY }, 400);
  const { date, category } = parsed.data;
  const day = answer.flexibleDates?.find((d) => d.date === date);
  if (!day) return formFailure<FlexibleDateFailure>(request, { dateError: NOT_A_STRIP_DAY }, 400);
  if (!day.available) return formFailure<FlexibleDateFailure>(request, { dateError: DAY_UNAVAILABLE }, 400);
  const search = lastSearchOf(request);
  if (!search) return redirect('/consumer-booking');
  const moved = moveSearch(search, day.shift, todayOf(context.now()));
  if (!moved.ok) return formFailure<FlexibleDateFailure>(request, { dateError: moved.message }, 400);
  const run = await runSearch(request, context, moved.options);
  if (!run.ok) return formFailure<FlexibleDateFailure>(request, { dateError: run.message }, run.status);
  const headers = new Headers();
  headers.append('Set-Cookie', run.cookie);
  headers.append('Set-Cookie', run.lastSearchCookie);
  return redirect(`/book-flight?category=${category}`, { headers });
}
