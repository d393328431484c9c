import { DateTime } from 'luxon';
import { z } from 'zod';

/**
 * A passenger in the customer's address book (spec 001 sections 3 and 5). Names, date of
 * birth and phone are always required; e-mail and passport details become required when the
 * trip they join is international. Dates are calendar dates (YYYY-MM-DD), judged against
 * `today` in the customer's own calendar.
 */
export const TRAVELLER_TAGS = ['COLLEAGUE', 'FAMILY', 'FRIEND'] as const;
export type TravellerTag = (typeof TRAVELLER_TAGS)[number];
export const TRAVELLER_TAG_LABELS: Record<TravellerTag, string> = {
  COLLEAGUE: 'Business',
  FAMILY: 'Family',
  FRIEND: 'Friends',
};

export const EARLIEST_BIRTH_YEAR = 1920;
export const PASSPORT_MAX_YEARS_AHEAD = 20;
export const DEFAULT_PASSPORT_COUNTRY = 'USA';

export const LEGS_REQUIRED = 'At Least One Leg Must Be Selected.';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine((v) => DateTime.fromISO(v).isValid, 'Enter a real date');
const required = (label: string) => z.string().trim().min(1, `${label} is required`);
const phone = z
  .string()
  .trim()
  .min(1, 'Phone number is required')
  .regex(/^\+?[0-9 ()-]{7,20}$/, 'Invalid Phone Number');

export function travellerSchema(options: { today: string; international: boolean }) {
  const today = DateTime.fromISO(options.today);
  return z
    .object({
      fname: required('First name'),
      mname: z
        .string()
        .trim()
        .max(1, 'Middle initial is one letter')
        .regex(/^[A-Za-z]?$/, 'Middle initial is one letter')
        .transform((v) => v.toUpperCase())
        .default(''),
      lname: required('Last name'),
      dob: isoDate.refine((v) => {
        const date = DateTime.fromISO(v);
        return date.year >= EARLIEST_BIRTH_YEAR && date <= today;
      }, `Date of birth must be between ${EARLIEST_BIRTH_YEAR} and today`),
      phoneNumber: phone,
      email: z.union([z.literal(''), z.email('Invalid email')]).default(''),
      passportNumber: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{0,20}$/, 'Passport number is letters and digits only')
        .default(''),
      passportExpiry: z
        .union([
          z.literal(''),
          isoDate.refine((v) => {
            const date = DateTime.fromISO(v);
            return date >= today && date <= today.plus({ years: PASSPORT_MAX_YEARS_AHEAD });
          }, `Passport expiry must be between today and ${PASSPORT_MAX_YEARS_AHEAD} years from now`),
        ])
        .default(''),
      passportCountry: z
        .string()
        .trim()
        .regex(/^[A-Z]{3}$/, 'Choose the country that issued the passport')
        .default(DEFAULT_PASSPORT_COUNTRY),
      tag: z.enum(TRAVELLER_TAGS).nullable().default(null),
    })
    .superRefine((t, ctx) => {
      if (!options.international) return;
      const needed: [keyof typeof t, string][] = [
        ['email', 'Email is required for international trips'],
        ['passportNumber', 'Passport number is required for international trips'],
        ['passportExpiry', 'Passport expiry is required for international trips'],
      ];
      for (const [field, message] of needed) if (!t[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    });
}

export type Traveller = z.output<ReturnType<typeof travellerSchema>>;

export const emergencyContactSchema = z.object({
  fname: required('First name'),
  lname: required('Last name'),
  phoneNumber: phone,
});

/** Legs a passenger flies: 1-based leg numbers; at least one. */
export function legsOnBoardSchema(legCount: number) {
  return z
    .array(z.number().int().min(1).max(legCount))
    .min(1, LEGS_REQUIRED)
    .transform((legs) => [...new Set(legs)].sort((a, b) => a - b));
}
