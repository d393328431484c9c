import type { LimoRequest } from './limo-request';

/** "2027-03-11T07:30" (the form's local time) as the itinerary writes times: "03-11-2027 07:30 AM". */
export function limoTime(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return local;
  const [, year, month, day, hours, minutes] = match;
  const hour = Number(hours);
  const hour12 = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
  return `${month}-${day}-${year} ${hour12}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
}

const VEHICLE_NAMES: Record<LimoRequest['generalInfo']['vehicleType'], string> = {
  Sedan: 'Sedan',
  SUV: 'SUV',
  SprinterVan: 'Sprinter Van',
};

type Place = LimoRequest['pickupLocation'];
const address = (place: Place) => `${place.address}, ${place.city}, ${place.state} ${place.zipcode}`;
const at = (place: Place) => (place.time ? `${limoTime(place.time)}, ${address(place)}` : address(place));

/**
 * A submitted limo request as the itinerary's read-only ground transportation note: the
 * vehicle and passenger, then each stop on its own line, so the operator and the driver read
 * the same thing on the page and in the PDF.
 */
export function limoNote(request: LimoRequest): string {
  const info = request.generalInfo;
  const bags = info.luggageCount === 1 ? '1 bag' : `${info.luggageCount} bags`;
  return [
    `${VEHICLE_NAMES[info.vehicleType]} for ${info.firstName} ${info.lastName}, ${info.phone}, ${bags}`,
    `Pickup: ${at(request.pickupLocation)}`,
    ...request.stopsList.map((stop) => `Stop: ${at(stop)}`),
    `Drop-off: ${at(request.dropOffLocation)}`,
    ...(request.driverNotes ? [`Driver notes: ${request.driverNotes}`] : []),
  ].join('\n');
}
