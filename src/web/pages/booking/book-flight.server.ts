import { redirect } from 'react-router';
import { z } from 'zod';
import { AIRCRAFT_CATEGORIES, type AircraftCategory } from '../../../core/aircraft-categories';
import { peakWindowOf, tripTouchesPeak } from '../../../core/notices/peak-travel';
import type {
  AddonGroupView,
  AddonView,
  AircraftOption,
  LegView,
  PriceBreakup,
  SearchAnswer,
} from '../../../core/quotes/quote-view';
import { MESSAGES } from '../../../core/search/search-form';
import type { ActionArgs, LoaderArgs } from '../../context';
import { formFailure } from '../account/form-data.server';
import { chooseFlexibleDate } from './flexible-dates.server';
import { LAST_SEARCH_COOKIE, SEARCH_ID_COOKIE, cookieValueOf, searchOfCookieValue } from './search-run.server';
import { keepRecent } from '../../../core/recent-map';
import { searchToken } from '../../../core/watches/price-watch';
import type { TripShape } from './flexible-date-strip';

/** Departures this far away are booked through the concierge only (spec 000 section 9). */
export const CONCIERGE_ONLY_DAYS = 45;

/** What the results page shows of an add-on: its description, logo and link are for the review page. */
export type ResultsAddon = Pick<AddonView, 'addOnId' | 'displayName' | 'price' | 'selected' | 'addonAction'>;

/**
 * What the results page reads of a category's first aircraft: the option without the parts
 * only the review page reads (the add-ons' descriptions, logos and links, the booking id, the
 * average price, the rewards). It all goes into the page again for hydration.
 */
export type ResultsOption = Omit<
  AircraftOption,
  'addonResponse' | 'bookingId' | 'abonePriceBreakup' | 'priceBreakup'
> & {
  priceBreakup: Omit<PriceBreakup, 'rewardsInfo'>;
  addonResponse: (Omit<AddonGroupView, 'addonList'> & { addonList: ResultsAddon[] })[];
};

/** A tab of the results: a category with an aircraft for this search, in display order. */
export type ResultsTab = Pick<AircraftOption, 'aircraftCategory' | 'displayName'>;

/** What the heading and the watch link read of the trip: the same whatever the category. */
export interface ResultsRoute {
  /** The first departure airport's code. */
  from: string;
  /** The destination's code: a round trip's is where it turns back, not the home airport. */
  to: string;
  /** The first departure's day, yyyy-MM-dd (null if its moment did not read as one). */
  departs: string | null;
  shape: TripShape;
}

export interface BookFlightData {
  answer: Omit<SearchAnswer, 'data'>;
  tabs: ResultsTab[];
  category: AircraftCategory;
  /**
   * The chosen tab's first aircraft, or null when the category has none. A tab is a
   * navigation (?category=), which loads its own: the page carries one category's aircraft.
   */
  option: ResultsOption | null;
  route: ResultsRoute | null;
  /** The first departure is 45 or more days away: the concierge panel replaces Book Now. */
  conciergeOnly: boolean;
  /** The booking-screen peak message when the trip touches the peak window, else null. */
  peakAlert: string | null;
  /** This search as a watch link's token and its party, so its price can be watched (decision 048). */
  watch: { search: string; passengers: number } | null;
}

export interface BookFlightActionData {
  formError?: string;
  /** The re-priced selection after an add-on toggle. */
  category?: AircraftCategory;
  addonIds?: string[];
  priceBreakup?: PriceBreakup;
  /** A day of the flexible-dates strip that could not be chosen, and why. */
  dateError?: string;
}

const categorySchema = z.enum(AIRCRAFT_CATEGORIES);

function searchIdOf(request: Request): string | null {
  const value = cookieValueOf(request, SEARCH_ID_COOKIE);
  return value ? decodeURIComponent(value) : null;
}

async function answerOf(request: Request, context: LoaderArgs['context']): Promise<SearchAnswer | null> {
  const searchId = searchIdOf(request);
  if (!searchId || !context.flightSearch) return null;
  return context.flightSearch.resultsOf(searchId, context.caller);
}

/** The tab: ?category= when valid, else the preferred category, else TURBO_PROP (spec 000 section 4). */
function categoryOf(value: string | null, answer: SearchAnswer): AircraftCategory {
  // Most views ask for no tab: zod is not asked to fail (and describe why) for a value not given.
  const asked = value === null ? null : categorySchema.safeParse(value);
  return asked?.success ? asked.data : (answer.preferredCategory ?? 'TURBO_PROP');
}

const DAY_MS = 86_400_000;
const LEG_MOMENT = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})/;

/** A leg's "dd-MM-yyyy HH:mm:ss" as the calendar day "yyyy-MM-dd", or null. */
export function legDay(moment: string): string | null {
  const [, dd, mm, yyyy] = LEG_MOMENT.exec(moment) ?? [];
  return dd && mm && yyyy ? `${yyyy}-${mm}-${dd}` : null;
}

/**
 * A leg's local departure read as UTC, in ms, or NaN: only for "how many days away", where the
 * few hours between the airport's zone and UTC do not matter (and a date library per request
 * costs more than the whole loader).
 */
function legTime(moment: string): number {
  const [, dd, mm, yyyy, hh, min] = LEG_MOMENT.exec(moment) ?? [];
  return Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), Number(hh), Number(min));
}

/** Each category's first aircraft, in the order the tabs show them. */
function firstOptions(data: SearchAnswer['data']): AircraftOption[] {
  return AIRCRAFT_CATEGORIES.map((category) => data[category][0])
    .filter((option): option is AircraftOption => option !== undefined)
    .sort((a, b) => a.displayOrder - b.displayOrder);
}

/** The heading's airports, the first day and the trip's shape, from one aircraft's legs. */
export function routeOf(legs: LegView[]): ResultsRoute | null {
  const first = legs[0];
  if (!first) return null;
  // A round trip's heading names its destination, not the home airport it returns to.
  const roundTrip = legs.length === 2 && legs[1]?.arrivalAirport.icaoCode === first.departureAirport.icaoCode;
  const last = roundTrip ? first : (legs.at(-1) ?? first);
  return {
    from: first.departureAirport.icaoCode,
    to: last.arrivalAirport.icaoCode,
    departs: legDay(first.departureDateTime),
    shape: roundTrip ? 'ROUND_TRIP' : legs.length > 1 ? 'MULTI_CITY' : 'ONE_WAY',
  };
}

function resultsOption(option: AircraftOption): ResultsOption {
  const { addonResponse, bookingId: _booking, abonePriceBreakup: _average, priceBreakup, ...rest } = option;
  const { rewardsInfo: _rewards, ...prices } = priceBreakup;
  return {
    ...rest,
    priceBreakup: prices,
    addonResponse: addonResponse.map((group) => ({
      header: group.header,
      addonList: group.addonList.map(({ addOnId, displayName, price, selected, addonAction }) => ({
        addOnId,
        displayName,
        price,
        selected,
        addonAction,
      })),
    })),
  };
}

/**
 * The watch link's search for each last-search cookie read lately. This loader runs on every
 * view of the results and again after every add-on toggle or day chosen, with the same cookie,
 * and reading it (base64, JSON, its schema, then a token again) cost some 65 µs each time in
 * the server under load (decision 064): a fifth of the loader.
 */
const watchByCookie = new Map<string, BookFlightData['watch']>();
const WATCHES_KEPT = 1_000;

function watchOf(request: Request): BookFlightData['watch'] {
  const cookie = cookieValueOf(request, LAST_SEARCH_COOKIE);
  if (!cookie) return null;
  let watch = watchByCookie.get(cookie);
  if (watch === undefined) {
    const last = searchOfCookieValue(cookie);
    watch = last ? { search: searchToken(last), passengers: last.passengers } : null;
    keepRecent(watchByCookie, cookie, watch, WATCHES_KEPT);
  }
  return watch;
}

export async function loader({ request, context }: LoaderArgs) {
  const answer = await answerOf(request, context);
  if (!answer) return redirect('/consumer-booking');
  const category = categoryOf(new URL(request.url).searchParams.get('category'), answer);
  const firsts = firstOptions(answer.data);
  const legs = firsts[0]?.itinerary.legs ?? [];
  const departs = legs[0] ? legTime(legs[0].departureDateTime) : Number.NaN;
  const daysAway = Number.isNaN(departs) ? 0 : (departs - context.now().getTime()) / DAY_MS;
  // Every leg's departure day counts: a round trip's second leg is its return (spec 000 §4).
  const peak = tripTouchesPeak(
    peakWindowOf(context.peakTravel, context.now()),
    legs.map((leg) => legDay(leg.departureDateTime)),
  );
  const { data, ...rest } = answer;
  const chosen = data[category][0];
  const body: BookFlightData = {
    answer: rest,
    tabs: firsts.map(({ aircraftCategory, displayName }) => ({ aircraftCategory, displayName })),
    category,
    option: chosen ? resultsOption(chosen) : null,
    route: routeOf(legs),
    conciergeOnly: daysAway >= CONCIERGE_ONLY_DAYS,
    peakAlert: peak ? context.peakTravel.bookingMessage : null,
    watch: watchOf(request),
  };
  return body;
}

const actionSchema = z.object({
  intent: z.enum(['price', 'book']),
  category: categorySchema,
  addonIds: z.array(z.string().max(100)).max(50),
});

/**
 * An add-on toggle ("price") re-prices the tab's first aircraft with the chosen add-ons; Book
 * Now ("book") does the same, which creates the booking draft, and goes on to review it. A day
 * of the flexible-dates strip ("date") searches that day.
 */
export async function action({ request, context }: ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'date') {
    const answer = await answerOf(request, context);
    if (!answer) return redirect('/consumer-booking');
    return chooseFlexibleDate(request, context, form, answer);
  }
  const parsed = actionSchema.safeParse({
    intent: form.get('intent'),
    category: form.get('category'),
    addonIds: form.getAll('addonIds').filter((v) => typeof v === 'string'),
  });
  if (!parsed.success)
    return formFailure<BookFlightActionData>(request, { formError: 'Please type all information.' }, 400);
  const answer = await answerOf(request, context);
  if (!answer || !context.flightSearch) return redirect('/consumer-booking');
  const { intent, category, addonIds } = parsed.data;
  const option = answer.data[category][0];
  if (!option?.aboneSearchId)
    return formFailure<BookFlightActionData>(
      request,
      {
        formError: MESSAGES.noAircraft,
      },
      409,
    );
  const result = await context.flightSearch.updateAddons(
    {
      aboneSearchId: option.aboneSearchId,
      bookingId: '',
      sessionId: null,
      addonIds,
      useRewards: false,
      legDataList: option.itinerary.legs,
    },
    context.caller,
  );
  if (!result.ok) return formFailure<BookFlightActionData>(request, { formError: result.message, category }, 409);
  if (intent === 'book') return redirect(`/review-booking/${encodeURIComponent(result.answer.bookingId)}`);
  const body: BookFlightActionData = { category, addonIds, priceBreakup: result.answer.priceBreakup };
  return body;
}
