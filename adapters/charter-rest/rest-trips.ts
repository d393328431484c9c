import { inject, injectable } from 'inversify';
import type { Caller } from '../../ports/caller';
import type {
  EmergencyContactView,
  LimoInput,
  PassengerView,
  RewardHistory,
  TravellerInput,
  TravellerView,
  Trips,
  TripsResult,
  TripView,
  WalletHistory,
} from '../../ports/charter/trips';
import { CHARTER_REST_SETTINGS, CharterRestError, type CharterRestSettings } from './rest-flight-search';

type Method = 'GET' | 'POST' | 'DELETE';

const REASON_OF: Record<number, 'NOT_FOUND' | 'INVALID' | 'REFUSED'> = {
  404: 'NOT_FOUND',
  400: 'INVALID',
  409: 'REFUSED',
};

/**
 * Trips over HTTP: the after-booking calls of a charter API under /api (our api tier, or any
 * backend speaking spec 001 section 7), with the caller's bearer token. 404, 400 and 409
 * carry a message for the customer and become refusals; a visitor (no token) is answered as
 * the engine answers one, without a call; anything else is an outage and throws.
 */
@injectable()
export class RestTrips implements Trips {
  constructor(@inject(CHARTER_REST_SETTINGS) private readonly settings: CharterRestSettings) {}

  async all(caller: Caller): Promise<TripView[]> {
    if (caller.kind !== 'customer') return [];
    return (await this.expect200('GET', '/api/trips/all', undefined, caller)) as TripView[];
  }

  async trip(bookingId: string, caller: Caller): Promise<TripView | null> {
    if (caller.kind !== 'customer') return null;
    const result = await this.call<TripView>('GET', `/api/trips/trip?${query({ bookingId })}`, undefined, caller);
    return result.ok ? result.value : null;
  }

  async travellers(caller: Caller): Promise<TravellerView[]> {
    if (caller.kind !== 'customer') return [];
    return (await this.expect200('GET', '/api/address-book/traveller-list', undefined, caller)) as TravellerView[];
  }

  addTraveller(input: TravellerInput, caller: Caller) {
    return this.call<TravellerView>('POST', '/api/address-book/add-traveller', input, caller);
  }

  assignTraveller(input: { travellerId: string; bookingId: string }, caller: Caller) {
    return this.call<PassengerView>('POST', '/api/address-book/assign-traveller', input, caller);
  }

  changeTravellerLegs(input: { legIds: number[]; travellerId: string; bookingId: string }, caller: Caller) {
    return this.call<PassengerView>('POST', '/api/address-book/change-traveller-leg', input, caller);
  }

  setLeadPassenger(input: { travellerId: string; bookingId: string; lead: boolean }, caller: Caller) {
    return this.call<PassengerView>('POST', '/api/address-book/add-lead-passenger', input, caller);
  }

  travellerBookingDetails(input: { bookingId: string; travellerId: string }, caller: Caller) {
    return this.call<{ selectedLegs: number[]; leadPassenger: boolean }>(
      'GET',
      `/api/address-book/traveller-booking-details?${query(input)}`,
      undefined,
      caller,
    );
  }

  emergencyContact(bookingId: string, caller: Caller) {
    return this.call<EmergencyContactView>(
      'GET',
      `/api/address-book/emergency-contact?${query({ bookingId })}`,
      undefined,
      caller,
    );
  }

  setEmergencyContact(input: EmergencyContactView & { bookingId: string }, caller: Caller) {
    return this.call<EmergencyContactView>('POST', '/api/address-book/emergency-contact', input, caller);
  }

  async removePassenger(input: { bookingId: string | null; travellerId: string }, caller: Caller) {
    const params =
      input.bookingId === null ? { travellerId: input.travellerId } : { ...input, bookingId: input.bookingId };
    const result = await this.call<unknown>(
      'DELETE',
      `/api/address-book/remove-passenger?${query(params)}`,
      undefined,
      caller,
    );
    return result.ok ? { ok: true as const, value: null } : result;
  }

  async rewardHistory(caller: Caller): Promise<RewardHistory> {
    if (caller.kind !== 'customer') return { rewardBalance: 0, transactions: [] };
    return (await this.expect200('GET', '/api/rewards/reward-history', undefined, caller)) as RewardHistory;
  }

  async walletHistory(caller: Caller): Promise<WalletHistory> {
    if (caller.kind !== 'customer') return { walletBalance: 0, transactions: [] };
    return (await this.expect200('GET', '/api/wallet/wallet-history', undefined, caller)) as WalletHistory;
  }

  submitLimo(input: LimoInput, caller: Caller) {
    return this.call<{ error: false; message: string }>('POST', '/api/vendor/limo/submit', input, caller);
  }

  private async expect200(method: Method, path: string, body: unknown, caller: Caller): Promise<unknown> {
    const answer = await this.send(method, path, body, caller);
    if (answer.status !== 200) throw new CharterRestError(`${path} answered ${answer.status}`, answer.status);
    return answer.body;
  }

  private async call<T>(method: Method, path: string, body: unknown, caller: Caller): Promise<TripsResult<T>> {
    if (caller.kind !== 'customer')
      return { ok: false, reason: 'NOT_FOUND', message: 'Please sign in to continue.', fieldErrors: {} };
    const answer = await this.send(method, path, body, caller);
    if (answer.status === 200) return { ok: true, value: answer.body as T };
    const reason = REASON_OF[answer.status];
    if (!reason) throw new CharterRestError(`${path} answered ${answer.status}`, answer.status);
    const refusal = (answer.body ?? {}) as { message?: unknown; fieldErrors?: unknown };
    return {
      ok: false,
      reason,
      message: typeof refusal.message === 'string' ? refusal.message : 'Please type all information.',
      fieldErrors: isStringRecord(refusal.fieldErrors) ? refusal.fieldErrors : {},
    };
  }

  private async send(
    method: Method,
    path: string,
    body: unknown,
    caller: Caller,
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { ...this.settings.outboundHeaders?.(), accept: 'application/json' };
    if (caller.kind === 'customer') headers.authorization = `Bearer ${caller.accessToken}`;
    const init: RequestInit = { method, headers, signal: AbortSignal.timeout(this.settings.timeoutMs) };
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await fetch(new URL(path, this.settings.baseUrl), init);
    const text = await response.text();
    try {
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    } catch {
      throw new CharterRestError(`${path} answered ${response.status} with a body that is not JSON`, response.status);
    }
  }
}

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}
