import { inject, injectable } from 'inversify';
import type { BookingsChanged } from '../../ports/charter/bookings-changed';
import { DATABASE, type Database } from './database';

/** The bookings table's trigger (migration 0018) announces each committed write on this channel. */
const CHANNEL = 'bookings_changed';

/** Committed booking writes from every node, over LISTEN on the node's one notification connection. */
@injectable()
export class PostgresBookingsChanged implements BookingsChanged {
  constructor(@inject(DATABASE) private readonly database: Database) {}

  watch(listener: () => void): Promise<() => Promise<void>> {
    // A change and a possibly missed one ask the same of the listener: read again.
    return this.database.listen(CHANNEL, () => listener());
  }
}
