import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { callCommand, serveCommands, type CommandEndpoint, type CommandRunner } from '../../src/http/command-endpoint';

/**
 * The server's door for staff commands: only the token's holder gets in; a command's options
 * are checked; what it printed and its exit code come back; a caller can tell "nothing was
 * sent" from "sent, but no answer".
 */
describe('the staff command endpoint', () => {
  const endpoints: CommandEndpoint[] = [];
  afterEach(async () => {
    for (const endpoint of endpoints.splice(0)) await endpoint.close();
  });

  async function serve(run: CommandRunner) {
    const endpoint = await serveCommands({ run, logger: pino({ level: 'silent' }) });
    endpoints.push(endpoint);
    return endpoint;
  }

  const greet: CommandRunner = async (name, options, out) => {
    if (name !== 'staff:greet') return { kind: 'unknown' };
    if (!options.who) return { kind: 'invalid', fieldErrors: { who: 'Invalid input: expected string' } };
    out.log(`Hello ${options.who}.`);
    out.error('(greeted)');
    return { kind: 'ran', exitCode: 3 };
  };

  it('listens on the loopback interface only, and answers nobody without its token', async () => {
    const endpoint = await serve(greet);
    expect(new URL(endpoint.address.url).hostname).toBe('127.0.0.1');
    const anonymous = await fetch(`${endpoint.address.url}/health`);
    expect(anonymous.status).toBe(401);
    const wrong = await fetch(`${endpoint.address.url}/commands/staff:greet`, {
      method: 'POST',
      headers: { authorization: `Bearer ${'x'.repeat(endpoint.address.token.length)}` },
      body: JSON.stringify({ options: { who: 'Ana' } }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Unknown caller.' });
  });

  it('runs a command and answers its lines, in order, and its exit code', async () => {
    const endpoint = await serve(greet);
    expect(await callCommand(endpoint.address, 'staff:greet', { who: 'Ana' })).toEqual({
      kind: 'answered',
      exitCode: 3,
      lines: [
        { stream: 'out', text: 'Hello Ana.' },
        { stream: 'err', text: '(greeted)' },
      ],
    });
  });

  it('refuses an unknown command, bad options and a malformed call with the fields at fault', async () => {
    const endpoint = await serve(greet);
    expect(await callCommand(endpoint.address, 'staff:nothing', {})).toEqual({
      kind: 'refused',
      message: 'This server has no command staff:nothing.',
      fieldErrors: {},
    });
    expect(await callCommand(endpoint.address, 'staff:greet', {})).toEqual({
      kind: 'refused',
      message: 'Invalid options.',
      fieldErrors: { who: 'Invalid input: expected string' },
    });
    const malformed = await fetch(`${endpoint.address.url}/commands/staff:greet`, {
      method: 'POST',
      headers: { authorization: `Bearer ${endpoint.address.token}` },
      body: JSON.stringify({ options: { who: 42 } }),
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ fieldErrors: { 'options.who': expect.any(String) } });
  });

  it('answers 500 with a message, not a stack trace, when the command throws', async () => {
    const endpoint = await serve(async () => {
      throw new Error('database went away');
    });
    const result = await callCommand(endpoint.address, 'staff:greet', {});
    expect(result).toEqual({
      kind: 'refused',
      message: 'The command failed in the server; the server log has the details.',
      fieldErrors: {},
    });
  });

  it('tells "nothing was sent" (no server) from "sent, no answer" (the command outlived the wait)', async () => {
    const closed = await serve(greet);
    const address = closed.address;
    await closed.close();
    endpoints.splice(endpoints.indexOf(closed), 1);
    expect(await callCommand(address, 'staff:greet', { who: 'Ana' })).toMatchObject({ kind: 'unreachable' });

    const slow = await serve(() => new Promise(() => {}));
    const result = await callCommand(slow.address, 'staff:greet', {}, { healthMs: 2_000, commandMs: 300 });
    expect(result).toEqual({ kind: 'lost', reason: 'no answer within 0.3 s' });
  });
});
