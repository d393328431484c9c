import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymous } from '../../ports/caller';
import { oneWay } from '../../test/fixtures/charter';
import { CharterRestError, RestFlightSearch } from './rest-flight-search';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A charter API that answers every call with `status` and `body`, and records the headers. */
async function backend(status: number, body: string) {
  const seen: Record<string, string | string[] | undefined>[] = [];
  server = createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { client: new RestFlightSearch({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 2000 }), seen };
}

describe('charter-rest', () => {
  it("turns a remote 400 into the search's error message", async () => {
    const { client } = await backend(400, JSON.stringify({ message: 'Please Add Passenger count.', fieldErrors: {} }));
    expect(await client.searchResults(oneWay('KTEB', 'KPBI'), anonymous())).toEqual({
      data: null,
      preferredCategory: null,
      error: 'Please Add Passenger count.',
    });
  });

  it('forwards a signed-in customer’s bearer token', async () => {
    const { client, seen } = await backend(409, JSON.stringify({ message: 'This quote has expired.' }));
    const result = await client.updateAddons(
      {
        aboneSearchId: 'x-LIGHT_JET-1',
        bookingId: '',
        sessionId: null,
        addonIds: [],
        useRewards: false,
        legDataList: [],
      },
      { kind: 'customer', userId: 'u', accessToken: 'tok-123', role: 'CUSTOMER' },
    );
    expect(result).toEqual({ ok: false, message: 'This quote has expired.' });
    expect(seen[0]?.authorization).toBe('Bearer tok-123');
  });

  it('treats a server failure as an outage, not as an answer', async () => {
    const { client } = await backend(500, JSON.stringify({ message: 'Something went wrong. Please try again.' }));
    await expect(client.searchResults(oneWay('KTEB', 'KPBI'), anonymous())).rejects.toBeInstanceOf(CharterRestError);
  });
});
