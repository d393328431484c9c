/**
 * Lists support staff's readings of customers' bookings from the audit log, newest first:
 *   npm run staff:access                       # the latest 50
 *   npm run staff:access -- --booking BK-1001  # who read this booking
 *   npm run staff:access -- --staff <user id>  # what this staff member read
 * Composes the application as configured (same database) and exits.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { z } from 'zod';
import { AUDIT_LOG, type AuditLog } from '../ports/audit-log';
import { ConfigError, loadConfig } from '../src/config';
import { composeApplication } from '../src/container';

const argsSchema = z.object({
  booking: z.string().trim().min(1).max(100).optional(),
  staff: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { booking: { type: 'string' }, staff: { type: 'string' }, limit: { type: 'string' } },
  });
  const args = argsSchema.safeParse(values);
  if (!args.success) {
    console.error('Usage: npm run staff:access -- [--booking <id>] [--staff <user id>] [--limit n]');
    for (const issue of args.error.issues) console.error(`  --${issue.path.join('.')}: ${issue.message}`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const app = await composeApplication(config, pino({ level: 'warn' }));
  try {
    const entries = await app.container
      .get<AuditLog>(AUDIT_LOG)
      .staffAccesses({ bookingId: args.data.booking, actorUserId: args.data.staff }, args.data.limit);
    for (const e of entries) {
      console.log(
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
    if (entries.length === 0) console.log('No staff access recorded.');
    return 0;
  } finally {
    await app.close();
  }
}

process.exitCode = await main();
