import { data } from 'react-router';
import { auditActionWords } from '../../core/desk/audit-actions';
import { deskSchemas } from '../../core/desk/desk-input';
import type { LoaderArgs } from '../context';
import { requireStaff } from './desk.server';

/** Someone the log mentions: their name, or their id when the account is gone. */
export interface Person {
  userId: string;
  name: string;
}

export interface DeskAuditData {
  /** The filter as typed (an id or an e-mail for the customer and the staff member). */
  filter: { bookingId: string; customerId: string; staffId: string };
  /** The filter in words: "by Ana Ruiz, about Maya Okafor". */
  showing: string | null;
  /** "No account has the e-mail …" when the filter's e-mail names nobody. */
  notFound: string | null;
  page: number;
  more: boolean;
  entries: {
    key: string;
    at: string;
    actor: Person;
    /** In words ("Booking opened"). */
    action: string;
    bookingId: string | null;
    /** The customer or staff account the entry concerns. */
    account: Person | null;
    found: boolean;
    details: string | null;
  }[];
}

/** The audit log, newest first, by booking, customer or staff member; 50 a page. */
export async function loader({ context, request }: LoaderArgs): Promise<DeskAuditData> {
  const { staff, desk } = requireStaff(context);
  const params = Object.fromEntries(
    [...new URL(request.url).searchParams].filter(([name, value]) => name !== '_data' && value.trim() !== ''),
  );
  const parsed = deskSchemas.audit.safeParse(params);
  if (!parsed.success) throw data({ message: 'Please correct the filter.' }, { status: 400 });
  const { bookingId, customerId, staffId, page } = parsed.data;
  const found = await desk.staff.auditLog(staff, { bookingId, customerUserId: customerId, actorUserId: staffId }, page);
  const person = (userId: string): Person => ({ userId, name: found.names[userId] ?? userId });
  const { actorUserId: byId, customerUserId: aboutId } = found.filter;
  const showing = [byId && `by ${person(byId).name}`, aboutId && `about ${person(aboutId).name}`].filter(Boolean);
  return {
    filter: { bookingId: bookingId ?? '', customerId: customerId ?? '', staffId: staffId ?? '' },
    showing: found.notFound || showing.length === 0 ? null : showing.join(', '),
    notFound: found.notFound ?? null,
    page,
    more: found.more,
    entries: found.entries.map((e, i) => ({
      // The log's order is fixed: its place on this page names an entry.
      key: `${page}-${i}`,
      at: e.at.toISOString(),
      actor: person(e.actorUserId),
      action: auditActionWords(e.action),
      bookingId: e.bookingId,
      account: e.customerUserId ? person(e.customerUserId) : null,
      found: e.found,
      details: e.details ?? null,
    })),
  };
}
