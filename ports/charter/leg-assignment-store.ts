import type { FboContact } from '../../src/core/itinerary/itinerary';
import type { CrewMember } from '../../src/core/itinerary/itinerary-rules';

/**
 * What the operator assigned to one leg of a booking before departure: the tail, the crew
 * and the FBOs, plus the operator's notes. Written once per booking, so every node and every
 * reading shows the same crew, until the operator assigns again (`replace`: another crew or
 * tail, new dates), which the customer is then told of.
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
  /** The operator's new assignment of every leg, in one transaction (the old legs go). */
  replace(bookingId: string, legs: LegAssignment[], now: Date): Promise<void>;
}

export const LEG_ASSIGNMENT_STORE = Symbol.for('contrail.LegAssignmentStore');
