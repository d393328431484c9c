/**
 * Lists support staff's readings of customers' bookings from the audit log, newest first:
 *   npm run staff:access                       # the latest 50
 *   npm run staff:access -- --booking BK-1001  # who read this booking
 *   npm run staff:access -- --staff <user id>  # what this staff member read
 * Runs in the server when one holds the embedded database, or on its own (scripts/app-command.ts).
 */
import { z } from 'zod';
import { defineAppCommand } from './app-command';
import { AUDIT_LOG, type AuditLog } from '../ports/audit-log';

const argsSchema = z.object({
  booking: z.string().trim().min(1).max(100).optional(),
  staff: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});

export const staffAccess = defineAppCommand({
  name: 'staff:access',
  usage: 'npm run staff:access -- [--booking <id>] [--staff <user id>] [--limit n]',
  args: argsSchema,
  async run(args, app, out) {
    const entries = await app.container
      .get<AuditLog>(AUDIT_LOG)
      .staffAccesses({ bookingId: args.booking, actorUserId: args.staff }, args.limit);
    for (const e of entries) {
      out.log(
        [
          e.at.toISOString(),
          e.actorUserId,
          e.action,
          e.bookingId,
          e.found ? 'found' : 'not found',
          e.requestId ?? '',
        ].join('\t'),
      );
    }
    if (entries.length === 0) out.log('No staff access recorded.');
    return 0;
  },
});
