import { dollarsToCents } from '../../core/money';
import { deskSchemas } from '../../core/desk/desk-input';
import { tripRow, type DeskTripRow } from './trip-rows';
import { deskWatchRows, type DeskToldRow, type DeskWatchRow } from './customer-watches';
import { field, formFailure } from '../pages/account/form-data.server';
import type { ActionArgs, LoaderArgs } from '../context';
import { failure, requireStaff } from './desk.server';

export interface DeskCustomerData {
  userId: string;
  name: string;
  email: string;
  phone: string;
  since: string;
  federated: boolean;
  bookings: DeskTripRow[];
  wallet: {
    balanceCents: number;
    entries: { key: string; at: string; display: string; status: string; amountCents: number }[];
  };
  rewards: {
    balanceCents: number;
    entries: { key: string; at: string; bookingId: string; status: string; amountCents: number }[];
  };
  watches: DeskWatchRow[];
  told: DeskToldRow[];
}

export type DeskCustomerActionData =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };

export async function loader({ context, params }: LoaderArgs): Promise<DeskCustomerData> {
  const { staff, desk } = requireStaff(context);
  const result = await desk.customers.view(staff, params.id ?? '');
  if (!result.ok) failure(result);
  const { customer, bookings, wallet, rewards, watches, told } = result.value;
  return {
    userId: customer.userId,
    name: `${customer.firstname} ${customer.lastname}`.trim(),
    email: customer.email,
    phone: customer.phone,
    since: customer.createdAt.toISOString(),
    federated: customer.federated,
    bookings: bookings.map(tripRow),
    wallet: {
      balanceCents: wallet.balance,
      entries: wallet.entries.map((e, i) => ({
        key: `w${i}`,
        at: e.at.toISOString(),
        display: e.display,
        status: e.status,
        amountCents: e.amount,
      })),
    },
    rewards: {
      balanceCents: rewards.balance,
      entries: rewards.entries.map((e, i) => ({
        key: `r${i}`,
        at: e.at.toISOString(),
        bookingId: e.bookingId,
        status: e.status,
        amountCents: e.amount,
      })),
    },
    ...deskWatchRows(watches, told),
  };
}

/** A wire deposit into the customer's prepaid wallet (the first one opens it). */
export async function action({ context, params, request }: ActionArgs): Promise<DeskCustomerActionData> {
  const { staff, desk } = requireStaff(context);
  const form = await request.formData();
  const parsed = deskSchemas.walletCredit.safeParse({
    amount: Number(field(form, 'amount').replace(/[$,\s]/g, '')),
    reference: field(form, 'reference'),
  });
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((i) => [
        String(i.path[0]),
        i.path[0] === 'amount' ? 'Enter the amount received, in dollars.' : i.message,
      ]),
    );
    return formFailure(
      request,
      { ok: false, message: 'Please correct the deposit.', fieldErrors },
      400,
    ) as DeskCustomerActionData;
  }
  const result = await desk.customers.creditWallet(staff, params.id ?? '', {
    amount: dollarsToCents(parsed.data.amount),
    reference: parsed.data.reference,
  });
  if (!result.ok) {
    return formFailure(
      request,
      { ok: false, message: result.message, fieldErrors: result.fieldErrors },
      result.code === 'NOT_FOUND' ? 404 : 409,
    ) as DeskCustomerActionData;
  }
  return { ok: true, message: 'Deposit credited to the wallet.' };
}
