import { and, asc, eq, gt, inArray, lt, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { Booking } from '../../ports/charter/booking-store';
import type {
  BookingChange,
  ChangeOutcome,
  ChangeRefusalReason,
  PaymentAttempt,
  PaymentStore,
} from '../../ports/charter/payment-store';
import { fromRow as bookingFromRow } from './bookings';
import type { Db } from './database';
import { queueMessages } from './message-outbox';
import { paidHistory, recordRefunds, type Tx } from './payment-cancellations';
import { attemptOf } from './payment-holds';
import { bookingChanges, bookings, itineraryLegs, payments } from './schema';

type ChangeRow = typeof bookingChanges.$inferSelect;

/**
 * Changes of a booked trip's dates (PaymentStore's change methods, decision 037). A change
 * moves the booking, its money and its aircraft at once: the booking row's lock, as for every
 * payment, and a lock per aircraft, taken by every change before it looks at that aircraft's
 * windows, so two changes never both take the same free window.
 */
export function changeOf(row: ChangeRow): BookingChange {
  return {
    id: row.id,
    bookingId: row.bookingId,
    userId: row.userId,
    status: row.status,
    bookingVersion: row.bookingVersion,
    previous: { legs: row.previousLegs, tailNumber: row.previousTailNumber, totalCents: row.previousTotalCents },
    next: {
      aboneSearchId: row.aboneSearchId,
      tailNumber: row.tailNumber,
      legs: row.legs,
      priceBreakup: row.priceBreakup,
      totalCents: row.totalCents,
      busyFrom: row.busyFrom,
      busyTo: row.busyTo,
      departsAt: row.departsAt,
      arrivesAt: row.arrivesAt,
    },
    quotedRefund: row.quotedRefundCents,
    quotedAdminFee: row.quotedAdminFeeCents,
    rule: row.rule,
    released: row.released,
    paymentId: row.paymentId,
    validUntil: row.validUntil,
    createdAt: row.createdAt,
    appliedAt: row.appliedAt,
  };
}

export async function createChange(db: Db, change: BookingChange): Promise<void> {
  await db.insert(bookingChanges).values({
    id: change.id,
    bookingId: change.bookingId,
    userId: change.userId,
    status: change.status,
    bookingVersion: change.bookingVersion,
    previousLegs: change.previous.legs,
    previousTailNumber: change.previous.tailNumber,
    previousTotalCents: change.previous.totalCents,
    aboneSearchId: change.next.aboneSearchId,
    tailNumber: change.next.tailNumber,
    legs: change.next.legs,
    priceBreakup: change.next.priceBreakup,
    totalCents: change.next.totalCents,
    busyFrom: change.next.busyFrom,
    busyTo: change.next.busyTo,
    departsAt: change.next.departsAt,
    arrivesAt: change.next.arrivesAt,
    quotedRefundCents: change.quotedRefund,
    quotedAdminFeeCents: change.quotedAdminFee,
    rule: change.rule,
    released: change.released,
    paymentId: change.paymentId,
    validUntil: change.validUntil,
    createdAt: change.createdAt,
    appliedAt: change.appliedAt,
  });
}

export async function findChange(db: Db, id: string): Promise<BookingChange | undefined> {
  const [row] = await db.select().from(bookingChanges).where(eq(bookingChanges.id, id));
  return row ? changeOf(row) : undefined;
}

export async function changesOf(db: Db, bookingId: string): Promise<BookingChange[]> {
  const rows = await db
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.bookingId, bookingId))
    .orderBy(asc(bookingChanges.createdAt), asc(bookingChanges.id));
  return rows.map(changeOf);
}

/**
 * Whether the change's aircraft is taken in its new window by another booking, or by another
 * change being paid for right now. Takes the aircraft's lock until the transaction ends.
 */
async function aircraftTaken(tx: Tx, change: ChangeRow): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`aircraft:${change.tailNumber}`}))`);
  const overlapping = (from: AnyColumn, to: AnyColumn) => and(lt(from, change.busyTo), gt(to, change.busyFrom));
  const [booked] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.tailNumber, change.tailNumber),
        inArray(bookings.status, ['RESERVED', 'BOOKED']),
        ne(bookings.id, change.bookingId),
        overlapping(bookings.busyFrom, bookings.busyTo),
      ),
    )
    .limit(1);
  if (booked) return true;
  const [paying] = await tx
    .select({ id: bookingChanges.id })
    .from(bookingChanges)
    .where(
      and(
        eq(bookingChanges.tailNumber, change.tailNumber),
        eq(bookingChanges.status, 'PAYING'),
        ne(bookingChanges.bookingId, change.bookingId),
        overlapping(bookingChanges.busyFrom, bookingChanges.busyTo),
      ),
    )
    .limit(1);
  return paying !== undefined;
}

/** Why a QUOTED change cannot go ahead now, read under the booking's lock (null: it can). */
async function changeRefusal(
  tx: Tx,
  change: ChangeRow,
  booking: typeof bookings.$inferSelect,
  now: Date,
  payingWith: string | null,
): Promise<ChangeRefusalReason | null> {
  if (change.status === 'APPLIED') return 'ALREADY_APPLIED';
  if (change.status !== 'QUOTED') return 'NOT_QUOTED';
  if (change.validUntil.getTime() <= now.getTime()) return 'EXPIRED';
  if (booking.status !== 'BOOKED') return 'NOT_BOOKED';
  if (booking.pendingPaymentId && booking.pendingPaymentId !== payingWith) return 'PAYMENT_IN_PROGRESS';
  if (booking.updatedAt.getTime() !== change.bookingVersion.getTime()) return 'BOOKING_CHANGED';
  if (await aircraftTaken(tx, change)) return 'AIRCRAFT_TAKEN';
  return null;
}

/**
 * The booking takes the change's dates, price and aircraft, and the change is APPLIED. The
 * operator's assignment (crew, FBOs, tail on the itinerary) was for the old dates: it goes, and
 * is assigned again for the new ones on the next reading.
 */
async function applyToBooking(tx: Tx, change: ChangeRow, now: Date, released: BookingChange['released']) {
  const [row] = await tx
    .update(bookings)
    .set({
      aboneSearchId: change.aboneSearchId,
      tailNumber: change.tailNumber,
      legs: change.legs,
      priceBreakup: change.priceBreakup,
      totalCents: change.totalCents,
      busyFrom: change.busyFrom,
      busyTo: change.busyTo,
      departsAt: change.departsAt,
      arrivesAt: change.arrivesAt,
      updatedAt: now,
    })
    .where(eq(bookings.id, change.bookingId))
    .returning();
  if (!row) throw new Error(`booking ${change.bookingId} of change ${change.id} is gone`);
  await tx
    .update(bookingChanges)
    .set({ status: 'APPLIED', appliedAt: now, released })
    .where(eq(bookingChanges.id, change.id));
  await tx.delete(itineraryLegs).where(eq(itineraryLegs.bookingId, change.bookingId));
  return bookingFromRow(row);
}

export async function applyChange(db: Db, request: Parameters<PaymentStore['applyChange']>[0]): Promise<ChangeOutcome> {
  const { now } = request;
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const [first] = await tx.select().from(bookingChanges).where(eq(bookingChanges.id, request.changeId));
    if (!first) return { applied: false, refusal: 'NOT_FOUND' };
    const [bookingRow] = await tx.select().from(bookings).where(eq(bookings.id, first.bookingId)).for('update');
    // Read again under the booking's lock: a concurrent confirmation of the same change has committed.
    const [changeRow] = await tx.select().from(bookingChanges).where(eq(bookingChanges.id, request.changeId));
    if (!bookingRow || !changeRow) return { applied: false, refusal: 'NOT_FOUND' };
    const refused = await changeRefusal(tx, changeRow, bookingRow, now, null);
    if (refused) return { applied: false, refusal: refused };
    const before = bookingFromRow(bookingRow);
    const change = changeOf(changeRow);
    const attempts = (await tx.select().from(payments).where(eq(payments.bookingId, bookingRow.id))).map(attemptOf);
    const decision = request.planOf(
      before,
      change,
      attempts.filter((a) => a.status === 'APPROVED'),
      await paidHistory(tx, bookingRow.id),
    );
    if (!decision.ok) return { applied: false, refusal: decision.refusal, refundNow: decision.refundNow };
    const released = decision.plan?.released ?? [];
    const after = await applyToBooking(tx, changeRow, now, released);
    const refunds = await recordRefunds(tx, decision.plan?.refunds ?? [], attempts, {
      bookingId: bookingRow.id,
      changeId: change.id,
      now,
    });
    const applied: BookingChange = { ...change, status: 'APPLIED', appliedAt: now, released };
    await queueMessages(tx, request.messagesOf(before, after, applied, refunds), now);
    return { applied: true, before, booking: after, change: applied, refunds };
  });
}

/**
 * claim of a CHANGE payment, inside its transaction: the change must still be QUOTED and valid,
 * and its aircraft free; it becomes PAYING (its window is kept from anyone else meanwhile).
 */
export async function claimChange(
  tx: Tx,
  attempt: PaymentAttempt,
  booking: typeof bookings.$inferSelect,
  now: Date,
): Promise<ChangeRefusalReason | null> {
  if (!attempt.changeId) return null;
  const [change] = await tx.select().from(bookingChanges).where(eq(bookingChanges.id, attempt.changeId));
  if (!change || change.bookingId !== booking.id) return 'NOT_FOUND';
  const refused = await changeRefusal(tx, change, booking, now, null);
  if (refused) return refused;
  await tx
    .update(bookingChanges)
    .set({ status: 'PAYING', paymentId: attempt.id })
    .where(and(eq(bookingChanges.id, change.id), eq(bookingChanges.status, 'QUOTED')));
  return null;
}

/** settle of an approved CHANGE payment, inside its transaction: the change is applied. */
export async function settleChange(tx: Tx, changeId: string, paymentId: string, now: Date): Promise<Booking> {
  const [change] = await tx
    .select()
    .from(bookingChanges)
    .where(and(eq(bookingChanges.id, changeId), eq(bookingChanges.paymentId, paymentId)));
  if (!change || change.status !== 'PAYING') throw new Error(`change ${changeId} is not being paid by ${paymentId}`);
  return applyToBooking(tx, change, now, []);
}

/** A CHANGE payment declined: the change is QUOTED again and may be paid another way. */
export async function releaseChange(tx: Tx, changeId: string, paymentId: string): Promise<void> {
  await tx
    .update(bookingChanges)
    .set({ status: 'QUOTED', paymentId: null })
    .where(
      and(
        eq(bookingChanges.id, changeId),
        eq(bookingChanges.paymentId, paymentId),
        eq(bookingChanges.status, 'PAYING'),
      ),
    );
}
