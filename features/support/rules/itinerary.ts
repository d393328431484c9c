import { shownCrews, shownTailNumber, type LegCrewFacts } from '../../../src/core/itinerary/itinerary-rules';
import { assignLegs } from '../../../src/engine/itinerary/assign-legs';
import { MemoryReferenceData } from '../../../test/fakes/memory-reference-data';
import { aBookedTrip } from '../../../test/fixtures/itinerary';

/** An itinerary as the operator fills it in, read the way the itinerary page shows it. */
export class ItineraryCase {
  private legs: LegCrewFacts[] = [];
  shown: { tailNumber: string; crews: { name: string; position: string; contact: string }[][] } | undefined;
  /** The tail of the booked aircraft, when the trip was booked through the engine. */
  bookedTail: string | undefined;

  withLegs(count: number): void {
    this.legs = Array.from({ length: count }, (_, i) => ({
      legOrder: i + 1,
      tailNumber: null,
      crews: [],
      crewSettings: false,
    }));
  }

  nameCrew(legOrder: number, position: string, name: string): void {
    const leg = this.leg(legOrder);
    leg.crews = [{ name, position, contact: '+1 201 555 0100' }];
    leg.crewSettings = false;
  }

  nameCrewWithoutPhone(legOrder: number, position: string, name: string): void {
    const leg = this.leg(legOrder);
    leg.crews = [{ name, position, contact: null }];
    leg.crewSettings = false;
  }

  /** The operator has not said whether the leg keeps the crew (crewSettings null). */
  unsetCrew(legOrder: number): void {
    this.leg(legOrder).crewSettings = null;
  }

  /**
   * Maya's booked three-leg trip (Teterboro, Palm Beach, Chicago the next day, home five days
   * later), crewed by the engine as its operator would before departure.
   */
  bookThreeLegTrip(): void {
    const booking = aBookedTrip({ id: 'BK-FEATURE-1', ownerUserId: 'maya' });
    this.bookedTail = booking.tailNumber;
    // The operator lists the legs in any order; the itinerary puts them in flying order.
    this.legs = assignLegs(booking, new MemoryReferenceData()).reverse();
  }

  keepCrew(legOrder: number): void {
    this.leg(legOrder).crewSettings = true;
  }

  ownCrew(legOrder: number): void {
    this.leg(legOrder).crewSettings = false;
  }

  giveTail(legOrder: number, tail: string): void {
    this.leg(legOrder).tailNumber = tail;
  }

  read(): void {
    this.shown = { tailNumber: shownTailNumber(this.legs), crews: shownCrews(this.legs) };
  }

  private leg(legOrder: number): LegCrewFacts {
    const leg = this.legs.find((l) => l.legOrder === legOrder);
    if (!leg) throw new Error(`The trip has no leg ${legOrder}`);
    return leg;
  }
}
