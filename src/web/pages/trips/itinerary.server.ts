import { data } from 'react-router';
import { bookingIdSchema } from '../../../core/itinerary/itinerary';
import { itineraryView, type ItineraryView } from '../../../core/itinerary/itinerary-view';
import type { LoaderArgs } from '../../context';
import type { DataError } from '../../data-protocol';

export interface ItineraryPageData {
  view: ItineraryView;
}

/**
 * The booking's itinerary for the signed-in customer (support staff: any booking, audited).
 * Another customer's booking answers 404 exactly like an unknown id.
 */
export async function loader({ params, context }: LoaderArgs): Promise<ItineraryPageData> {
  const id = bookingIdSchema.safeParse(params.id);
  const itinerary =
    id.success && context.itineraries && context.caller.kind === 'customer'
      ? await context.itineraries.read(id.data, context.caller, 'itinerary.page', context.requestId)
      : null;
  if (!itinerary) throw data({ message: 'We could not find that page.' } satisfies DataError, { status: 404 });
  return { view: itineraryView(itinerary) };
}
