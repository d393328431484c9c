import { DateTime } from 'luxon';
import { z } from 'zod';

/**
 * The limo order form of a booking's ground-transportation add-on (spec 000 section 7,
 * spec 001 section 5). Times are local to the pickup city, "YYYY-MM-DDTHH:mm" as a
 * datetime-local input sends them, and may not be before now there.
 */
export const VEHICLE_TYPES = ['Sedan', 'SUV', 'SprinterVan'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const LIMO_SUBMITTED = 'Your Request Has Been Submitted';
export const LIMO_FAILED = "Your Request Couldn't Be Submitted";

const required = (label: string) => z.string().trim().min(1, `${label} is required`);

export function limoRequestSchema(options: { now: Date; zone: string }) {
  const now = DateTime.fromJSDate(options.now).setZone(options.zone);
  const localTime = (label: string) =>
    z
      .string()
      .trim()
      .min(1, `${label} is required`)
      .refine((v) => DateTime.fromISO(v, { zone: options.zone }).isValid, `${label} is not a valid date and time`)
      .refine(
        (v) => DateTime.fromISO(v, { zone: options.zone }) >= now.startOf('minute'),
        `${label} cannot be in the past`,
      );
  const place = (label: string, timeRequired: boolean) =>
    z.object({
      address: required(`${label} address`),
      city: required(`${label} city`),
      state: required(`${label} state`),
      zipcode: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9 -]{3,10}$/, `${label} zip code is not valid`),
      time: timeRequired
        ? localTime(`${label} time`)
        : z.union([z.literal(''), localTime(`${label} time`)]).default(''),
    });
  return z.object({
    bookingId: required('Booking'),
    generalInfo: z.object({
      firstName: required('First name'),
      lastName: required('Last name'),
      phone: z
        .string()
        .trim()
        .regex(/^\+?[0-9 ()-]{7,20}$/, 'Invalid Phone Number'),
      email: z.email('Invalid email'),
      vehicleType: z.enum(VEHICLE_TYPES, 'Choose a vehicle type'),
      luggageCount: z.coerce
        .number('Luggage count must be a number')
        .int('Luggage count must be a whole number')
        .min(0)
        .max(50),
    }),
    pickupLocation: place('Pickup', true),
    dropOffLocation: place('Drop-off', true),
    stopsList: z.array(place('Stop', false)).max(5, 'At most 5 stops').default([]),
    driverNotes: z.string().trim().max(1000, 'Driver notes are too long').default(''),
  });
}

export type LimoRequest = z.output<ReturnType<typeof limoRequestSchema>>;
