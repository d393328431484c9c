import { ContainerModule } from 'inversify';
import request from 'supertest';
import { DateTime } from 'luxon';
import { EMPTY_LEGS, type EmptyLegPage, type EmptyLegs } from '../../../ports/charter/empty-legs';
import { CLOCK, type Clock } from '../../../ports/clock';
import { FLIGHT_SEARCH, type FlightSearch } from '../../../ports/charter/flight-search';
import { MESSAGE_OUTBOX, type MessageOutbox } from '../../../ports/message-outbox';
import { REFERENCE_DATA, type ReferenceData } from '../../../ports/reference-data';
import { ROUTE_WATCH_STORE, type RouteWatchStore } from '../../../ports/route-watches';
import { JOBS } from '../../../src/composition/jobs';
import type { EmptyLegView } from '../../../src/core/empty-legs/empty-leg-price';
import type { EmptyLegQuery } from '../../../src/core/empty-legs/empty-leg-requests';
import type { MessageFacts } from '../../../src/core/messages/message-kinds';
import type { RouteWatch } from '../../../src/core/watches/watch-rules';
import { ManualClock } from '../../../test/fakes/manual-clock';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { openSnapshot } from '../../../test/support/snapshot';
import { signedInCustomer, type SignedInCustomer } from '../../../test/support/trips';
import { MovingPrices } from './moving-prices';

const ZONE = 'America/New_York';

/**
 * The empty legs on sale in a watch scenario: the ones the scenario makes appear (the market's
 * and Contrail's own legs alike reach the watches through this port). The real engine's legs
 * alerting a watch: test/http/watches.test.ts.
 */
class ScriptedEmptyLegs implements EmptyLegs {
  readonly legs: EmptyLegView[] = [];
  async list(query: EmptyLegQuery): Promise<EmptyLegPage> {
    const legs = this.legs.filter((leg) => !query.from || leg.departureAirport.icaoCode === query.from);
    return { emptyLegs: legs, total: legs.length, page: 1, pages: 1, pageSize: legs.length };
  }
  async book(): Promise<never> {
    throw new Error('booking is not part of the watch scenarios');
  }
}

/**
 * One route-watch scenario's app (features/watches): the real airports, a clock the scenario
 * moves, Maya signed in, and the empty legs the scenario makes appear. Matching and alerting
 * run when the scenario says time passes, as a node's timers would.
 */
export class WatchScenario {
  maya!: SignedInCustomer;
  private lastLeg = 0;

  private constructor(
    readonly app: TestApp,
    readonly clock: ManualClock,
    private readonly market: ScriptedEmptyLegs,
    /** The engine's prices, moved as the scenario says. */
    readonly prices: MovingPrices,
  ) {}

  static async start(snapshot: string): Promise<WatchScenario> {
    const clock = new ManualClock(new Date(Math.floor(Date.now() / 60_000) * 60_000));
    const market = new ScriptedEmptyLegs();
    const prices = new MovingPrices();
    const app = await startTestApp({
      pages: 'built',
      database: await openSnapshot(snapshot),
      env: { PAYMENT_JOBS_INTERVAL_SECONDS: '0', WATCH_JOBS_INTERVAL_SECONDS: '0', PUBLIC_URL: 'http://contrail.test' },
      overrides: [
        new ContainerModule(({ rebind, onActivation }) => {
          rebind<Clock>(CLOCK).toConstantValue(clock);
          rebind<EmptyLegs>(EMPTY_LEGS).toConstantValue(market);
          onActivation<FlightSearch>(FLIGHT_SEARCH, (_context, engine) => prices.wrap(engine));
        }),
      ],
    });
    const scenario = new WatchScenario(app, clock, market, prices);
    scenario.maya = await signedInCustomer(app, 'Maya');
    return scenario;
  }

  close(): Promise<void> {
    return this.app.close();
  }

  get container() {
    return this.app.app.container;
  }

  /** Today on the site's calendar, and `days` later (yyyy-mm-dd). */
  day(days = 0): string {
    return DateTime.fromJSDate(this.clock.now(), { zone: ZONE }).plus({ days }).toISODate() ?? '';
  }

  /** An empty leg of a category from one airport to another, leaving at 10:00 in `days`, on sale from now. */
  appear(category: EmptyLegView['aircraftCategory'], from: string, to: string, days: number): EmptyLegView {
    const reference = this.container.get<ReferenceData>(REFERENCE_DATA);
    const airport = (code: string) => {
      const found = reference.airport(code);
      if (!found) throw new Error(`no airport ${code}`);
      return { icaoCode: found.icao, displayName: found.name, city: found.city, countryCode: found.countryCode };
    };
    const departs = DateTime.fromISO(`${this.day(days)}T10:00`, { zone: reference.airport(from)?.timeZone ?? ZONE });
    const local = departs.toFormat('dd-MM-yyyy HH:mm:ss');
    this.lastLeg += 1;
    const leg: EmptyLegView = {
      id: `mkt-${this.lastLeg}-${from}-${to}`,
      aircraftCategory: category,
      displayName: 'Light Jet',
      aircraftName: 'Citation CJ3+',
      seats: 7,
      departureAirport: airport(from),
      arrivalAirport: airport(to),
      window: { earliestAt: departs.toISO() ?? '', latestAt: departs.toISO() ?? '', earliest: local, latest: local },
      departureTimes: [{ at: departs.toISO() ?? '', local }],
      flightTime: '2:40',
      stopLabel: 'NON-STOP',
      passengers: 1,
      priceBreakup: {
        aircraftPrice: 6_200,
        addonsPrice: 0,
        taxes: 520.5,
        totalPrice: 6_720.5,
        rewardsInfo: { rewardsApplied: 0, rewardsEarned: 62 },
      },
      charterPrice: 24_800,
      discountPercent: 75,
    };
    this.market.legs.push(leg);
    return leg;
  }

  /** Someone else booked and paid for a leg: it is no longer on sale. */
  sold(legId: string): void {
    const at = this.market.legs.findIndex((leg) => leg.id === legId);
    if (at >= 0) this.market.legs.splice(at, 1);
  }

  /** The watches' job runs (new legs matched, due alerts queued), then the e-mail sender. */
  async runWatches(): Promise<void> {
    const { runner } = this.app.app.jobs;
    await runner.runNow(JOBS.watches);
    await runner.runNow(JOBS.mail);
  }

  /** Maya signs in again (days have passed in the scenario: her last session's token is old). */
  async signInAgain(): Promise<void> {
    const { maya } = this;
    const signIn = await request(this.app.url)
      .post('/api/auth/sign-in')
      .send({ username: maya.email, password: maya.password })
      .expect(200);
    maya.accessToken = String((signIn.body as { accessToken: string }).accessToken);
  }

  /** A day later; the job runs. */
  async nextDay(): Promise<void> {
    this.clock.advance(24 * 3_600_000);
    await this.runWatches();
  }

  /** The price alerts queued for Maya, oldest first, as their facts. */
  async priceAlerts(): Promise<MessageFacts<'price-alert'>[]> {
    // A price alert's key names the price it told: each price the scenario set, for each watch.
    return this.queued('price-alert', (watch) =>
      watch.price ? [...this.factors].map((factor) => Math.round((watch.price?.watchedCents ?? 0) * factor)) : [],
    );
  }

  private readonly factors = new Set<number>();

  /**
   * The guaranteed prices are now `factor` times what they were when watched (the market's own
   * moves held still); a day passes, so the watches are priced again.
   */
  async pricesMove(factor: number): Promise<void> {
    this.prices.factor = factor;
    this.factors.add(factor);
    await this.nextDay();
  }

  /** The alerts queued for Maya (e-mail), oldest first, as their facts. */
  async alerts(): Promise<MessageFacts<'watch-alert'>[]> {
    return this.queued('watch-alert', () => this.market.legs.map((leg) => leg.id));
  }

  /** Maya's messages of a kind, oldest first: each watch's with the key parts `told` names (`<kind>:<watch>:<part>`). */
  private async queued<K extends 'watch-alert' | 'price-alert'>(
    kind: K,
    told: (watch: RouteWatch) => (string | number)[],
  ): Promise<MessageFacts<K>[]> {
    const watches = await this.container.get<RouteWatchStore>(ROUTE_WATCH_STORE).ofUser(this.maya.userId);
    const outbox = this.container.get<MessageOutbox>(MESSAGE_OUTBOX);
    const found = [];
    for (const watch of watches) {
      for (const part of told(watch)) {
        const message = await outbox.find(`${kind}:${watch.id}:${part}`);
        if (message) found.push({ at: message.createdAt, facts: message.facts as MessageFacts<K> });
      }
    }
    return found.sort((a, b) => a.at.getTime() - b.at.getTime()).map((f) => f.facts);
  }
}
