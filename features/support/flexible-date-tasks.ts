import type { AircraftCategory } from '../../src/core/aircraft-categories';
import { MONTH_NAMES } from '../../src/core/search/leg-calendar';

/**
 * Flexible dates on the results (features/flexible-dates), in business terms. Each driver
 * carries them out its own way: the engine's use cases in memory, the pages as plain form
 * posts, or Chromium.
 */
export interface Trip {
  from: string;
  to: string;
  passengers: number;
  /** Days from today to the departure. */
  leavesInDays: number;
  /** Days from the departure to the return; absent for a one-way flight. */
  staysDays?: number;
}

/** One day of the strip as shown. */
export interface StripDay {
  /** Days from the searched departure, -3 to 3. */
  shift: number;
  /** The price shown ("$12,345.67"), or null when the day shows none. */
  price: string | null;
  /** Whether the day can be chosen (or is the searched day itself). */
  offered: boolean;
}

export interface FlexibleDateTasks {
  /** Arranges a signed-in customer who has searched; her results are open. */
  search(trip: Trip): Promise<void>;
  /** The strip as shown beside the results of a category. */
  strip(category: AircraftCategory): Promise<StripDay[]>;
  /** Chooses the day `shift` days from the searched departure; its results open. */
  chooseDay(shift: number): Promise<void>;
  /**
   * The legs' departure dates (YYYY-MM-DD), the category's total and its carbon line ("8.7 t
   * CO2e, 3.5 t of it repositioning; 2.2 t per passenger", features/carbon) as the results show them.
   */
  results(category: AircraftCategory): Promise<{ departures: string[]; price: string; carbon: string }>;
  /** Books the category's aircraft; answers the total the review of her booking shows. */
  book(category: AircraftCategory): Promise<string>;
  /** After book(): the carbon line the review of her booking shows (features/carbon). */
  reviewCarbon(): Promise<string>;
}

/** "March 12, 2027" (the results' leg cards) as "2027-03-12". */
export function isoDate(shown: string): string {
  const [, month, day, year] = /^(\w+) (\d{1,2}), (\d{4})$/.exec(shown.trim()) ?? [];
  const index = MONTH_NAMES.findIndex((name) => name === month);
  if (index < 0 || !day || !year) throw new Error(`not a date: "${shown}"`);
  return `${year}-${String(index + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
}
