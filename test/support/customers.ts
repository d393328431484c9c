import request from 'supertest';
import { MAIL_OUTBOX_STORE, type MailOutboxStore } from '../../ports/mailer';
import type { TestApp } from './app';

export const CUSTOMER_PASSWORD = 'Jetstream2026';

/** A customer with a confirmed e-mail and a complete profile, made through the sign-up API. */
export async function confirmedCustomer(app: TestApp, email: string): Promise<{ email: string; password: string }> {
  const person = {
    username: email,
    password: CUSTOMER_PASSWORD,
    attributes: { email, given_name: 'Maya', family_name: 'Okafor', phone_number: '+12125550100' },
  };
  await request(app.url).post('/api/auth/sign-up').send(person).expect(200);
  const [latest] = await app.app.container.get<MailOutboxStore>(MAIL_OUTBOX_STORE).list(1);
  const code = latest && /\b(\d{6})\b/.exec(latest.text)?.[1];
  if (!code) throw new Error('no code in the outbox');
  await request(app.url).post('/api/auth/confirm-sign-up').send({ email, code }).expect(200);
  return { email, password: CUSTOMER_PASSWORD };
}
