/**
 * Word that Contrail's bookings changed (docs/decisions/052): after any write to the bookings
 * commits, on any node, every node's listeners are called; they are called too when the node
 * may have missed such word (its database connection was lost and is back). Whatever a node
 * derived from the bookings before it is then stale.
 */
export interface BookingsChanged {
  /** Calls `listener` after every committed change of the bookings, until the answer is called. */
  watch(listener: () => void): Promise<() => Promise<void>>;
}

export const BOOKINGS_CHANGED = Symbol.for('contrail.BookingsChanged');
