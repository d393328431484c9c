import type { DeskDeps } from './desk-deps';
import { DeskBookings } from './desk-bookings';
import { DeskCustomers } from './desk-customers';
import { DeskStaff } from './desk-staff';

/**
 * The back office (/desk, issue 16): what support staff and administrators do, each use case
 * taking the staff caller, checking the role itself and writing the audit log.
 */
export class SupportDesk {
  readonly bookings: DeskBookings;
  readonly customers: DeskCustomers;
  readonly staff: DeskStaff;

  constructor(deps: DeskDeps) {
    this.bookings = new DeskBookings(deps);
    this.customers = new DeskCustomers(deps);
    this.staff = new DeskStaff(deps);
  }
}
