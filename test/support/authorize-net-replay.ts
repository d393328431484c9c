import { isDeepStrictEqual } from 'node:util';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

interface Exchange {
  request: unknown;
  response: unknown;
}

interface Recordings {
  merchant: { name: string; transactionKey: string };
  tokens: Record<'approved' | 'declined' | 'cvv' | 'insufficient', string>;
  cassettes: Record<string, Exchange[]>;
}

export const recordings = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../../adapters/payments-authorize-net/recordings/api-exchanges.json'),
    'utf8',
  ),
) as Recordings;

/**
 * Stands in for Authorize.Net's API endpoint: answers each request with the recorded
 * response of the next exchange of the loaded cassette, after checking that the request is
 * exactly the recorded one. A request the recordings do not expect fails the test.
 */
export class AuthorizeNetReplay {
  private queue: Exchange[] = [];
  readonly unexpected: string[] = [];
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
        const next = this.queue[0];
        if (!next || !isDeepStrictEqual(next.request, body)) {
          this.unexpected.push(JSON.stringify(body));
          res.writeHead(500).end('unexpected request');
          return;
        }
        this.queue.shift();
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(`\uFEFF${JSON.stringify(next.response)}`);
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xml/v1/request.api`;
  }

  load(cassette: string): void {
    const exchanges = recordings.cassettes[cassette];
    if (!exchanges) throw new Error(`No recorded exchanges for "${cassette}"`);
    this.queue = [...exchanges];
    this.unexpected.length = 0;
  }

  /** Exchanges recorded for the test that it never made. */
  get remaining(): number {
    return this.queue.length;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
