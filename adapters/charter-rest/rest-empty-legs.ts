import { inject, injectable } from 'inversify';
import type { Caller } from '../../ports/caller';
import type { BookEmptyLegResult, EmptyLegPage, EmptyLegs } from '../../ports/charter/empty-legs';
import type { BookEmptyLegRequest, EmptyLegQuery } from '../../src/core/empty-legs/empty-leg-requests';
import { CHARTER_REST_SETTINGS, CharterRestError, sendJson, type CharterRestSettings } from './rest-flight-search';

/**
 * Empty legs over HTTP: GET /api/empty-legs and POST /api/empty-legs/book on the api tier
 * (docs/decisions/038), with the caller's bearer token. 400, 401 and 409 carry a message for
 * the customer and become refusals; anything else is an outage and throws.
 */
@injectable()
export class RestEmptyLegs implements EmptyLegs {
  constructor(@inject(CHARTER_REST_SETTINGS) private readonly settings: CharterRestSettings) {}

  async list(query: EmptyLegQuery, caller: Caller): Promise<EmptyLegPage> {
    const params = new URLSearchParams({ passengers: String(query.passengers), page: String(query.page ?? 1) });
    for (const key of ['from', 'to', 'category'] as const) {
      const value = query[key];
      if (value) params.set(key, value);
    }
    const { status, body } = await this.send('GET', `/api/empty-legs?${params}`, undefined, caller);
    if (status !== 200) throw new CharterRestError(`empty-legs answered ${status}`, status);
    return body as EmptyLegPage;
  }

  async book(request: BookEmptyLegRequest, caller: Caller): Promise<BookEmptyLegResult> {
    const { status, body } = await this.send('POST', '/api/empty-legs/book', request, caller);
    if (status === 200) return { ok: true, ...(body as { bookingId: string; priceBreakup: never }) };
    const answer = (body ?? {}) as { message?: string; fieldErrors?: Record<string, string> };
    const message = answer.message ?? 'Please type all information.';
    if (status === 401) return { ok: false, reason: 'SIGN_IN_REQUIRED', message };
    if (status === 409) return { ok: false, reason: 'NOT_AVAILABLE', message };
    if (status === 400)
      return { ok: false, reason: answer.fieldErrors?.passengers ? 'PASSENGERS' : 'DEPARTURE', message };
    throw new CharterRestError(`empty-legs/book answered ${status}`, status);
  }

  private send(method: 'GET' | 'POST', path: string, body: unknown, caller: Caller) {
    return sendJson(this.settings, method, path, body, caller);
  }
}
