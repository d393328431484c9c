import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../support/app-process';

/**
 * The README's quick start, as a newcomer meets it: `npm start` with nothing configured
 * (production mode, PGlite in a data directory, MAILER=outbox). There is no mailbox page in
 * production; the sign-up code is printed on the server's terminal, where the README says to
 * read it, and the newcomer finishes signing up with it.
 */
let dir: string;
let app: AppProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'contrail-quick-start-'));
  app = await startAppProcess({ DATA_DIR: join(dir, 'db') });
}, 120_000);

afterAll(async () => {
  await app?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const SAME_PAGE = { 'Sec-Fetch-Site': 'same-origin' };

describe('the quick start’s e-mail', () => {
  it('prints the sign-up code on the terminal, and the newcomer signs up with it', async () => {
    expect((await fetch(`${app.url}/dev/mailbox`)).status).toBe(404);
    const browser = request.agent(app.url);
    const details = await browser.post('/signup').set(SAME_PAGE).type('form').send({
      intent: 'sign-up',
      country: 'US',
      phone: '2125550100',
      firstName: 'Nia',
      lastName: 'Brooks',
      email: 'nia@example.com',
      password: 'Jetstream2026',
    });
    expect(details.status).toBe(200);

    const output = await app.waitForOutput(/E-mail to nia@example\.com[\s\S]*?\n\d{6}\n/, 30_000);
    const block = output.slice(output.indexOf('E-mail to nia@example.com'));
    expect(block).toContain('Subject: Your Contrail confirmation code');
    const code = /\n(\d{6})\n/.exec(block)?.[1] ?? '';

    const confirmed = await browser.post('/signup').set(SAME_PAGE).type('form').send({
      intent: 'confirm',
      email: 'nia@example.com',
      code,
    });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.location).toBe('/login?success=true');
    const signedIn = await browser
      .post('/login')
      .set(SAME_PAGE)
      .type('form')
      .send({ email: 'nia@example.com', password: 'Jetstream2026' });
    expect(signedIn.status).toBe(302);
    expect((await browser.get('/my-account')).status).toBe(200);
  }, 120_000);
});
