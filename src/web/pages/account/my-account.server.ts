import { redirect } from 'react-router';
import type { CommunicationPreferences } from '../../../../ports/identity-provider';
import type { RewardHistory, TravellerView, WalletHistory } from '../../../../ports/charter/trips';
import type { ActionArgs, LoaderArgs } from '../../context';
import { requireUser } from '../../guards.server';
import type { SessionUser } from '../../shell/root-data';
import { normalisePhone } from './sign-up-rules';
import { field, formFailure, rawField, statusOf } from './form-data.server';
import {
  watchAction,
  watchesTabData,
  type WatchActionData,
  type WatchFormValues,
  type WatchRow,
} from './watches.server';
import { carbonTabData } from './carbon.server';
import type { CarbonStatement } from '../../../core/carbon/carbon-statement';
import {
  SECURITY_INTENTS,
  securityAction,
  securityTabData,
  type DeviceRow,
  type PasskeyRow,
  type SecurityActionData,
} from './security.server';

export const ACCOUNT_TABS = [
  'notifications',
  'personal-info',
  'passengers',
  'rewards',
  'wallet',
  'watches',
  'security',
  'carbon',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export interface MyAccountData {
  user: SessionUser;
  tab: AccountTab;
  communication: CommunicationPreferences;
  /** The delete-account modal opens at once (the account menu links to ?delete=1). */
  confirmDelete: boolean;
  passwordPolicy: string;
  /** Passengers tab: the address book, and the upcoming trips a traveller can be added to. */
  addressBook: TravellerView[];
  upcomingTrips: { bookingId: string; label: string }[];
  rewards: RewardHistory | null;
  wallet: WalletHistory | null;
  today: string;
  /** Watches tab: the customer's route watches and the new-watch form's values. */
  watches: WatchRow[];
  watchForm: WatchFormValues | null;
  /** Security tab: the devices signed in to the account (decision 054) and its passkeys (058). */
  devices: DeviceRow[];
  passkeys: PasskeyRow[];
  /** Carbon tab: each trip's CO2e and the totals per year (issue 29 item 4). */
  carbon: CarbonStatement;
}

export type MyAccountActionData =
  | {
      intent: 'profile';
      ok: boolean;
      message?: string;
      fieldErrors: { firstname?: string; lastname?: string; phone?: string };
      values: { firstname: string; lastname: string; phone: string };
    }
  | { intent: 'communication'; ok: boolean; message?: string }
  | { intent: 'password-send'; ok: boolean; message?: string }
  | { intent: 'password-change'; ok: boolean; message?: string; sent: boolean }
  | { intent: 'delete'; ok: false; message: string }
  | WatchActionData
  | SecurityActionData
  | {
      intent: 'traveller-add' | 'traveller-remove' | 'traveller-assign';
      ok: boolean;
      message: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };

const DEFAULT_COMMUNICATION: CommunicationPreferences = { enableEmail: true, enableNotification: true, sms: true };

export async function loader({ context, request }: LoaderArgs): Promise<MyAccountData> {
  const user = requireUser(context, request);
  const url = new URL(request.url);
  const asked = url.searchParams.get('tab');
  const tab = ACCOUNT_TABS.find((t) => t === asked) ?? 'personal-info';
  return {
    user,
    tab,
    communication: (await context.accounts.getCommunication(user.id)) ?? DEFAULT_COMMUNICATION,
    confirmDelete: url.searchParams.get('delete') === '1',
    passwordPolicy: context.accounts.passwordPolicy,
    ...(await accountTabData(context, tab)),
    ...(tab === 'watches'
      ? await watchesTabData(context, user.id, url, context.now().toISOString().slice(0, 10))
      : { watches: [], watchForm: null }),
    ...(tab === 'security' ? await securityTabData(context, user.id) : { devices: [], passkeys: [] }),
    ...(tab === 'carbon' ? await carbonTabData(context) : { carbon: { rows: [], years: [] } }),
  };
}

/** What the Passengers, Rewards and Wallet tabs show; only the open tab's data is read. */
async function accountTabData(context: LoaderArgs['context'], tab: AccountTab) {
  const { trips, caller } = context;
  const empty = { addressBook: [], upcomingTrips: [], rewards: null, wallet: null };
  const today = context.now().toISOString().slice(0, 10);
  if (tab === 'rewards') return { ...empty, today, rewards: await trips.rewardHistory(caller) };
  if (tab === 'wallet') return { ...empty, today, wallet: await trips.walletHistory(caller) };
  if (tab !== 'passengers') return { ...empty, today };
  const [addressBook, all] = await Promise.all([trips.travellers(caller), trips.all(caller)]);
  const upcomingTrips = all
    .filter((t) => t.tripStatus === 'UPCOMING' && (t.status === 'RESERVED' || t.status === 'BOOKED'))
    .map((t) => ({ bookingId: t.bookingId, label: tripLabel(t.legs) }));
  return { ...empty, today, addressBook, upcomingTrips };
}

function tripLabel(
  legs: { departureAirport: { icaoCode: string }; arrivalAirport: { icaoCode: string }; departureDateTime: string }[],
): string {
  const first = legs[0];
  const last = legs.at(-1);
  if (!first || !last) return 'Trip';
  return `${first.departureAirport.icaoCode} to ${last.arrivalAirport.icaoCode}, ${first.departureDateTime.slice(0, 10)}`;
}

export async function action({ context, request }: ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const intent = field(form, 'intent');
  const fail = (body: MyAccountActionData, status = 400) => formFailure(request, body, status);

  if (intent === 'profile') {
    const values = {
      firstname: field(form, 'firstname'),
      lastname: field(form, 'lastname'),
      phone: field(form, 'phone'),
    };
    const phone = normalisePhone(values.phone);
    const fieldErrors: { firstname?: string; lastname?: string; phone?: string } = {};
    if (!values.firstname) fieldErrors.firstname = 'Field required';
    if (!values.lastname) fieldErrors.lastname = 'Field required';
    if (!values.phone) fieldErrors.phone = 'Please enter a phone number';
    else if (!phone) fieldErrors.phone = 'Invalid Phone Number';
    if (!phone || Object.keys(fieldErrors).length > 0) {
      return fail({ intent, ok: false, fieldErrors, values });
    }
    await context.accounts.updateProfile(user.id, { ...values, phone });
    return { intent, ok: true, message: 'Changes Saved Successfully', fieldErrors: {}, values: { ...values, phone } };
  }

  if (intent === 'communication') {
    // Unchecked checkboxes are absent from a form post: absent means off.
    await context.accounts.setCommunication(user.id, {
      enableEmail: form.get('enableEmail') === 'on',
      enableNotification: form.get('enableNotification') === 'on',
      sms: form.get('sms') === 'on',
    });
    return { intent, ok: true, message: 'Changes Saved Successfully' };
  }

  if (intent === 'password-send' || intent === 'password-change') {
    if (user.federated)
      return fail({
        intent: 'password-send',
        ok: false,
        message: 'Your account signs in with a social provider and has no password.',
      });
    if (intent === 'password-send') {
      // Step one of the change (spec 001): a verification code to the account's e-mail.
      const sent = await context.accounts.forgotPassword(user.email, context.client);
      if (!sent.ok) return fail({ intent, ok: false, message: sent.error.message }, statusOf(sent.error));
      return { intent, ok: true, message: `We sent a verification code to ${user.email}.` };
    }
    const code = field(form, 'code');
    const password = rawField(form, 'password');
    if (!code && !password) return fail({ intent, ok: false, sent: true, message: 'Please fill required fields.' });
    if (!code || !password) return fail({ intent, ok: false, sent: true, message: 'Please fill required fields.' });
    // This browser stays signed in; every other sign-in of the account ends (decision 034).
    const changed = await context.accounts.confirmForgotPassword(
      user.email,
      code,
      password,
      context.client,
      context.account?.identity.sessionId,
    );
    if (!changed.ok)
      return fail({ intent, ok: false, sent: true, message: changed.error.message }, statusOf(changed.error));
    return { intent, ok: true, sent: false, message: 'Password changed successfully.' };
  }

  if (intent === 'traveller-add' || intent === 'traveller-remove' || intent === 'traveller-assign') {
    const values: Record<string, string> = {};
    for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value;
    const travellerId = field(form, 'travellerId');
    const result =
      intent === 'traveller-add'
        ? await context.trips.addTraveller(
            {
              fname: field(form, 'fname'),
              mname: field(form, 'mname'),
              lname: field(form, 'lname'),
              dob: field(form, 'dob'),
              phoneNumber: field(form, 'phoneNumber'),
              email: field(form, 'email'),
              passportNumber: field(form, 'passportNumber'),
              passportExpiry: field(form, 'passportExpiry'),
              passportCountry: field(form, 'passportCountry'),
              tag: field(form, 'tag') || null,
            },
            context.caller,
          )
        : intent === 'traveller-remove'
          ? await context.trips.removePassenger({ bookingId: null, travellerId }, context.caller)
          : await context.trips.assignTraveller({ travellerId, bookingId: field(form, 'bookingId') }, context.caller);
    if (!result.ok) {
      const status = result.reason === 'NOT_FOUND' ? 404 : result.reason === 'REFUSED' ? 409 : 400;
      return fail({ intent, ok: false, message: result.message, fieldErrors: result.fieldErrors, values }, status);
    }
    const message =
      intent === 'traveller-add'
        ? 'Passenger added.'
        : intent === 'traveller-remove'
          ? 'Passenger removed.'
          : 'Passenger added to the trip.';
    return { intent, ok: true, message, fieldErrors: {}, values: {} };
  }

  if (intent === 'watch-create' || intent === 'watch-edit' || intent === 'watch-status' || intent === 'watch-delete') {
    const { body, status } = await watchAction(context, user.id, intent, form);
    return body.ok ? body : fail(body, status);
  }

  if ((SECURITY_INTENTS as readonly string[]).includes(intent)) {
    const { body, status } = await securityAction(context, user.id, intent as SecurityActionData['intent'], form);
    return body.ok ? body : fail(body, status);
  }

  if (intent === 'delete') {
    if (field(form, 'confirm') !== 'DELETE')
      return fail({ intent, ok: false, message: 'Please type DELETE to confirm.' });
    const deleted = await context.accounts.deleteAccount(user.id);
    if (!deleted.ok) return fail({ intent, ok: false, message: deleted.error.message }, statusOf(deleted.error));
    const headers = new Headers();
    for (const cookie of await context.session.end()) headers.append('Set-Cookie', cookie);
    return redirect('/login?deleted=true', { headers });
  }

  return fail({ intent: 'delete', ok: false, message: 'Unknown request.' });
}
