import { data, redirect } from 'react-router';
import type { LoaderArgs } from '../../context';
import { requireUser } from '../../guards.server';
import { savedSearchCookie } from '../booking/search-run.server';

export interface WatchedPriceData {
  message: string;
}

/** What the page says when the link's watch is gone, not this customer's, or watches no price. */
export const WATCH_GONE = 'This watch no longer exists, or no longer watches a price.';

/**
 * /watched-price/:id, the link of a price alert (docs/decisions/048): the watch's search is run
 * again for its customer, as a search saved before sign-in is (/searching), and its results
 * open on the watched category, bookable at the price they show. Signed out, the customer
 * signs in first and comes back here.
 */
export async function loader({ request, context, params }: LoaderArgs) {
  const user = requireUser(context, request);
  const watch = context.watches ? (await context.watches.list(user.id)).find((w) => w.id === params.id) : undefined;
  if (!watch?.price) return data<WatchedPriceData>({ message: WATCH_GONE }, { status: 404 });
  const search = { ...watch.price.search, passengers: watch.passengers, petFriendly: false };
  return redirect(`/searching?category=${watch.price.category}`, {
    headers: { 'Set-Cookie': savedSearchCookie(request, search) },
  });
}
