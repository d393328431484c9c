import { CATEGORY_PROFILES, type AircraftCategory } from '../../../src/core/aircraft-categories';
import type { Aircraft } from '../../../src/core/charter/reference-data';
import type { Cents } from '../../../src/core/money';
import { greatCircleNm, pointAlong } from '../../../src/core/quotes/geo';
import { priceAircraft, type AircraftQuote } from '../../../src/core/quotes/price-aircraft';
import type { AircraftOption } from '../../../src/core/quotes/quote-view';
import { createStopFinder } from '../../../src/core/quotes/routing';
import type { BusyWindow } from '../../../src/core/quotes/busy-windows';
import { searchQuotes, type QuotedOption, type SearchOutcome } from '../../../src/core/quotes/search-quotes';
import { readTrip } from '../../../src/core/quotes/trip';
import type { SearchOptions } from '../../../src/core/search/search-form';
import {
  AIRPORTS,
  FLEET,
  inDays,
  MODELS,
  multiCity,
  NOW,
  oneWay,
  quoteDeps,
  roundTrip,
} from '../../../test/fixtures/charter';

/**
 * A pricing case as a person states it: which aircraft are around, what trip is asked for,
 * and what the answer shows. Checked against the quote engine of the domain core (tag @rules)
 * with the small fixture fleet of test/fixtures/charter.ts.
 */
export class PricingCase {
  private fleet: Aircraft[] = [...FLEET];
  private busy: Record<string, BusyWindow[]> = {};
  private trip: SearchOptions | undefined;
  private outcome: Extract<SearchOutcome, { ok: true }> | undefined;

  /** "Teterboro", "West Palm Beach", "Chicago Midway", "London Heathrow"... to the airport code. */
  static airport(place: string): string {
    const found = AIRPORTS.find(
      (a) => a.name === place || a.city === place || `${a.city} ${a.name.split(' ')[0]}` === place,
    );
    if (!found) throw new Error(`No airport for "${place}" in the fixture`);
    return found.icao;
  }

  static category(text: string): AircraftCategory {
    const found = Object.values(CATEGORY_PROFILES).find((p) => p.displayName.toLowerCase() === text.toLowerCase());
    if (!found) throw new Error(`No category "${text}"`);
    return found.id;
  }

  /** Replaces every aircraft of a category by one tail based at `place`. */
  onlyOneBasedAt(category: AircraftCategory, place: string): void {
    const base = PricingCase.airport(place);
    const template = this.fleet.find((a) => FLEET_CATEGORY.get(a.modelId) === category);
    if (!template) throw new Error(`No ${category} in the fixture`);
    this.fleet = [
      ...this.fleet.filter((a) => FLEET_CATEGORY.get(a.modelId) !== category),
      { ...template, tailNumber: 'N777CT', operatorId: 'op-east', homeBase: base },
    ];
  }

  /** Books every aircraft of a category for the days around the trip. */
  allBooked(category: AircraftCategory): void {
    for (const aircraft of this.fleet.filter((a) => FLEET_CATEGORY.get(a.modelId) === category)) {
      this.busy[aircraft.tailNumber] = [
        { from: new Date(`${inDays(8)}T00:00:00Z`), to: new Date(`${inDays(20)}T00:00:00Z`) },
      ];
    }
  }

  ask(kind: string, from: string, to: string, passengers: number, nights = 3): void {
    const [a, b] = [PricingCase.airport(from), PricingCase.airport(to)];
    if (kind === 'round trip') this.trip = roundTrip(a, b, { passengers, departDays: 10, returnDays: 10 + nights });
    else if (kind === 'one-way flight') this.trip = oneWay(a, b, { passengers, departDays: 10 });
    else throw new Error(`Unknown trip "${kind}"`);
    this.search();
  }

  askMultiCity(places: string[], passengers: number): void {
    const codes = places.map(PricingCase.airport);
    this.trip = multiCity(
      codes.slice(1).map((to, i) => [codes[i] ?? '', to, `${inDays(10 + 2 * i)} 09:00`]),
      passengers,
    );
    this.search();
  }

  private search(): void {
    if (!this.trip) throw new Error('No trip was asked for');
    const outcome = searchQuotes(this.trip, { searchId: 'CASE', now: NOW }, this.deps());
    if (!outcome.ok) throw new Error(outcome.message);
    this.outcome = outcome;
  }

  private deps() {
    return quoteDeps({ fleet: this.fleet, busy: this.busy });
  }

  get answer() {
    if (!this.outcome) throw new Error('Nothing was searched');
    return this.outcome.answer;
  }

  offer(category: AircraftCategory): AircraftOption {
    const option = this.answer.data[category][0];
    if (!option) throw new Error(`No ${category} answer`);
    return option;
  }

  quoted(category: AircraftCategory): QuotedOption {
    const option = this.outcome?.quote.options.find((o) => o.category === category);
    if (!option) throw new Error(`No ${category} aircraft was offered`);
    return option;
  }

  /** The engine's working for the offered aircraft of a category: ferries, charges, taxes. */
  working(category: AircraftCategory): AircraftQuote {
    const tail = this.quoted(category).tailNumber;
    const deps = this.deps();
    const entry = deps.fleet.byCategory[category].find((e) => e.aircraft.tailNumber === tail);
    const read = this.trip ? readTrip(this.trip, deps.airport) : undefined;
    if (!entry || !read?.ok) throw new Error('The offer cannot be re-priced');
    const quote = priceAircraft(entry, read.trip, createStopFinder(deps.airportsNear));
    if (!quote) throw new Error('The offer cannot be re-priced');
    return quote;
  }

  /** How far a leg's fuel stop is from the middle of the great circle, as a share of the leg. */
  stopOffCentre(category: AircraftCategory): { runwayFt: number; offCentre: number } {
    const leg = this.working(category).legs[0]?.flight;
    const stop = leg?.stops[0];
    if (!leg || !stop) throw new Error('No fuel stop');
    const middle = pointAlong(leg.from, leg.to, 0.5);
    return { runwayFt: stop.longestRunwayFt, offCentre: greatCircleNm(middle, stop) / greatCircleNm(leg.from, leg.to) };
  }

  segmentFees(category: AircraftCategory): Cents {
    return this.working(category).taxes.domesticSegmentFees;
  }
}

const FLEET_CATEGORY = new Map(MODELS.map((m) => [m.id, m.category]));
