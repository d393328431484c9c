/**
 * Records that a customer's wire transfer arrived, so the booking held for it is booked:
 *   npm run staff:wire-received -- --booking BK-1001 --amount 12345.67 --staff ops@contrail.example
 * The amount is in dollars and must be exactly what the booking is due by wire. Every use is
 * written to the staff audit log. Exits 0 when recorded (or recorded already), 1 when refused,
 * 2 on bad arguments. Runs in the server when one holds the embedded database, or on its own
 * (scripts/app-command.ts).
 */
import { z } from 'zod';
import { defineAppCommand } from './app-command';
import { AUDIT_LOG, type AuditLog } from '../ports/audit-log';
import { CLOCK, type Clock } from '../ports/clock';
import { USER_STORE, type UserStore } from '../ports/user-store';
import { dollarsToCents, formatUsd } from '../src/core/money';
import { EmbeddedBookingPayments } from '../src/engine/payments/embedded-booking-payments';

const argsSchema = z.object({
  booking: z.string().trim().min(1).max(100),
  // Dollars and cents as written on the bank's notice: "12345.67", "$12,345.67".
  amount: z
    .string()
    .trim()
    .transform((s) => s.replace(/^\$/, '').replaceAll(',', ''))
    .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, 'dollars, e.g. 12345.67'))
    .transform((s) => dollarsToCents(Number(s)))
    .pipe(z.number().int().positive()),
  staff: z.email(),
});

export const staffWireReceived = defineAppCommand({
  name: 'staff:wire-received',
  usage: 'npm run staff:wire-received -- --booking <id> --amount <dollars> --staff <email>',
  args: argsSchema,
  async run(args, app, out) {
    const { booking, amount, staff } = args;
    const member = await app.container.get<UserStore>(USER_STORE).findByEmail(staff);
    if (!member || member.role !== 'SUPPORT') {
      out.error(`${staff} is not a support staff account (npm run staff:create makes one).`);
      return 1;
    }
    if (!app.container.isBound(EmbeddedBookingPayments)) {
      out.error('This configuration does not run the charter engine: run the command on an engine node.');
      return 1;
    }
    const result = await app.container.get(EmbeddedBookingPayments).pay.wireReceived(booking, amount);
    await app.container.get<AuditLog>(AUDIT_LOG).recordStaffAccess({
      actorUserId: member.id,
      action: result.ok ? `wire-received ${formatUsd(amount)}` : `wire-received refused ${result.reason}`,
      bookingId: booking,
      found: result.ok || result.reason !== 'NOT_FOUND',
      requestId: null,
      at: app.container.get<Clock>(CLOCK).now(),
    });
    if (!result.ok) {
      out.error(result.message);
      return 1;
    }
    out.log(
      result.alreadyRecorded
        ? `The wire of ${formatUsd(amount)} for booking ${booking} was already recorded; nothing changed.`
        : `Wire of ${formatUsd(amount)} recorded for booking ${booking} (payment ${result.paymentId}): the booking is BOOKED.`,
    );
    return 0;
  },
});
