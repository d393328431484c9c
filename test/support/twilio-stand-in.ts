import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the stand-in received it. */
export interface TwilioRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

/** A scripted answer: a status with a JSON body and headers, a dropped connection, or none at all. */
export type TwilioAnswer = { status: number; body?: unknown; headers?: Record<string, string> } | 'hang-up' | 'stall';

/**
 * Twilio's Messages endpoint on 127.0.0.1, for tests: it answers from `script` first, then as
 * Twilio does, 201 with a new SM... sid, or 400 with code 21211 for a 'To' not in E.164.
 */
export class TwilioStandIn {
  readonly requests: TwilioRequest[] = [];
  readonly script: TwilioAnswer[] = [];
  /** Indexes in `requests` of the texts taken. */
  private readonly accepted = new Set<number>();
  private sent = 0;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<TwilioStandIn> {
    let standIn: TwilioStandIn | undefined;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        standIn?.requests.push({
          method: request.method ?? '',
          path: request.url ?? '',
          headers: request.headers,
          form,
        });
        const answer = standIn?.answer(form) ?? { status: 500 };
        if (answer === 'stall') return;
        if (answer === 'hang-up') {
          request.socket.destroy();
          return;
        }
        response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    standIn = new TwilioStandIn(server, `http://127.0.0.1:${port}`);
    return standIn;
  }

  /** The texts Twilio took. */
  get delivered(): TwilioRequest[] {
    return this.requests.filter((_, index) => this.accepted.has(index));
  }

  private answer(form: Record<string, string>): TwilioAnswer {
    const scripted = this.script.shift();
    if (scripted) return scripted;
    if (!/^\+[1-9]\d{1,14}$/.test(form.To ?? '')) {
      return {
        status: 400,
        body: {
          code: 21211,
          message: `The 'To' number ${form.To ?? ''} is not a valid phone number.`,
          more_info: 'https://www.twilio.com/docs/errors/21211',
          status: 400,
        },
      };
    }
    this.sent += 1;
    this.accepted.add(this.requests.length - 1);
    return { status: 201, body: { sid: `SM${String(this.sent).padStart(32, '0')}`, status: 'queued', to: form.To } };
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
