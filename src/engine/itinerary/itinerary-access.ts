import type { AuditLog } from '../../../ports/audit-log';
import { isStaff } from '../../../ports/identity-provider';
import type { Caller } from '../../../ports/caller';
import type { Itineraries } from '../../../ports/charter/itineraries';
import type { Clock } from '../../../ports/clock';
import type { Itinerary } from '../../core/itinerary/itinerary';

/** The ways an itinerary is read, as the audit log names them. */
export type ItineraryUse = 'itinerary.api' | 'itinerary.page' | 'itinerary.pdf' | 'itinerary.calendar';

/**
 * Reading an itinerary on behalf of a caller, for the API, the page, the PDF and the calendar
 * file alike: support staff's every reading is written to the audit log before anything is
 * answered (a reading that cannot be recorded fails), a customer's is not.
 */
export class ItineraryAccess {
  constructor(
    private readonly itineraries: Itineraries,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async read(
    bookingId: string,
    caller: Caller,
    use: ItineraryUse,
    requestId: string | null,
  ): Promise<Itinerary | null> {
    const itinerary = await this.itineraries.itinerary(bookingId, caller);
    if (caller.kind === 'customer' && isStaff(caller.role)) {
      await this.audit.recordStaffAccess({
        actorUserId: caller.userId,
        action: use,
        bookingId,
        found: itinerary !== null,
        requestId,
        at: this.clock.now(),
      });
    }
    return itinerary;
  }
}
