import type { Cents } from '../money';
import { localDay } from '../quotes/local-time';
import type { Trip } from '../quotes/trip';

/**
 * What operators add to a charter's price for the day it flies (docs/decisions/040): a
 * surcharge on peak days (the days around the holidays, when aircraft and crews are scarce),
 * and one for short notice (a trip leaving soon leaves the operator no time to plan the
 * aircraft's other flying around it). Each is a share of the aircraft's flying time and daily
 * minimums, the part of the price that scarcity moves; fees and permits are not surcharged.
 */
export interface Surcharges {
  /** Peak days, YYYY-MM-DD on the departure airport's calendar. */
  peakDays: ReadonlySet<string>;
  peakPercent: number;
  shortNoticeHours: number;
  shortNoticePercent: number;
  /** The moment the price is made, epoch milliseconds (short notice counts from it). */
  now: number;
}

export interface SurchargeCharges {
  peakDays: Cents;
  shortNotice: Cents;
}

export function surchargesOf(trip: Trip, base: Cents, surcharges: Surcharges | undefined): SurchargeCharges {
  if (!surcharges) return { peakDays: 0, shortNotice: 0 };
  const peak = trip.legs.some((leg) => surcharges.peakDays.has(isoDay(leg.departs, leg.from.timeZone)));
  const first = trip.legs[0]?.departs ?? Infinity;
  const short = first - surcharges.now < surcharges.shortNoticeHours * 3_600_000;
  return {
    peakDays: peak ? Math.round((base * surcharges.peakPercent) / 100) : 0,
    shortNotice: short ? Math.round((base * surcharges.shortNoticePercent) / 100) : 0,
  };
}

function isoDay(time: number, zone: string): string {
  const day = localDay(time, zone);
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}
