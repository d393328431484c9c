import { DateTime } from 'luxon';
import { ROUTE_TYPES, type LegInput, type RouteType, type SearchForm } from '../../../core/search/search-form';
import { PEAK_TRAVEL_ZONE } from '../../../core/notices/peak-travel';

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const texts = (form: FormData, name: string): string[] =>
  form.getAll(name).map((value) => (typeof value === 'string' ? value.trim() : ''));

/** An ICAO code as chosen by the autocomplete, or typed by hand before JavaScript runs. */
const icao = (value: string) => value.toUpperCase();

/**
 * Reads the search form as posted. Legs come as parallel repeated fields (from, to, date,
 * time), so the same form works with and without JavaScript; a missing or malformed value
 * becomes '' or null and the search rules answer it with their own message.
 */
export function readSearchForm(form: FormData): SearchForm {
  const routeTypeText = text(form, 'routeType');
  const routeType: RouteType = (ROUTE_TYPES as readonly string[]).includes(routeTypeText)
    ? (routeTypeText as RouteType)
    : 'ROUND_TRIP';
  const from = texts(form, 'from');
  const to = texts(form, 'to');
  const dates = texts(form, 'date');
  const times = texts(form, 'time');
  const count = routeType === 'MULTI_CITY' ? Math.max(from.length, 1) : 1;
  const legs: LegInput[] = Array.from({ length: count }, (_, i) => ({
    from: icao(from[i] ?? ''),
    to: icao(to[i] ?? ''),
    date: dates[i] ?? '',
    time: times[i] ?? '',
  }));
  const passengersText = text(form, 'passengers');
  const passengers = /^\d{1,3}$/.test(passengersText) ? Number(passengersText) : null;
  return {
    routeType,
    passengers,
    petFriendly: form.get('petFriendly') === 'on' || form.get('petFriendly') === 'true',
    legs,
    returnDate: routeType === 'ROUND_TRIP' ? text(form, 'returnDate') : '',
    returnTime: routeType === 'ROUND_TRIP' ? text(form, 'returnTime') : '',
  };
}

/** The customer's calendar date, reckoned where most of our flying is (US Eastern). */
export function todayOf(now: Date): string {
  return DateTime.fromJSDate(now).setZone(PEAK_TRAVEL_ZONE).toISODate() ?? now.toISOString().slice(0, 10);
}
