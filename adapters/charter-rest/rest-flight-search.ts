import { inject, injectable } from 'inversify';
import type { Caller } from '../../ports/caller';
import type {
  FlightSearch,
  SearchResults,
  UpdateAddonsAnswer,
  UpdateAddonsRequest,
  UpdateAddonsResult,
} from '../../ports/charter/flight-search';
import type { SearchAnswer } from '../../src/core/quotes/quote-view';
import type { SearchInput } from '../../src/core/quotes/trip';

export interface CharterRestSettings {
  /** Base URL of the api tier, e.g. http://api:3000 (the calls live under /api). */
  baseUrl: string;
  timeoutMs: number;
  /** Headers that carry the request being served to the api tier (X-Request-Id, traceparent). */
  outboundHeaders?(): Record<string, string>;
}

export const CHARTER_REST_SETTINGS = Symbol.for('contrail.CharterRestSettings');

/** What went wrong talking to the api tier; never shown as is to a customer. */
export class CharterRestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CharterRestError';
  }
}

/**
 * FlightSearch over HTTP: the spec's REST calls on a charter API (our api tier, or any
 * backend speaking section 7). A signed-in caller's bearer token is forwarded; a visitor is
 * known by the session id in the body. A 400 or 409 answer carries a message meant for the
 * customer and becomes a refusal; anything else is an outage and throws.
 */
@injectable()
export class RestFlightSearch implements FlightSearch {
  constructor(@inject(CHARTER_REST_SETTINGS) private readonly settings: CharterRestSettings) {}

  async searchResults(options: SearchInput, caller: Caller): Promise<SearchResults> {
    const { status, body } = await this.post('/api/aircraft/search-results-v2', options, caller);
    if (status === 200) return body as SearchResults;
    if (status === 400) return { data: null, preferredCategory: null, error: messageOf(body) };
    throw new CharterRestError(`search-results-v2 answered ${status}`, status);
  }

  async resultsOf(searchId: string, caller: Caller): Promise<SearchAnswer | null> {
    const path = `/api/aircraft/search-results-v2/${encodeURIComponent(searchId)}`;
    const { status, body } = await this.send('GET', path, undefined, caller);
    if (status === 200) return body as SearchAnswer;
    if (status === 404 || status === 400) return null;
    throw new CharterRestError(`search-results-v2/:searchId answered ${status}`, status);
  }

  async updateAddons(request: UpdateAddonsRequest, caller: Caller): Promise<UpdateAddonsResult> {
    const { status, body } = await this.post('/api/book-aircraft/update-addons', request, caller);
    if (status === 200) return { ok: true, answer: body as UpdateAddonsAnswer };
    if (status === 400 || status === 409) return { ok: false, message: messageOf(body) };
    throw new CharterRestError(`update-addons answered ${status}`, status);
  }

  private post(path: string, body: unknown, caller: Caller): Promise<{ status: number; body: unknown }> {
    return this.send('POST', path, body, caller);
  }

  private send(method: 'GET' | 'POST', path: string, body: unknown, caller: Caller) {
    return sendJson(this.settings, method, path, body, caller);
  }
}

/** One JSON request to the api tier with the caller's bearer token: the status and the parsed body. */
export async function sendJson(
  settings: CharterRestSettings,
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  caller: Caller,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { ...settings.outboundHeaders?.(), accept: 'application/json' };
  if (method === 'POST') headers['content-type'] = 'application/json';
  if (caller.kind === 'customer') headers.authorization = `Bearer ${caller.accessToken}`;
  const init: RequestInit = { method, headers, signal: AbortSignal.timeout(settings.timeoutMs) };
  if (method === 'POST') init.body = JSON.stringify(body);
  const response = await fetch(new URL(path, settings.baseUrl), init);
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    throw new CharterRestError(`${path} answered ${response.status} with a body that is not JSON`, response.status);
  }
  return { status: response.status, body: parsed };
}

function messageOf(body: unknown): string {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : 'Please type all information.';
}
