import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters/postgres-store/database';
import { PostgresMessageOutbox } from '../../adapters/postgres-store/message-outbox';
import { PostgresProfileStore, PostgresUserStore } from '../../adapters/postgres-store/users';
import { SmsDeliveryError, type SmsMessage, type SmsSender } from '../../ports/sms';
import type { MessageFacts } from '../../src/core/messages/message-kinds';
import { TextSender } from '../../src/engine/notifications/text-sender';
import { ManualClock } from '../fakes/manual-clock';
import { pgliteDatabase } from '../support/database';
import { mayaUser } from '../fixtures/users';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const refund: MessageFacts<'refund-processed'> = {
  bookingId: 'B-1',
  refundId: 'R-1',
  amountCents: 96_500,
  method: 'CREDIT_CARD',
  card: { brand: 'Visa', masked: 'XXXX1111' },
  reason: 'LAPSED_HOLD',
};

/** A phone that takes texts, or refuses them as told. */
class Phone implements SmsSender {
  readonly texts: SmsMessage[] = [];
  refuse: SmsDeliveryError | null = null;
  async send(message: SmsMessage) {
    if (this.refuse) throw this.refuse;
    this.texts.push(message);
    return { id: `SM${this.texts.length}` };
  }
}

/** Maya (texts on, New York) and a refund queued for her at `at` (UTC). */
async function world(at: string, options: { sms?: boolean; phone?: string } = {}) {
  database = await pgliteDatabase();
  const clock = new ManualClock(new Date(at));
  const users = new PostgresUserStore(database.db);
  await users.create(mayaUser({ phone: options.phone ?? '(212) 555-0100', createdAt: clock.now() }));
  const profiles = new PostgresProfileStore(database.db);
  await profiles.setCommunication('maya', { enableEmail: true, enableNotification: true, sms: options.sms ?? true });
  await profiles.setTimeZone('maya', 'America/New_York');
  const outbox = new PostgresMessageOutbox(database.db, database);
  await outbox.enqueue(
    [{ key: 'refund:R-1', kind: 'refund-processed', userId: 'maya', email: null, bookingId: 'B-1', facts: refund }],
    clock.now(),
  );
  const phone = new Phone();
  const sender = new TextSender({
    outbox,
    sms: phone,
    profiles,
    clock,
    brand: {
      name: 'Contrail',
      conciergeEmail: 'concierge@contrail.example',
      conciergePhone: '+1 (888) 555-0142',
      publicUrl: 'https://contrail.example',
    },
    defaultTimeZone: 'America/New_York',
    random: () => 0,
    log: () => undefined,
  });
  const text = async () => (await outbox.ofBooking('B-1', ['sms']))[0];
  return { clock, phone, sender, text, profiles };
}

describe('the text message sender', () => {
  it('texts the refund to her number in E.164, once, and keeps what it said', async () => {
    const { phone, sender, text } = await world('2026-11-25T17:00:00Z');
    expect(await sender.sendDue()).toMatchObject({ sent: 1 });
    expect(await sender.sendDue()).toMatchObject({ sent: 0 });
    const words =
      'Contrail: we refunded $965.00 for booking B-1 to your card ending 1111. https://contrail.example/booking-details/B-1';
    expect(phone.texts).toEqual([{ to: '+12125550100', body: words, kind: 'refund-processed', key: 'refund:R-1#sms' }]);
    expect(await text()).toMatchObject({ status: 'SENT', recipient: '+12125550100', subject: words });
  });

  it('sends nothing when her texts are off, or her phone is no number', async () => {
    for (const options of [{ sms: false }, { phone: 'call my assistant' }]) {
      const { phone, sender, text } = await world('2026-11-25T17:00:00Z', options);
      expect(await sender.sendDue()).toMatchObject({ skipped: 1 });
      expect(phone.texts).toEqual([]);
      expect((await text())?.status).toBe('SKIPPED');
      await database?.close();
      database = undefined;
    }
  });

  it('holds a text queued at 23:00 on her clock until 08:00', async () => {
    // 04:00 UTC is 23:00 in New York (EST).
    const { clock, phone, sender, text } = await world('2026-11-26T04:00:00Z');
    expect(await sender.sendDue()).toMatchObject({ retrying: 1 });
    expect(await text()).toMatchObject({
      status: 'PENDING',
      nextAttemptAt: new Date('2026-11-26T13:00:00Z'),
      lastError: 'quiet hours on the customer’s clock',
    });
    clock.advance(9 * 3_600_000 - 60_000);
    expect(await sender.sendDue()).toMatchObject({ sent: 0, retrying: 0 });
    clock.advance(60_000);
    expect(await sender.sendDue()).toMatchObject({ sent: 1 });
    expect(phone.texts).toHaveLength(1);
  });

  it('waits as long as the carrier asks on a temporary refusal, and gives up on a permanent one', async () => {
    const { clock, phone, sender, text } = await world('2026-11-25T17:00:00Z');
    phone.refuse = new SmsDeliveryError('429 Too Many Requests', false, 120_000);
    expect(await sender.sendDue()).toMatchObject({ retrying: 1 });
    expect((await text())?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 120_000));
    clock.advance(120_000);
    phone.refuse = new SmsDeliveryError('21610 the recipient replied STOP', true);
    expect(await sender.sendDue()).toMatchObject({ failed: 1 });
    expect(await text()).toMatchObject({ status: 'FAILED', lastError: '21610 the recipient replied STOP' });
  });
});
