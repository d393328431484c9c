import { redirect } from 'react-router';
import type { SavedSearch } from '../../../core/search/edit-search';
import type { LegView } from '../../../core/quotes/quote-view';
import type { LoaderArgs } from '../../context';
import { SEARCH_ID_COOKIE, cookieValueOf, lastSearchOf } from './search-run.server';

export interface EditableSearch {
  search: SavedSearch;
  /** The legs as the results show them (names, times), legOrder 1 first. */
  legs: LegView[];
}

/**
 * The search the edit pages change: the last search's options and its results' legs. Without
 * both (no search yet, or its quote expired) there is nothing to edit, and the spec sends the
 * customer back to the search form.
 */
export async function editableSearchOf(request: Request, context: LoaderArgs['context']): Promise<EditableSearch> {
  const search = lastSearchOf(request);
  const searchId = cookieValueOf(request, SEARCH_ID_COOKIE);
  const answer =
    search && searchId && context.flightSearch
      ? await context.flightSearch.resultsOf(decodeURIComponent(searchId), context.caller)
      : null;
  const legs = answer
    ? Object.values(answer.data)
        .flat()
        .find((option) => option.itinerary.legs.length > 0)
    : undefined;
  if (!search || !legs) throw redirect('/consumer-booking');
  return { search, legs: legs.itinerary.legs };
}

/** The leg a page was asked about (?leg=, 1-based), or the first. */
export function legOrderOf(value: string | null, legs: readonly LegView[]): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= legs.length ? n : 1;
}
