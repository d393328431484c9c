import type { FboContact } from '../../src/core/itinerary/itinerary';
import type { CrewMember } from '../../src/core/itinerary/itinerary-rules';

/**
 * What the operator assigned to one leg of a booking before departure: the tail, the crew
 * and the FBOs, plus the operator's notes. Written once per booking and never changed, so
 * every node and every reading shows the same crew.
 */
export interface LegAssignment {
  legOrder: number;
  /** Operators usually name the tail once, on the first leg; null on the others. */
  tailNumber: string | null;
  crews: CrewMember[];
  /** True or null: same crew as the nearest earlier leg with named crew. */
  crewSettings: boolean | null;
  originFbo: FboContact;
  destinationFbo: FboContact;
  groundTransportationNotes: string | null;
  cateringNotes: string | null;
  miscellaneousNotes: string | null;
}

export interface LegAssignmentStore {
  find(bookingId: string): Promise<LegAssignment[] | undefined>;
  /**
   * Stores the assignment unless the booking already has one, and answers the one stored:
   * when two nodes assign the same booking at once, both read back the first.
   */
  saveOnce(bookingId: string, legs: LegAssignment[], now: Date): Promise<LegAssignment[]>;
}

export const LEG_ASSIGNMENT_STORE = Symbol.for('contrail.LegAssignmentStore');
