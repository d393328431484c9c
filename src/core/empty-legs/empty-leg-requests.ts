import { z } from 'zod';
import { AIRCRAFT_CATEGORIES } from '../aircraft-categories';
import { MESSAGES } from '../search/search-form';

/**
 * What may be asked of the empty legs, from the page's filter form and booking form and from
 * the REST API alike (docs/decisions/038): one schema each, so both answer bad input with the
 * same field messages. An empty form field means "any".
 */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

const airport = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,4}$/, 'Please choose an airport by its code, such as KTEB.')
    .optional(),
);

/** A party as the search form counts it (spec 000: at least one passenger). */
const party = z.coerce
  .number({ message: MESSAGES.passengers })
  .int(MESSAGES.passengers)
  .min(1, MESSAGES.passengers)
  .max(99, 'Please choose at most 99 passengers.');

export const emptyLegQuerySchema = z.object({
  from: airport,
  to: airport,
  category: z.preprocess(
    blank,
    z.enum(AIRCRAFT_CATEGORIES, { message: 'Please choose an aircraft category.' }).optional(),
  ),
  passengers: z.preprocess(blank, party.default(1)),
  page: z.preprocess(
    blank,
    z.coerce
      .number({ message: 'Please choose a page number.' })
      .int('Please choose a page number.')
      .min(1, 'Please choose a page number.')
      .max(100_000, 'Please choose a page number.')
      .default(1),
  ),
});
/** Empty legs per page of the list. */
export const EMPTY_LEGS_PAGE_SIZE = 20;

/** A query of the list; without a page, the first. */
export type EmptyLegQuery = Omit<z.output<typeof emptyLegQuerySchema>, 'page'> & { page?: number };

export const bookEmptyLegSchema = z.object({
  emptyLegId: z.string().trim().min(1, 'Please choose an empty leg.').max(200),
  departure: z.iso.datetime({ message: 'Please choose a departure time.' }),
  passengers: party,
});
export type BookEmptyLegRequest = z.output<typeof bookEmptyLegSchema>;

export const EMPTY_LEG_MESSAGES = {
  NOT_AVAILABLE: 'This empty leg is no longer available. Please choose another flight.',
  DEPARTURE: 'Please choose one of the departure times offered for this empty leg.',
  SEATS: (seats: number) => `This aircraft seats ${seats} ${seats === 1 ? 'passenger' : 'passengers'}.`,
  SIGN_IN: 'Please sign in to book an empty leg.',
} as const;
