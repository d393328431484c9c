import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WRITER_FILE } from '../../adapters/postgres-store/data-dir-lock';
import { dollarsToCents, formatUsd } from '../../src/core/money';
import { codeOnTerminal, staffCommand, startAppProcess, type AppProcess } from '../support/app-process';
import { staffSessionThroughPages } from '../support/second-factor';
import { CUSTOMER_PASSWORD, signInThroughApi, signUpThroughApi } from '../support/customers';
import { bookingStatusThroughApi, wireHeldBookingThroughApi } from '../support/payments';

// Two server starts (one creating the database) and four commands, each its own Node process.
vi.setConfig({ testTimeout: 300_000 });

/**
 * Issue 16: with `npm start` running on the embedded database, `npm run staff:create` said the
 * account was created, but signing in said there was no such account, and after a restart it
 * was gone. Here the production server runs as its own process on a fresh PGlite directory
 * (the quick start: nothing else configured), each staff command runs as its own process while
 * it does, and after a restart every write a command reported is still there.
 */
describe('staff commands while the server runs on PGlite', () => {
  let dir: string;
  let server: AppProcess | undefined;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'contrail-one-writer-'));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const staff = { email: 'ana.ruiz@contrail.test', password: CUSTOMER_PASSWORD };
  const env = () => ({ DATA_DIR: join(dir, 'pglite') });

  /** Who read or changed the booking, per the audit log: "action found" lines. */
  const auditOf = (stdout: string) =>
    stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t'))
      .map(([, , action, , found]) => `${action} ${found}`)
      .sort();

  it('go through the server, and every write they report is there after a restart', async () => {
    server = await startAppProcess(env());
    const running = server;

    const created = await staffCommand(
      'staff:create',
      ['--email', staff.email, '--password', staff.password, '--first', 'Ana', '--last', 'Ruiz'],
      env(),
    );
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toMatch(
      /^Support account ana\.ruiz@contrail\.test created \(id [0-9a-f-]{36}\)\.\nSecond factor: pending\. .+\n$/,
    );
    // The running server knows the account at once: the bug answered "We don't have an account".
    // Ana signs in and sets up her authenticator through the pages (decision 053).
    const staffSession = await staffSessionThroughPages(running.url, staff);

    const maya = await signUpThroughApi(running.url, 'maya.okafor@example.com', (to) => codeOnTerminal(running, to));
    const mayaToken = await signInThroughApi(running.url, maya.email, maya.password);
    const { bookingId, amountDue } = await wireHeldBookingThroughApi(running.url, mayaToken);

    const wired = await staffCommand(
      'staff:wire-received',
      ['--booking', bookingId, '--amount', amountDue.toFixed(2), '--staff', staff.email],
      env(),
    );
    expect(wired).toMatchObject({ code: 0, stderr: '' });
    expect(wired.stdout).toMatch(
      new RegExp(
        `^Wire of \\$[\\d,]+\\.\\d\\d recorded for booking ${bookingId} \\(payment \\S+\\): the booking is BOOKED\\.\\n$`,
      ),
    );
    expect(await bookingStatusThroughApi(running.url, mayaToken, bookingId)).toBe('BOOKED');

    // A staff reading of the itinerary, audited by the server itself.
    await request(running.url)
      .get('/api/trips/itinerary')
      .set({ Cookie: staffSession.header(), 'booking-id': bookingId })
      .expect(200);
    const expectedAudit = ['itinerary.api found', `wire-received ${formatUsd(dollarsToCents(amountDue))} found`].sort();
    const access = await staffCommand('staff:access', ['--booking', bookingId], env());
    expect(access).toMatchObject({ code: 0, stderr: '' });
    expect(auditOf(access.stdout)).toEqual(expectedAudit);

    // A clean stop lets go of the directory.
    await running.stop();
    expect(existsSync(join(env().DATA_DIR, WRITER_FILE))).toBe(false);

    const restarted = await startAppProcess(env());
    server = restarted;
    await signInThroughApi(restarted.url, staff.email, staff.password);
    const mayaAgain = await signInThroughApi(restarted.url, maya.email, maya.password);
    expect(await bookingStatusThroughApi(restarted.url, mayaAgain, bookingId)).toBe('BOOKED');
    const accessAfter = await staffCommand('staff:access', ['--booking', bookingId], env());
    expect(auditOf(accessAfter.stdout)).toEqual(expectedAudit);
  });
});
