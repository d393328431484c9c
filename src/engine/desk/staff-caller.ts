import type { AuditLog } from '../../../ports/audit-log';
import type { Caller } from '../../../ports/caller';
import type { Clock } from '../../../ports/clock';
import { isStaff } from '../../../ports/identity-provider';

/**
 * Who works the back office: a signed-in staff member, with the request they act in (for the
 * audit log). Every desk use case takes one, checks the role itself (never only the route), and
 * records what was read or done before answering.
 */
export interface StaffCaller {
  userId: string;
  role: 'SUPPORT' | 'ADMIN';
  requestId: string | null;
}

export function staffOf(caller: Caller | null, requestId: string | null): StaffCaller | null {
  if (!caller || caller.kind !== 'customer' || !isStaff(caller.role)) return null;
  return { userId: caller.userId, role: caller.role === 'ADMIN' ? 'ADMIN' : 'SUPPORT', requestId };
}

export type DeskFailure = {
  ok: false;
  /** NOT_FOUND reads as an unknown id; FORBIDDEN is a staff member without the role for it. */
  code: 'NOT_FOUND' | 'FORBIDDEN' | 'INVALID' | 'REFUSED' | 'PASSWORD';
  message: string;
  fieldErrors?: Record<string, string>;
};
export type DeskResult<T> = { ok: true; value: T } | DeskFailure;

export const deskOk = <T>(value: T): DeskResult<T> => ({ ok: true, value });
export const deskFail = (
  code: DeskFailure['code'],
  message: string,
  fieldErrors?: Record<string, string>,
): DeskFailure => ({
  ok: false,
  code,
  message,
  ...(fieldErrors ? { fieldErrors } : {}),
});

export const NOT_FOUND = deskFail('NOT_FOUND', 'There is no such booking or account.');
export const ADMINS_ONLY = deskFail('FORBIDDEN', 'Only administrators manage staff accounts.');

/** Writes one line of the audit log for a staff member's reading or action. */
export class Auditor {
  constructor(
    private readonly log: AuditLog,
    private readonly clock: Clock,
  ) {}

  record(
    staff: StaffCaller,
    action: string,
    about: { bookingId?: string | null; customerUserId?: string | null; found?: boolean; details?: string | null },
  ): Promise<void> {
    return this.log.recordStaffAccess({
      actorUserId: staff.userId,
      action,
      bookingId: about.bookingId ?? null,
      customerUserId: about.customerUserId ?? null,
      found: about.found ?? true,
      details: about.details ?? null,
      requestId: staff.requestId,
      at: this.clock.now(),
    });
  }
}
