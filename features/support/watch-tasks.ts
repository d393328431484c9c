/**
 * Route watches (features/watches), in business terms. The domain driver calls the engine's
 * use case in process; the http driver the REST API (/api/watches) and the one-click link a
 * mail program posts to. Legs appear and time passes through the scenario's world
 * (drivers/watch-scenario.ts), the same for both.
 */
export interface WatchRequestInput {
  from: string;
  to: string;
  firstDay: string;
  lastDay: string;
  passengers: number;
  categories: string[];
  /** Empty legs on the route (true unless said). */
  emptyLegs?: boolean;
  /** The guaranteed price of a search, alerting on a fall of `dropPercent` percent. */
  price?: {
    search: { routeType: string; travelCities: Record<string, string | null>[] };
    category: string;
    dropPercent: number;
  };
}

export interface WatchSeen {
  id: string;
  status: string;
  days: string;
  passengers: number;
}

export interface WatchTasks {
  /** Maya asks to watch a route: the watch's id, or the message she is told. */
  watch(request: WatchRequestInput): Promise<{ id: string } | { message: string }>;
  /** She changes a watch in place: nothing, or the message she is told. */
  edit(id: string, request: WatchRequestInput): Promise<{ message?: string }>;
  /** Her watches: id, status, days ("2026-11-28 to 2026-12-17") and party. */
  watches(): Promise<WatchSeen[]>;
  /** Her mail program posts the alert's one-click unsubscribe (its path on the site). */
  unsubscribe(path: string): Promise<void>;
  /** She follows a price alert's link to book: the results page's text. Pages only (not the domain profile). */
  book(path: string): Promise<string>;
  /** She opens a link of the site (an alert's): the page's text. Pages only: tagged @web. */
  open(path: string): Promise<string>;
}
