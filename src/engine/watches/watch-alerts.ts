import { DateTime } from 'luxon';
import { anonymous } from '../../../ports/caller';
import type { EmptyLegs } from '../../../ports/charter/empty-legs';
import type { Clock } from '../../../ports/clock';
import type { OutboxEntry } from '../../../ports/message-outbox';
import type { RouteWatchStore } from '../../../ports/route-watches';
import type { EmptyLegView } from '../../core/empty-legs/empty-leg-price';
import type { MessageFacts } from '../../core/messages/message-kinds';
import type { WatchedLegFacts } from '../../core/watches/watch-matching';
import type { WatchLinks } from './watch-links';

export interface WatchAlertDeps {
  store: RouteWatchStore;
  emptyLegs: EmptyLegs;
  clock: Clock;
  links: WatchLinks;
}

/** Watches alerted per run; the rest wait for the next. */
const ALERTS_PER_RUN = 200;
/** Pages of one airport's empty legs read per run (20 legs each): a bound, never reached. */
const MAX_PAGES = 200;

const day = (local: string) => DateTime.fromFormat(local, 'dd-MM-yyyy HH:mm:ss').toISODate() ?? '';

/** What a watch's alert says of an empty leg, from the list's view of it. */
export function watchedLeg(leg: EmptyLegView): WatchedLegFacts {
  return {
    id: leg.id,
    from: { code: leg.departureAirport.icaoCode, name: leg.departureAirport.displayName },
    to: { code: leg.arrivalAirport.icaoCode, name: leg.arrivalAirport.displayName },
    category: leg.aircraftCategory,
    categoryName: leg.displayName,
    seats: leg.seats,
    earliest: leg.window.earliest,
    earliestAt: leg.window.earliestAt,
    firstDay: day(leg.window.earliest),
    lastDay: day(leg.window.latest),
    totalCents: Math.round(leg.priceBreakup.totalPrice * 100),
  };
}

/**
 * Route watches' matching (issue 27, docs/decisions/047): the empty legs on sale (Contrail's
 * paid trips' and the market's) leaving the airports that active watches watch are read, and
 * each leg never seen before is matched against the watches: a leg is seen once across nodes
 * (`firstSeen`), and a watch hears of it once (its match is keyed by watch and leg). Only the
 * watched airports are read: a fresh install's market has over 10,000 legs, most of them from
 * airports nobody watches (reading them all cost 3 to 20 s of CPU a run).
 */
export async function matchNewEmptyLegs(deps: WatchAlertDeps): Promise<{ newLegs: number; matches: number }> {
  const now = deps.clock.now();
  let newLegs = 0;
  let matches = 0;
  for (const from of await deps.store.watchedOrigins()) {
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const listed = await deps.emptyLegs.list({ passengers: 1, from, page }, anonymous());
      const fresh = new Set(
        await deps.store.firstSeen(
          listed.emptyLegs.map((leg) => leg.id),
          now,
        ),
      );
      for (const leg of listed.emptyLegs) {
        if (!fresh.has(leg.id)) continue;
        newLegs += 1;
        matches += await deps.store.match(watchedLeg(leg), now);
      }
      if (page >= listed.pages) break;
    }
  }
  return { newLegs, matches };
}

/**
 * The alerts of the watches whose matches wait: one per watch in any 24 hours, naming every
 * leg matched since its last (a digest when there are several), by e-mail and on the phone as
 * the customer chose (the outbox's channels).
 */
export async function sendWatchAlerts(deps: WatchAlertDeps): Promise<{ alerts: number }> {
  const now = deps.clock.now();
  let alerts = 0;
  for (const due of await deps.store.dueAlerts(now, ALERTS_PER_RUN)) {
    const { watch } = due;
    // A digest names its legs soonest first, as the empty-legs page lists them.
    const legs = [...due.legs].sort((a, b) => a.earliestAt.localeCompare(b.earliestAt) || a.id.localeCompare(b.id));
    const [first] = legs;
    if (!first) continue;
    const facts: MessageFacts<'watch-alert'> = {
      watchId: watch.id,
      route: { from: watch.fromLabel, to: watch.toLabel },
      passengers: watch.passengers,
      legs,
      // The route's legs, and the one told (a digest names its first): the page says when it is gone.
      legsPath: `/empty-legs?${new URLSearchParams({
        ...(legs.every((l) => l.from.code === first.from.code) ? { from: first.from.code } : {}),
        ...(legs.every((l) => l.to.code === first.to.code) ? { to: first.to.code } : {}),
        passengers: String(watch.passengers),
        leg: first.id,
      })}`,
      unsubscribePath: deps.links.unsubscribePath(watch.id),
      managePath: deps.links.managePath(watch.userId),
    };
    const entry: OutboxEntry = {
      key: `watch-alert:${watch.id}:${first.id}`,
      kind: 'watch-alert',
      userId: watch.userId,
      email: null,
      bookingId: null,
      facts,
    };
    if (
      await deps.store.alert(
        watch.id,
        legs.map((l) => l.id),
        entry,
        now,
      )
    ) {
      alerts += 1;
    }
  }
  return { alerts };
}
