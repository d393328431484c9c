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
}

export interface WatchTasks {
  /** Maya asks to watch a route: the watch's id, or the message she is told. */
  watch(request: WatchRequestInput): Promise<{ id: string } | { message: string }>;
  /** Her watches: id and status. */
  watches(): Promise<{ id: string; status: string }[]>;
  /** Her mail program posts the alert's one-click unsubscribe (its path on the site). */
  unsubscribe(path: string): Promise<void>;
  /** She opens a link of the site (an alert's): the page's text. Pages only: tagged @web. */
  open(path: string): Promise<string>;
}
