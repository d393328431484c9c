import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../ports/caller';
import { IDENTITY_PROVIDER, type IdentityProvider } from '../../ports/identity-provider';
import { MESSAGE_OUTBOX, type MessageOutbox } from '../../ports/message-outbox';
import { JOBS } from '../../src/composition/jobs';
import { draftBooking, payInFullByCard, startPaymentsWorld, type PaymentsWorld } from '../support/payments';
import { TestSmtpServer } from '../support/smtp-server';

// Each test signs a customer up and pays through the whole application: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let world: PaymentsWorld | undefined;
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await world?.close();
  await smtp?.stop();
  world = smtp = undefined;
});

/** Signs Maya up with the code from the SMTP server's inbox; answers her caller. */
async function mayaThroughSmtp(
  w: PaymentsWorld,
  server: TestSmtpServer,
): Promise<Extract<Caller, { kind: 'customer' }>> {
  const email = 'maya@example.com';
  const password = 'Jetstream2026';
  const attributes = { email, given_name: 'Maya', family_name: 'Okafor', phone_number: '+12125550100' };
  await request(w.server.url).post('/api/auth/sign-up').send({ username: email, password, attributes }).expect(200);
  await w.server.app.jobs.runner.runNow(JOBS.mail);
  const mail = await server.waitFor((m) => m.to === email && m.kind === 'confirmation-code');
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  await request(w.server.url).post('/api/auth/confirm-sign-up').send({ email, code }).expect(200);
  const signIn = await request(w.server.url).post('/api/auth/sign-in').send({ username: email, password }).expect(200);
  const accessToken = (signIn.body as { accessToken: string }).accessToken;
  const identity = await w.server.app.container.get<IdentityProvider>(IDENTITY_PROVIDER).verifyAccessToken(accessToken);
  if (!identity) throw new Error('no usable token');
  return { kind: 'customer', userId: identity.userId, accessToken, role: 'CUSTOMER' };
}

describe('e-mail while the mail server is down', () => {
  it('takes the payment, keeps the confirmation, and sends it exactly once when the server is back', async () => {
    smtp = await TestSmtpServer.start();
    world = await startPaymentsWorld({ env: { MAILER: 'smtp', SMTP_URL: smtp.url, MAIL_ITINERARY_PDF: 'false' } });
    const w = world;
    const maya = await mayaThroughSmtp(w, smtp);

    await smtp.stop();
    const bookingId = await draftBooking(w, maya);
    const paid = await payInFullByCard(w, maya, bookingId);
    // The payment does not wait on the mail server.
    expect(paid).toMatchObject({ ok: true, answer: { status: 'SUCCESS', bookingStatus: 'BOOKED' } });

    await w.server.app.jobs.runner.runNow(JOBS.mail);
    const outbox = w.server.app.container.get<MessageOutbox>(MESSAGE_OUTBOX);
    const waiting = (await outbox.ofBooking(bookingId)).find((m) => m.kind === 'booking-confirmed');
    expect(waiting).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED|ECONNECTION/),
    });

    await smtp.restart();
    // Its retry comes 30 s (and a little) later.
    w.clock.advance(40_000);
    await w.server.app.jobs.runner.runNow(JOBS.mail);
    w.clock.advance(3_600_000);
    await w.server.app.jobs.runner.runNow(JOBS.mail);

    const confirmations = (await smtp.messages()).filter(
      (m) => m.subject === `Your flight is confirmed: booking ${bookingId}`,
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.to).toBe('maya@example.com');
    // The trip's carbon as its quote answered it (decision 057).
    expect(confirmations[0]?.text).toMatch(/Carbon: [\d.,]+ (t|kg) CO2e[^\n]*per passenger/);
    expect((await outbox.ofBooking(bookingId)).find((m) => m.kind === 'booking-confirmed')).toMatchObject({
      status: 'SENT',
      attempts: 2,
    });
  });

  it('records a refused address as failed and does not try it again', async () => {
    smtp = await TestSmtpServer.start();
    world = await startPaymentsWorld({ env: { MAILER: 'smtp', SMTP_URL: smtp.url, MAIL_ITINERARY_PDF: 'false' } });
    smtp.refused.add('gone@example.com');
    const attributes = {
      email: 'gone@example.com',
      given_name: 'Ana',
      family_name: 'Ruiz',
      phone_number: '+12125550100',
    };
    await request(world.server.url)
      .post('/api/auth/sign-up')
      .send({ username: 'gone@example.com', password: 'Jetstream2026', attributes })
      .expect(200);
    await world.server.app.jobs.runner.runNow(JOBS.mail);
    world.clock.advance(86_400_000);
    await world.server.app.jobs.runner.runNow(JOBS.mail);
    const outbox = world.server.app.container.get<MessageOutbox>(MESSAGE_OUTBOX);
    const codes = await world.server.app.database.db.query.outboxMessages.findMany();
    expect(codes.map((m) => [m.kind, m.status, m.attempts])).toEqual([['confirmation-code', 'FAILED', 1]]);
    expect(codes[0]?.lastError).toContain('550');
    expect(await outbox.claimDue(world.clock.now(), 10, 60_000)).toEqual([]);
    expect(await smtp.messages()).toEqual([]);
  });
});
