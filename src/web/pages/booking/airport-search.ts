/** The autocomplete asks for suggestions above 2 characters (spec 000 section 9). */
export const AIRPORT_QUERY_MIN_LENGTH = 3;
/** Longer text that finds nothing is left alone: the customer is likely still typing a name. */
const NO_RESULT_MAX_LENGTH = 9;

export const NO_AIRPORT_MESSAGE =
  'The airport you are searching appears to be unavailable at this time. Please contact us for assistance. Thank you.';

export interface AirportOption {
  icaoCode: string;
  airportName: string;
  city: string;
  country: string;
}

export function shouldQueryAirports(text: string): boolean {
  return text.trim().length >= AIRPORT_QUERY_MIN_LENGTH;
}

/** Whether an empty answer shows the no-result message: for 3 to 9 characters only. */
export function showsNoAirportMessage(text: string): boolean {
  const length = text.trim().length;
  return length >= AIRPORT_QUERY_MIN_LENGTH && length <= NO_RESULT_MAX_LENGTH;
}

/** The option a key press moves to, wrapping at both ends; -1 is "none active". */
export function nextActiveIndex(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

/** How a chosen airport reads in the input: "KTEB - Teterboro Airport, Teterboro". */
export function airportLabel(option: AirportOption): string {
  return `${option.icaoCode} - ${option.airportName}, ${option.city}`;
}
