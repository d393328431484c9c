import { oneWay } from '../fixtures/charter';
import { draftBooking, newCustomer, payInFull, type RunningPayments } from './payments';

/**
 * Sam pays for a one-way light jet from Teterboro to West Palm Beach in 10 days for 2. The
 * aircraft is based at Teterboro, so it flies home empty: one empty leg from KPBI. Answers the
 * trip's booking id.
 */
export async function samsPaidTrip(world: RunningPayments): Promise<string> {
  const sam = await newCustomer(world, { name: 'sam' });
  const trip = await draftBooking(world, sam, { trip: oneWay('KTEB', 'KPBI', { departDays: 10, passengers: 2 }) });
  await payInFull(world, sam, trip);
  return trip;
}

/** The empty leg of Sam's trip as a list for a party of 2 shows it. */
export const samsFlightHome = (trip: string) => ({
  id: `out-${trip}`,
  aircraftCategory: 'LIGHT_JET',
  departureAirport: { icaoCode: 'KPBI' },
  arrivalAirport: { icaoCode: 'KTEB' },
  passengers: 2,
  discountPercent: 75,
});
