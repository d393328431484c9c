import { data } from 'react-router';
import { deskSchemas } from '../../core/desk/desk-input';
import type { BookingSummary } from '../../../ports/support-desk';
import type { LoaderArgs } from '../context';
import { requireStaff } from './desk.server';

export interface DeskBookingsData {
  /** What was searched, as typed (the form shows it again). */
  query: Record<string, string>;
  fieldErrors: Record<string, string>;
  bookings: BookingSummary[];
  page: number;
  more: boolean;
}

/** Bookings searched by reference, customer, route, dates and status; 25 a page. */
export async function loader({ context, request }: LoaderArgs): Promise<DeskBookingsData> {
  const { staff, desk } = requireStaff(context);
  const params = Object.fromEntries(
    [...new URL(request.url).searchParams].filter(([name, value]) => name !== '_data' && value.trim() !== ''),
  );
  const parsed = deskSchemas.search.safeParse(params);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'query'), i.message]));
    throw data({ message: 'Please correct the search.', fieldErrors }, { status: 400 });
  }
  const { page, departsFrom, departsTo, ...rest } = parsed.data;
  const found = await desk.bookings.search(
    staff,
    {
      ...rest,
      departsFrom: departsFrom ? new Date(departsFrom) : undefined,
      departsTo: departsTo ? new Date(departsTo) : undefined,
    },
    page,
  );
  return { query: params, fieldErrors: {}, bookings: found.bookings, page, more: found.more };
}
