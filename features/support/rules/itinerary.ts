import { shownCrews, shownTailNumber, type LegCrewFacts } from '../../../src/core/itinerary/itinerary-rules';

/** An itinerary as the operator fills it in, read the way the itinerary page shows it. */
export class ItineraryCase {
  private legs: LegCrewFacts[] = [];
  shown: { tailNumber: string; crews: { name: string; position: string }[][] } | undefined;

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
