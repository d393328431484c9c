/**
 * A time an aircraft is already taken (a booking or a hold), as the bookings store knows it.
 * `bookingId` names the booking that takes it, so an empty leg can be checked against every
 * window of its tail but the one of the trip whose repositioning flight it is.
 */
export interface BusyWindow {
  from: Date;
  to: Date;
  bookingId?: string;
  /** The empty leg the booking flies (docs/decisions/038 and 040), when it is one. */
  emptyLeg?: { of: string; direction: 'IN' | 'OUT' } | null;
}

/** Whether any window overlaps [from, to) (epoch milliseconds); touching ends do not overlap. */
export function isBusy(windows: readonly BusyWindow[] | undefined, from: number, to: number): boolean {
  if (!windows) return false;
  return windows.some((w) => w.from.getTime() < to && w.to.getTime() > from);
}
