import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { z } from 'zod';
import { fieldErrorsOf, type ValidationErrorBody } from './api/validation';

/**
 * The running server's door for staff commands (decision 032): a listener on the loopback
 * interface only, on a port of its own, that answers nobody without the token it wrote into
 * the data directory's lock file (readable by the server's own OS user only). A command sends
 * its options as typed; the server checks them with the command's own schema, runs the command
 * in process against the database it holds, and answers what it printed and its exit code.
 * Both sides of that exchange live here.
 */

export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/** What running a named command came to, on the server's side. */
export type CommandOutcome =
  | { kind: 'unknown' }
  /** Field errors by option name. */
  | { kind: 'invalid'; fieldErrors: Record<string, string> }
  | { kind: 'ran'; exitCode: number };

export type CommandRunner = (
  name: string,
  options: Record<string, string>,
  out: CommandOutput,
) => Promise<CommandOutcome>;

export interface CommandEndpoint {
  readonly address: { url: string; token: string };
  close(): Promise<void>;
}

const callSchema = z.object({ options: z.record(z.string(), z.string().max(10_000)) });
const lineSchema = z.object({ stream: z.enum(['out', 'err']), text: z.string() });
const answerSchema = z.object({ exitCode: z.number().int().min(0).max(255), lines: z.array(lineSchema) });
const refusalSchema = z.object({ message: z.string(), fieldErrors: z.record(z.string(), z.string()).optional() });

/** Command options are a few short strings: anything bigger is not a command. */
const MAX_BODY_BYTES = 64 * 1024;

export async function serveCommands(options: { run: CommandRunner; logger: Logger }): Promise<CommandEndpoint> {
  const token = randomBytes(32).toString('base64url');
  const expected = Buffer.from(`Bearer ${token}`);
  const authorised = (req: IncomingMessage) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      options.logger.error({ err }, 'staff command failed in the server');
      send(res, 500, { message: 'The command failed in the server; the server log has the details.' });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (!authorised(req)) return send(res, 401, { message: 'Unknown caller.' });
    const path = new URL(req.url ?? '/', 'http://loopback').pathname;
    if (req.method === 'GET' && path === '/health') return send(res, 200, { pid: process.pid });
    const name = /^\/commands\/([a-z:-]{1,64})$/.exec(path)?.[1];
    if (req.method !== 'POST' || !name) return send(res, 404, { message: 'No such command endpoint.' });
    const body = await readJson(req);
    const call = callSchema.safeParse(body);
    if (!call.success) return invalid(res, 'The call is not a command call.', fieldErrorsOf(call.error));
    const lines: z.infer<typeof lineSchema>[] = [];
    const out: CommandOutput = {
      log: (text) => lines.push({ stream: 'out', text }),
      error: (text) => lines.push({ stream: 'err', text }),
    };
    const started = performance.now();
    const outcome = await options.run(name, call.data.options, out);
    if (outcome.kind === 'unknown') return send(res, 404, { message: `This server has no command ${name}.` });
    if (outcome.kind === 'invalid') return invalid(res, 'Invalid options.', outcome.fieldErrors);
    // The options are not logged: staff:create carries a password.
    options.logger.info(
      { command: name, exitCode: outcome.exitCode, ms: Math.round(performance.now() - started) },
      'staff command run',
    );
    send(res, 200, { exitCode: outcome.exitCode, lines });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    address: { url: `http://127.0.0.1:${port}`, token },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

/** What became of a command sent to the server. */
export type CallResult =
  | { kind: 'answered'; exitCode: number; lines: z.infer<typeof lineSchema>[] }
  /** Nothing was sent: the server did not answer its health check. */
  | { kind: 'unreachable'; reason: string }
  /** Sent, but no answer came back: the command may or may not have run. */
  | { kind: 'lost'; reason: string }
  /** The server answered that it would not run it. */
  | { kind: 'refused'; message: string; fieldErrors: Record<string, string> };

export async function callCommand(
  address: { url: string; token: string },
  name: string,
  options: Record<string, string>,
  timeouts: { healthMs: number; commandMs: number } = { healthMs: 5_000, commandMs: 120_000 },
): Promise<CallResult> {
  const headers = { authorization: `Bearer ${address.token}` };
  try {
    const health = await fetch(`${address.url}/health`, { headers, signal: AbortSignal.timeout(timeouts.healthMs) });
    if (!health.ok) return { kind: 'unreachable', reason: `its health check answered ${health.status}` };
  } catch (error) {
    return { kind: 'unreachable', reason: failure(error, timeouts.healthMs) };
  }
  let status: number;
  let body: unknown;
  try {
    const res = await fetch(`${address.url}/commands/${name}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ options }),
      signal: AbortSignal.timeout(timeouts.commandMs),
    });
    status = res.status;
    body = await res.json();
  } catch (error) {
    return { kind: 'lost', reason: failure(error, timeouts.commandMs) };
  }
  const answer = status === 200 ? answerSchema.safeParse(body) : undefined;
  if (answer?.success) return { kind: 'answered', ...answer.data };
  const refusal = refusalSchema.safeParse(body);
  if (status !== 200 && refusal.success) {
    return { kind: 'refused', message: refusal.data.message, fieldErrors: refusal.data.fieldErrors ?? {} };
  }
  return { kind: 'lost', reason: `it answered ${status} with something that is not a command's answer` };
}

function failure(error: unknown, ms: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${ms / 1000} s`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  return cause ?? (error instanceof Error ? error.message : String(error));
}

function invalid(res: ServerResponse, message: string, fieldErrors: Record<string, string>) {
  const body: ValidationErrorBody = { message, fieldErrors };
  send(res, 400, body);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

function send(res: ServerResponse, status: number, body: object) {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}
