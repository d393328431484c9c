import { sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import type { SessionEvent, SessionEvents } from '../../ports/session-events';
import { DATABASE, type Database, type Db } from './database';

const CHANNEL = 'session_events';

const payloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('session-ended'), sessionId: z.string().min(1) }),
  z.object({ kind: z.literal('sessions-ended'), userId: z.string().min(1), except: z.string().min(1).optional() }),
  z.object({ kind: z.literal('profile-changed'), userId: z.string().min(1) }),
]);

type Announced = Exclude<SessionEvent, { kind: 'missed' }>;

/**
 * Announces a change every node's session cache must hear, inside the transaction `executor`
 * belongs to: PostgreSQL (and PGlite, in process) deliver a NOTIFY only when it commits.
 */
export async function announceSessionEvent(executor: Pick<Db, 'execute'>, event: Announced): Promise<void> {
  await executor.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
}

/** The announcements, from every node, over LISTEN on the node's one notification connection. */
@injectable()
export class PostgresSessionEvents implements SessionEvents {
  constructor(@inject(DATABASE) private readonly database: Database) {}

  watch(listener: (event: SessionEvent) => void): Promise<() => Promise<void>> {
    return this.database.listen(CHANNEL, (payload) => {
      // An empty payload is the connection's own word that it was lost and is back.
      if (payload === '') return listener({ kind: 'missed' });
      const parsed = payloadSchema.safeParse(safeJson(payload));
      // Only our stores notify on this channel; anything else is not a change we know of.
      if (parsed.success) listener(parsed.data);
    });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
