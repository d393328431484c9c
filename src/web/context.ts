import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { Account, AccountService, Client } from '../engine/accounts/account-service';
import type { StaffSecondFactor } from '../engine/second-factor/staff-second-factor';
import type { Passkeys } from '../engine/passkeys/passkeys';
import type { SignedInDevices } from '../engine/devices/signed-in-devices';
import type { Tokens } from '../../ports/identity-provider';
import type { Caller } from '../../ports/caller';
import type { FlightSearch } from '../../ports/charter/flight-search';
import type { Trips } from '../../ports/charter/trips';
import type { BookingPayments } from '../../ports/charter/booking-payments';
import type { EmptyLegs } from '../../ports/charter/empty-legs';
import type { FederatedProviderName } from '../../ports/federated-identity';
import type { SessionUser } from './shell/root-data';
import type { SiteInfo } from './site';
import type { PeakTravelSettings } from '../core/notices/peak-travel';
import type { ItineraryAccess } from '../engine/itinerary/itinerary-access';
import type { WireTransferDetails } from '../core/payments/wire-transfer';
import type { SupportDesk } from '../engine/desk/support-desk';
import type { StaffCaller } from '../engine/desk/staff-caller';
import type { ConciergeChat } from '../engine/chat/concierge-chat';
import type { RouteWatches } from '../engine/watches/route-watches';

/**
 * What route loaders and actions receive as `context`: the use cases they may call and the
 * facts about this request. Built per request by src/http; nothing in src/web reaches for a
 * global container.
 */
export interface WebContext {
  site: SiteInfo;
  requestId: string;
  /** The peak-travel notice's dates and messages (the home banner, the booking alert). */
  peakTravel: PeakTravelSettings;
  /** The bank details of the review page's wire-transfer sheet, from configuration. */
  wireTransfer: WireTransferDetails;
  now(): Date;
  /** The signed-in person with a complete profile (spec 000 §6); null otherwise. */
  user: SessionUser | null;
  /** The signed-in account even when its profile is incomplete (profile completion needs it). */
  account: Account | null;
  /** Sign-up, sign-in, codes, passwords, profile: the account use cases. */
  accounts: AccountService;
  /** Searching and pricing flights; null on a server without the charter backend. */
  flightSearch: FlightSearch | null;
  /** Booking itineraries, as the signed-in caller may read them (support staff audited). */
  itineraries: ItineraryAccess | null;
  /** A customer's trips, passengers, reward and wallet histories, limo requests. */
  trips: Trips;
  /** Review, payment and receipt of a booking (ports/charter/booking-payments.ts). */
  bookingPayments: BookingPayments | null;
  /** The back office's use cases (issue 16); each takes the staff caller below. */
  desk: SupportDesk;
  /** The staff second factor (docs/decisions/053): what a staff sign-in proves before the desk. */
  secondFactor: StaffSecondFactor;
  /** The devices the account is signed in on (My Account > Security, docs/decisions/054). */
  devices: SignedInDevices;
  /** The account's passkeys (My Account > Security, docs/decisions/058). */
  passkeys: Passkeys;
  /** The concierge chat; the desk's pages use its staff side with `staff` below. */
  chat: ConciergeChat;
  /** The signed-in support staff member or administrator; null for everyone else. */
  staff: StaffCaller | null;
  /** The empty legs for sale, and booking one (docs/decisions/038). */
  emptyLegs: EmptyLegs | null;
  /** The customer's route watches (docs/decisions/047); null where they are not served. */
  watches: RouteWatches | null;
  /** Who the charter backend is asked on behalf of: the signed-in customer, else a visitor. */
  caller: Caller;
  /** The social sign-in providers configured here (GET /auth/<provider> starts each). */
  federatedProviders: readonly FederatedProviderName[];
  /** The requesting client, for rate limits. */
  client: Client;
  /** Told the id of the route that answers (the leaf page, or a data request's route): the request's metrics. */
  routeMatched?(routeId: string): void;
  session: {
    /** The cookie session's refresh token (null for bearer requests and visitors). */
    refreshToken: string | null;
    /** Set-Cookie values that start a browser session with these tokens. */
    start(tokens: Tokens): string[];
    /** Ends the session: revokes its refresh token, answers Set-Cookie values that clear it. */
    end(): Promise<string[]>;
  };
}

export type LoaderArgs = LoaderFunctionArgs<WebContext>;
export type ActionArgs = ActionFunctionArgs<WebContext>;
