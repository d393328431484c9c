/**
 * A quiet market (docs/decisions/040): no other customers' trips, no peak days, no short-notice
 * surcharge. Every test application and server process runs on it unless a test turns the
 * market on: their dates count from today, and the aircraft and prices they check must not
 * change with the day the suite runs. The market's own tests hold the clock instead.
 */
export const QUIET_MARKET = {
  MARKET_TRIPS_PER_WEEK: '0',
  PEAK_DAYS: 'none',
  SHORT_NOTICE_SURCHARGE_PERCENT: '0',
} as const;
