import type { Config } from '../config';
import { defaultPeakDays } from '../core/market/peak-days';
import type { Surcharges } from '../core/market/surcharges';
import type { MarketParameters } from '../core/market/week-plan';

/** The market's parameters from configuration (docs/decisions/040). */
export function marketParameters(config: Config): MarketParameters {
  return { seed: config.MARKET_SEED, tripsPerWeek: config.MARKET_TRIPS_PER_WEEK };
}

/**
 * The surcharges from configuration: PEAK_DAYS, or the US peak days of this year and the next
 * (counted from when the process starts: a booking is made at most 45 days ahead).
 */
export function surchargeSettings(config: Config, now = new Date()): Omit<Surcharges, 'now'> {
  const listed = config.PEAK_DAYS;
  const peakDays =
    listed === undefined
      ? defaultPeakDays(now)
      : new Set(listed === 'none' ? [] : listed.split(',').map((day) => day.trim()));
  return {
    peakDays,
    peakPercent: config.PEAK_DAY_SURCHARGE_PERCENT,
    shortNoticeHours: config.SHORT_NOTICE_HOURS,
    shortNoticePercent: config.SHORT_NOTICE_SURCHARGE_PERCENT,
  };
}
