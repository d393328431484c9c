import { randomUUID } from 'node:crypto';
import { ContainerModule } from 'inversify';
import { RestEmptyLegs } from '../../../adapters/charter-rest/rest-empty-legs';
import { RestFlightSearch } from '../../../adapters/charter-rest/rest-flight-search';
import type { Caller } from '../../../ports/caller';
import { AIRCRAFT_SCHEDULES, type AircraftSchedules } from '../../../ports/charter/aircraft-schedules';
import type { EmptyLegs } from '../../../ports/charter/empty-legs';
import type { FlightSearch } from '../../../ports/charter/flight-search';
import { QUOTE_STORE, type QuoteStore } from '../../../ports/charter/quote-store';
import { CLOCK, type Clock } from '../../../ports/clock';
import { REFERENCE_DATA, type ReferenceData } from '../../../ports/reference-data';
import { loadReferenceData } from '../../../src/composition/adapter-modules';
import { AIRCRAFT_CATEGORIES, type AircraftCategory } from '../../../src/core/aircraft-categories';
import type { Database } from '../../../adapters/postgres-store/database';
import type { Surcharges } from '../../../src/core/market/surcharges';
import { MARKET_DEFAULTS } from '../../../src/core/market/week-plan';
import { dollarsToCents } from '../../../src/core/money';
import { greatCircleNm } from '../../../src/core/quotes/geo';
import { priceAircraft } from '../../../src/core/quotes/price-aircraft';
import { placedAt } from '../../../src/core/quotes/price-trips';
import { createStopFinder } from '../../../src/core/quotes/routing';
import { readTrip, type SearchInput } from '../../../src/core/quotes/trip';
import { addDays } from '../../../src/core/search/leg-calendar';
import { EmbeddedFlightSearch } from '../../../src/engine/embedded-flight-search';
import { EmbeddedEmptyLegs } from '../../../src/engine/empty-legs/embedded-empty-legs';
import { fleetIndexOf } from '../../../src/engine/fleet';
import { SyntheticMarket } from '../../../src/engine/market/synthetic-market';
import { searchIdOf } from '../../../src/engine/payments/booking-facts';
import { MemoryBookingStore, MemoryLedgerStore, MemoryQuoteStore } from '../../../test/fakes/memory-charter-stores';
import { ManualClock } from '../../../test/fakes/manual-clock';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { newCustomer, payInFull, paymentsOf } from '../../../test/support/payments';
import type { ListedEmptyLeg, MarketTasks, MarketTrip, OfferedAircraft } from '../market-tasks';

/** The market's settings in these scenarios: a fresh install's, with one known peak day. */
export const SCENARIO_PEAK_DAY = '2027-03-24';
export const SCENARIO_PEAK_PERCENT = 20;
const SURCHARGES = {
  peakDays: new Set([SCENARIO_PEAK_DAY]),
  peakPercent: 20,
  shortNoticeHours: 72,
  shortNoticePercent: 10,
};
const ENV = {
  MARKET_TRIPS_PER_WEEK: String(MARKET_DEFAULTS.tripsPerWeek),
  MARKET_SEED: String(MARKET_DEFAULTS.seed),
  PEAK_DAYS: SCENARIO_PEAK_DAY,
  PEAK_DAY_SURCHARGE_PERCENT: String(SURCHARGES.peakPercent),
  SHORT_NOTICE_HOURS: String(SURCHARGES.shortNoticeHours),
  SHORT_NOTICE_SURCHARGE_PERCENT: String(SURCHARGES.shortNoticePercent),
};
const CACHE = '.data/reference/airports.json';

/** What a driver is made of: per node, its search and empty legs, and the quotes they keep. */
interface Node {
  flightSearch: FlightSearch;
  emptyLegs: EmptyLegs;
}

/**
 * The market's tasks over the engine's ports: in memory (domain), or through the REST API of a
 * whole application on the clock the scenario holds (http). The checks read what the engine
 * keeps (the guaranteed quote's aircraft and charges) and the market itself.
 */
export class MarketDriver implements MarketTasks {
  private caller: Caller | undefined;

  private constructor(
    private readonly clock: ManualClock,
    private readonly referenceData: ReferenceData,
    private readonly schedules: AircraftSchedules,
    private readonly quotes: QuoteStore,
    private readonly nodes: Node[],
    private readonly web: {
      apps: TestApp[];
      database?: Database;
      customer(): Promise<Caller>;
      pay(caller: Caller, bookingId: string): Promise<void>;
      addNode(): Promise<Node>;
    },
  ) {}

  static async domain(today: Date): Promise<MarketDriver> {
    const clock = new ManualClock(today);
    const referenceData = await loadReferenceData(CACHE);
    const quotes = new MemoryQuoteStore();
    const bookings = new MemoryBookingStore();
    const ledger = new MemoryLedgerStore();
    const node = (): Node => {
      const schedules = new SyntheticMarket(referenceData, MARKET_DEFAULTS);
      const deps = {
        referenceData,
        quotes,
        bookings,
        ledger,
        clock,
        newId: () => randomUUID(),
        market: { schedules, surcharges: SURCHARGES },
      };
      return { flightSearch: new EmbeddedFlightSearch(deps), emptyLegs: new EmbeddedEmptyLegs(deps) };
    };
    const maya: Caller = { kind: 'customer', userId: 'user-maya', accessToken: '', role: 'CUSTOMER' };
    return new MarketDriver(
      clock,
      referenceData,
      new SyntheticMarket(referenceData, MARKET_DEFAULTS),
      quotes,
      [node()],
      {
        apps: [],
        customer: async () => maya,
        pay: (_caller, bookingId) => bookings.setStatus(bookingId, 'BOOKED', clock.now()),
        addNode: async () => node(),
      },
    );
  }

  static async http(today: Date, database: () => Promise<Database>): Promise<MarketDriver> {
    const clock = new ManualClock(today);
    const shared = await database();
    const start = () =>
      startTestApp({
        pages: 'built',
        database: shared,
        env: ENV,
        overrides: [new ContainerModule(({ rebind }) => void rebind<Clock>(CLOCK).toConstantValue(clock))],
      });
    const first = await start();
    const container = first.app.container;
    const apps = [first];
    const rest = (app: TestApp): Node => {
      const settings = { baseUrl: app.url, timeoutMs: 30_000 };
      return { flightSearch: new RestFlightSearch(settings), emptyLegs: new RestEmptyLegs(settings) };
    };
    return new MarketDriver(
      clock,
      container.get<ReferenceData>(REFERENCE_DATA),
      container.get<AircraftSchedules>(AIRCRAFT_SCHEDULES),
      container.get<QuoteStore>(QUOTE_STORE),
      [rest(first)],
      {
        apps,
        database: shared,
        customer: () => newCustomer(paymentsOf(first)),
        pay: (caller, bookingId) => payInFull(paymentsOf(first), caller, bookingId),
        addNode: async () => {
          const second = await start();
          apps.push(second);
          return rest(second);
        },
      },
    );
  }

  now(): number {
    return this.clock.now().getTime();
  }

  awayAircraft(category: AircraftCategory, near: string, at: number): string {
    const airport = this.referenceData.airport(near);
    if (!airport) throw new Error(`no airport ${near}`);
    const nearest = [...fleetIndexOf(this.referenceData).byCategory[category]].sort(
      (a, b) => greatCircleNm(a.home, airport) - greatCircleNm(b.home, airport),
    );
    const away = nearest.find((entry) => this.schedules.placeAt(entry, at) === null);
    if (!away) throw new Error(`every ${category} is free at ${new Date(at).toISOString()}`);
    return away.aircraft.tailNumber;
  }

  placeOf(tail: string, at: number) {
    const entry = fleetIndexOf(this.referenceData).byTail.get(tail);
    const stay = entry ? this.schedules.placeAt(entry, at) : null;
    return entry && stay ? { airport: stay.airport.icao, home: stay.airport.icao === entry.home.icao } : null;
  }

  priceFromWhereItWaits(tail: string, trip: MarketTrip): number | null {
    const read = readTrip(searchOf(trip), (icao) => this.referenceData.airport(icao));
    const entry = fleetIndexOf(this.referenceData).byTail.get(tail);
    const departs = read.ok ? read.trip.legs[0]?.departs : undefined;
    if (!read.ok || !entry || departs === undefined) return null;
    const { referenceData } = this;
    const findStops = createStopFinder(
      (lat, lon, nm, limit) => referenceData.airportsNear(lat, lon, nm, limit),
      fleetIndexOf(referenceData).stopCache,
    );
    const surcharges: Surcharges = { ...SURCHARGES, now: this.now() };
    const stay = this.schedules.placeAt(entry, departs);
    return priceAircraft(placedAt(entry, stay), read.trip, findStops, surcharges)?.aircraftPrice ?? null;
  }

  async search(trip: MarketTrip, node = 0) {
    const caller = await this.customer();
    const results = await this.node(node).flightSearch.searchResults(searchOf(trip), caller);
    if (results.error !== null) throw new Error(`search refused: ${results.error}`);
    const offered = {} as Record<AircraftCategory, OfferedAircraft[]>;
    const strip = {} as Record<AircraftCategory, (string | null)[]>;
    const first = AIRCRAFT_CATEGORIES.flatMap((c) => results.data[c]).find((o) => o.aboneSearchId);
    const quote = first?.aboneSearchId ? await this.quotes.find(searchIdOf(first.aboneSearchId)) : undefined;
    for (const category of AIRCRAFT_CATEGORIES) {
      offered[category] = (quote?.options ?? [])
        .filter((o) => o.category === category)
        .map((o) => ({ tail: o.tailNumber, aircraftPrice: o.aircraftPrice, charges: o.charges }));
      strip[category] = (results.flexibleDates ?? []).map((day) => {
        const price = day.prices[category];
        return price === undefined ? null : String(dollarsToCents(price));
      });
    }
    return { offered, strip };
  }

  async emptyLegs(passengers: number, node = 0) {
    const page = await this.node(node).emptyLegs.list({ passengers }, await this.customer());
    const legs: ListedEmptyLeg[] = page.emptyLegs.map((leg) => ({
      id: leg.id,
      first: Date.parse(leg.departureTimes[0]?.at ?? ''),
      departure: leg.departureTimes[0]?.at ?? '',
    }));
    return { total: page.total, legs };
  }

  async bookAndPay(leg: ListedEmptyLeg, passengers: number): Promise<void> {
    const caller = await this.customer();
    const booked = await this.node(0).emptyLegs.book(
      { emptyLegId: leg.id, departure: leg.departure, passengers },
      caller,
    );
    if (!booked.ok) throw new Error(`not booked: ${booked.message}`);
    await this.web.pay(caller, booked.bookingId);
  }

  async secondNode(): Promise<void> {
    this.nodes.push(await this.web.addNode());
  }

  async close(): Promise<void> {
    for (const app of this.web.apps) await app.close();
    await this.web.database?.close();
  }

  private async customer(): Promise<Caller> {
    this.caller ??= await this.web.customer();
    return this.caller;
  }

  private node(index: number): Node {
    const node = this.nodes[index];
    if (!node) throw new Error(`no node ${index + 1}`);
    return node;
  }
}

/** The search form's input for a trip leaving at 10:00 (and back at 16:00). */
function searchOf(trip: MarketTrip): SearchInput {
  const back = trip.staysDays === undefined ? null : addDays(trip.day, trip.staysDays);
  return {
    routeType: back ? 'ROUND_TRIP' : 'ONE_WAY',
    travelCities: [
      {
        origin: trip.from,
        destination: trip.to,
        departureTime: `${trip.day} 10:00`,
        returnTime: back && `${back} 16:00`,
        order: '0',
      },
    ],
    flyShare: false,
    passengers: 2,
    petFriendly: false,
    sessionId: null,
  };
}
