import type { LoaderArgs } from '../context';
import { requireStaff } from './desk.server';

export interface DeskCustomersData {
  text: string;
  message: string | null;
  customers: { userId: string; name: string; email: string; phone: string; since: string }[];
}

/** Customers by the start of their e-mail or name (2 characters at least). */
export async function loader({ context, request }: LoaderArgs): Promise<DeskCustomersData> {
  const { staff, desk } = requireStaff(context);
  const text = (new URL(request.url).searchParams.get('text') ?? '').trim().slice(0, 100);
  if (text.length === 0) return { text, message: null, customers: [] };
  if (text.length < 2) return { text, message: 'Type at least 2 characters.', customers: [] };
  const found = await desk.customers.find(staff, text);
  return {
    text,
    message: found.length === 0 ? 'No customer matches.' : null,
    customers: found.map((c) => ({
      userId: c.userId,
      name: `${c.firstname} ${c.lastname}`.trim(),
      email: c.email,
      phone: c.phone,
      since: c.createdAt.toISOString(),
    })),
  };
}
