import { data, redirect } from 'react-router';
import { isStaff } from '../../../ports/identity-provider';
import type { SupportDesk } from '../../engine/desk/support-desk';
import type { DeskFailure, StaffCaller } from '../../engine/desk/staff-caller';
import type { WebContext } from '../context';
import type { DataError } from '../data-protocol';

/**
 * Every desk loader and action starts here: the staff member, or the same 404 an unknown page
 * answers (customers and visitors never learn the back office exists). Roles are checked again
 * in each use case.
 */
export function requireStaff(context: WebContext, request?: Request): { staff: StaffCaller; desk: SupportDesk } {
  const identity = context.account?.identity;
  if (!context.staff && identity && isStaff(identity.role)) {
    // A staff sign-in by password alone proves its second factor first (docs/decisions/053).
    const path = request ? new URL(request.url).pathname : '/desk';
    throw redirect(`/second-factor?redirectTo=${encodeURIComponent(path)}`);
  }
  if (!context.staff) throw data({ message: 'We could not find that page.' } satisfies DataError, { status: 404 });
  return { staff: context.staff, desk: context.desk };
}

/** A use case's refusal as the page's error (a missing booking is a 404 inside the desk). */
export function failure(result: DeskFailure): never {
  const status = result.code === 'NOT_FOUND' ? 404 : result.code === 'FORBIDDEN' ? 403 : 409;
  throw data({ message: result.message } satisfies DataError, { status });
}
