/**
 * The search form's rules (spec 000 sections 4, 5 and 9), with the exact messages the form
 * toasts. Dates are calendar dates (YYYY-MM-DD) and times are HH:mm, both in the departure
 * airport's local time; `today` is the customer's calendar date.
 */
export const ROUTE_TYPES = ['ROUND_TRIP', 'ONE_WAY', 'MULTI_CITY'] as const;
export type RouteType = (typeof ROUTE_TYPES)[number];

export const MESSAGES = {
  passengers: 'Please Add Passenger count.',
  departureAirport: 'Error: Please add Departure Airport!',
  arrivalAirport: 'Error: Please add Arrival Airport!',
  sameAirport: 'Error: Departure Airport cant be same as Arrival Airport!',
  returnBeforeDeparture: 'Error: Return Date should be grater than Depart Date.',
  datesNotMatching: 'Error: Dates are not matching.',
  incomplete: 'Please type all information.',
  noAircraft: 'Based on your search criteria and availability, there are currently no aircraft in this category.',
  multiCityEnds: 'Missing information in 1st or last leg.',
  /** "Missing information in 2nd leg." for the second leg, and so on. */
  multiCityLeg: (legNumber: number) => `Missing information in ${ordinal(legNumber)} leg.`,
} as const;

export const MIN_PASSENGERS = 1;
/** Departures are at least 2 days out; earlier trips go through the concierge. */
export const DEPARTURE_LEAD_DAYS = 2;
/** A same-day return leaves at least this long after the departure (docs/decisions/006). */
export const SAME_DAY_RETURN_MARGIN_HOURS = 2;
/** The latest return time offered on the day of an evening departure. */
export const LATEST_SAME_DAY_RETURN = '21:30';

export interface LegInput {
  /** ICAO code of the chosen airport, or '' when none is chosen. */
  from: string;
  to: string;
  date: string;
  time: string;
}

export interface SearchForm {
  routeType: RouteType;
  passengers: number | null;
  petFriendly: boolean;
  /** Round trip and one way use the first leg; multi city uses every leg in order. */
  legs: LegInput[];
  returnDate: string;
  returnTime: string;
}

export type Verdict = { ok: true } | { ok: false; message: string };
const refuse = (message: string): Verdict => ({ ok: false, message });

function ordinal(n: number): string {
  const mod100 = n % 100;
  const suffix = mod100 >= 11 && mod100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/*
 * Calendar dates are ISO strings (they compare correctly as strings) with UTC arithmetic, and
 * no date library: these rules run in the browser too, where every kilobyte is paid for.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function isDate(iso: string): boolean {
  const time = ISO_DATE.test(iso) ? Date.parse(`${iso}T00:00:00Z`) : Number.NaN;
  // A day past the month's end (2026-02-30) parses to another day, or not at all.
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(iso);
}
function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const minutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The first date the calendar offers and starts on: two days from today. */
export function minDepartureDate(today: string): string {
  return isDate(today) ? addDays(today, DEPARTURE_LEAD_DAYS) : today;
}

/** A departure date may be chosen only when it is after tomorrow. */
export function departureDateAllowed(date: string, today: string): boolean {
  return isDate(date) && isDate(today) && date > addDays(today, 1);
}

/**
 * The first return date the calendar offers: after tomorrow and not before the departure
 * (so the departure date itself, for a same-day return).
 */
export function minReturnDate(departDate: string, today: string): string {
  const earliest = minDepartureDate(today);
  return isDate(departDate) && departDate > earliest ? departDate : earliest;
}

/** The earliest return time offered on a given return date, or null when that day has none. */
export function earliestReturnTime(departDate: string, departTime: string, returnDate: string): string | null {
  if (returnDate !== departDate) return '00:00';
  const earliest = minutes(departTime) + SAME_DAY_RETURN_MARGIN_HOURS * 60;
  if (earliest > minutes(LATEST_SAME_DAY_RETURN)) return null;
  return `${String(Math.floor(earliest / 60)).padStart(2, '0')}:${String(earliest % 60).padStart(2, '0')}`;
}

/** The latest return time offered: 21:30 on the day of the departure, midnight otherwise. */
export function latestReturnTime(departDate: string, returnDate: string): string {
  return returnDate === departDate ? LATEST_SAME_DAY_RETURN : '23:59';
}

export function validateSearch(form: SearchForm, today: string): Verdict {
  if (!form.passengers || form.passengers < MIN_PASSENGERS) return refuse(MESSAGES.passengers);
  return form.routeType === 'MULTI_CITY' ? validateMultiCity(form, today) : validateSimple(form, today);
}

function validateSimple(form: SearchForm, today: string): Verdict {
  const leg = form.legs[0];
  if (!leg?.from) return refuse(MESSAGES.departureAirport);
  if (!leg.to) return refuse(MESSAGES.arrivalAirport);
  if (leg.from === leg.to) return refuse(MESSAGES.sameAirport);
  if (!leg.date || !leg.time || !departureDateAllowed(leg.date, today)) return refuse(MESSAGES.incomplete);
  if (form.routeType === 'ONE_WAY') return { ok: true };

  if (!isDate(form.returnDate) || !form.returnTime) return refuse(MESSAGES.incomplete);
  if (form.returnDate < leg.date) return refuse(MESSAGES.returnBeforeDeparture);
  if (form.returnDate === leg.date) {
    const earliest = earliestReturnTime(leg.date, leg.time, form.returnDate);
    const tooEarly = earliest === null || minutes(form.returnTime) < minutes(earliest);
    if (tooEarly || minutes(form.returnTime) > minutes(LATEST_SAME_DAY_RETURN))
      return refuse(MESSAGES.datesNotMatching);
  }
  return { ok: true };
}

function validateMultiCity(form: SearchForm, today: string): Verdict {
  const first = form.legs[0];
  const last = form.legs[form.legs.length - 1];
  const complete = (leg: LegInput | undefined) => Boolean(leg?.from && leg.to && leg.date && leg.time);
  if (form.legs.length < 2 || !complete(first) || !complete(last)) return refuse(MESSAGES.multiCityEnds);
  for (let i = 1; i < form.legs.length - 1; i++) {
    if (!complete(form.legs[i])) return refuse(MESSAGES.multiCityLeg(i + 1));
  }
  let previous: LegInput | undefined;
  for (const leg of form.legs) {
    if (leg.from === leg.to) return refuse(MESSAGES.sameAirport);
    if (!departureDateAllowed(leg.date, today)) return refuse(MESSAGES.incomplete);
    if (previous && `${leg.date}T${leg.time}` <= `${previous.date}T${previous.time}`)
      return refuse(MESSAGES.datesNotMatching);
    previous = leg;
  }
  return { ok: true };
}

/**
 * The search options the engine receives (spec 000 section 3): travelCities in order with
 * "YYYY-MM-DD HH:mm" times; a round trip is one travel city with a return time.
 */
export interface SearchOptions {
  routeType: RouteType;
  travelCities: {
    origin: string;
    destination: string;
    departureTime: string;
    returnTime: string | null;
    order: string;
  }[];
  flyShare: false;
  passengers: number;
  petFriendly: boolean;
  sessionId: string | null;
}

export function toSearchOptions(form: SearchForm, sessionId: string | null): SearchOptions {
  const legs = form.routeType === 'MULTI_CITY' ? form.legs : form.legs.slice(0, 1);
  return {
    routeType: form.routeType,
    travelCities: legs.map((leg, i) => ({
      origin: leg.from,
      destination: leg.to,
      departureTime: `${leg.date} ${leg.time}`,
      returnTime: form.routeType === 'ROUND_TRIP' ? `${form.returnDate} ${form.returnTime}` : null,
      order: String(i),
    })),
    flyShare: false,
    passengers: form.passengers ?? MIN_PASSENGERS,
    petFriendly: form.petFriendly,
    sessionId,
  };
}
