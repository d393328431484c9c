import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Carbon offsets (issue 29 item 3, docs/decisions/060): one row a booking whose offset was
 * retired at the registry, with the registry's serial; beside the one schema (schema.ts) and
 * read by drizzle-kit with it. Tonnes are kept in tenths, as they are retired.
 */
export const carbonOffsets = pgTable(
  'carbon_offsets',
  {
    bookingId: text('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tenths: integer('tenths').notNull(),
    serial: text('serial').notNull().unique(),
    registry: text('registry').notNull(),
    /** RETIRED, or CANCELLED with the booking. */
    status: text('status').notNull(),
    retiredAt: at('retired_at').notNull(),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [index('carbon_offsets_status_idx').on(t.status)],
);
