import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { z } from 'zod';

/**
 * Phone numbers as a text provider needs them: E.164 (+14155550123), whatever the customer
 * typed. The "max" metadata is used because it checks the digits themselves (no US area code
 * 222, no reserved UK drama numbers), not only the length: a number that cannot exist is
 * refused on the form, where the customer can fix it, not at the carrier days later.
 */

/** Longer than anything a person types for one number, extension and all. */
const LONGEST_INPUT = 32;
const E164 = /^\+[1-9]\d{1,14}$/;
// oxlint-disable-next-line no-control-regex -- control characters (NUL included) are never part of a number
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number.';

/**
 * The number in E.164, or null when it is not one that can be texted. A number without a
 * country code is read as a number of `defaultCountry`. Letters are refused rather than read
 * as a keypad's (1-800-FLOWERS): a vanity number is not a customer's phone. An extension is
 * refused too, since a text cannot reach one.
 */
export function toE164(input: string, defaultCountry: CountryCode = 'US'): string | null {
  const cleaned = input.replace(CONTROL, '').trim();
  if (cleaned.length === 0 || cleaned.length > LONGEST_INPUT) return null;
  if (/\p{L}/u.test(cleaned)) return null;
  const parsed = parsePhoneNumberFromString(cleaned, defaultCountry);
  if (!parsed || parsed.ext || !parsed.isValid()) return null;
  return parsed.number;
}

/** True for a number already in E.164 that exists: what the SMS adapters accept as `to`. */
export function isE164(value: string): boolean {
  return E164.test(value) && toE164(value) === value;
}

/** A phone number field: whatever the customer typed, out as E.164. */
export const phoneNumberSchema = z.string().transform((input, context) => {
  const number = toE164(input);
  if (number === null) {
    context.addIssue({ code: 'custom', message: INVALID_PHONE_MESSAGE });
    return z.NEVER;
  }
  return number;
});
