import { z } from 'zod';

/**
 * What staff type into the back office, checked the same way by its pages (src/web/desk) and
 * its JSON API (src/http/api/desk.ts). Amounts are dollars as typed; the use cases take cents.
 */

/** The statuses staff search by: a held booking is "held" by a card deposit or "payment pending" on a wire. */
export const DESK_STATUSES = ['held', 'payment-pending', 'booked', 'cancelled', 'completed'] as const;
export type DeskStatus = (typeof DESK_STATUSES)[number];

export const CANCELLATION_CAUSES = ['CUSTOMER', 'NO_SHOW', 'WEATHER', 'OPERATOR_SAFETY', 'OWNER_WITHDREW'] as const;

const id = z.string().trim().min(1).max(100);
const icao = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{3,4}$/, 'must be an airport code such as KTEB')
  .optional();
const day = z.iso.date('must be a date as YYYY-MM-DD').optional();
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const dollars = z.number({ error: 'must be an amount in dollars' }).positive('must be more than 0').max(10_000_000);
const causes = z.enum(CANCELLATION_CAUSES, { error: `must be one of ${CANCELLATION_CAUSES.join(', ')}` });

export const deskSchemas = {
  search: z.object({
    text: z.string().trim().max(100).optional(),
    from: icao,
    to: icao,
    departsFrom: day,
    departsTo: day,
    status: z.enum(DESK_STATUSES, { error: `must be one of ${DESK_STATUSES.join(', ')}` }).optional(),
    page,
  }),
  wire: z.object({ amount: dollars }),
  cancellation: z.object({
    cause: causes.default('CUSTOMER'),
    prepaidCosts: z.coerce.number().min(0).max(10_000_000).default(0),
  }),
  cancel: z.object({
    cause: causes.default('CUSTOMER'),
    prepaidCosts: z.number().min(0).max(10_000_000).default(0),
    password: z.string().min(1, 'Enter your password to confirm the refund.').max(200),
    expectedRefund: z.number().min(0).max(10_000_000),
  }),
  /** One of a booking's messages, by its outbox key, to send again. */
  resendMessage: z.object({ messageKey: z.string().trim().min(1, 'Choose the message to send again.').max(300) }),
  customers: z.object({ text: z.string().trim().min(2, 'Type at least 2 characters.').max(100) }),
  walletCredit: z.object({ amount: dollars, reference: z.string().trim().min(3, 'Enter the wire reference.').max(60) }),
  audit: z.object({ bookingId: id.optional(), customerId: id.optional(), staffId: id.optional(), page }),
  newStaff: z.object({
    email: z.email('Invalid email'),
    firstname: z.string().trim().min(1, 'Field required').max(100),
    lastname: z.string().trim().min(1, 'Field required').max(100),
    password: z.string().min(1, 'Field required').max(200),
    role: z.enum(['SUPPORT', 'ADMIN'], { error: 'must be SUPPORT or ADMIN' }).default('SUPPORT'),
  }),
};
