import type { OutboxEntry } from './message-outbox';
import type { RouteWatch, WatchStatus } from '../src/core/watches/watch-rules';
import type { WatchedLegFacts } from '../src/core/watches/watch-matching';

/** A watch's matches not yet told, oldest first, with the watch. */
export interface DueAlert {
  watch: RouteWatch;
  legs: WatchedLegFacts[];
}

/**
 * Route watches (issue 27, docs/decisions/047): what customers watch, the empty legs already
 * matched, and each watch's matches until an alert tells them. Every write that must happen
 * once (a leg matched, an alert queued) is keyed so that two nodes doing it at once do it once.
 */
export interface RouteWatchStore {
  /** Keeps a new watch unless its customer already has `maxActive` active ones: false then (checked and written at once). */
  create(watch: RouteWatch, maxActive: number): Promise<boolean>;
  find(id: string): Promise<RouteWatch | undefined>;
  /** A customer's watches, newest first. */
  ofUser(userId: string): Promise<RouteWatch[]>;
  /** Pauses or resumes a customer's watch (resuming counts against `maxActive`): false when not theirs, or too many. */
  setStatus(id: string, userId: string, status: WatchStatus, maxActive: number): Promise<boolean>;
  /**
   * Changes a customer's watch in place (its places, days, party, aircraft and what it watches;
   * not its status): false when not theirs. Matches already recorded stay.
   */
  update(watch: RouteWatch): Promise<boolean>;
  /** Deletes a customer's watch and its matches: false when not theirs. */
  delete(id: string, userId: string): Promise<boolean>;
  /** The departure airports of the active empty-leg watches: where new legs are looked for. */
  watchedOrigins(): Promise<string[]>;
  /** The legs among `legIds` never seen before, now recorded as seen: each is matched once, on one node. */
  firstSeen(legIds: string[], now: Date): Promise<string[]>;
  /** Records a new leg against every active watch it fits (made before `now`): how many watches it matched. */
  match(leg: WatchedLegFacts, now: Date): Promise<number>;
  /** Watches with matches not yet told whose last alert is `ALERT_EVERY_MS` old or more (or none). */
  dueAlerts(now: Date, limit: number): Promise<DueAlert[]>;
  /**
   * Tells a watch's waiting matches in one alert: marks them told, notes the alert's time and
   * queues `entry` in one transaction, if the watch may still alert (not done meanwhile by
   * another node): false otherwise, and nothing changes.
   */
  alert(watchId: string, legIds: string[], entry: OutboxEntry, now: Date): Promise<boolean>;
  /** Active price watches last priced at or before `pricedBefore`, longest waiting first. */
  duePrices(pricedBefore: Date, limit: number): Promise<RouteWatch[]>;
  /** Notes a watch's new price (`cents`) and when it was priced. */
  priced(watchId: string, cents: number, now: Date): Promise<void>;
  /**
   * Tells a price drop: notes the price told and the alert's time and queues `entry` in one
   * transaction, if the watch may still alert (one alert a day, shared with its empty legs):
   * false otherwise, and nothing changes.
   */
  alertPrice(watchId: string, cents: number, entry: OutboxEntry, now: Date): Promise<boolean>;
  /** The legs a customer's alerts told, newest first (the support desk shows them). */
  toldOf(userId: string, limit: number): Promise<ToldLeg[]>;
}

/** A leg an alert told a watch of, and when. */
export interface ToldLeg {
  watchId: string;
  leg: WatchedLegFacts;
  alertedAt: Date;
}

export const ROUTE_WATCH_STORE = Symbol.for('contrail.RouteWatchStore');
