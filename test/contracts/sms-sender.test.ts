import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleSmsSender } from '../../adapters/sms-console/console-sms';
import { TwilioSmsSender } from '../../adapters/sms-twilio/twilio-sms';
import { SmsDeliveryError, type SmsMessage, type SmsSender } from '../../ports/sms';
import { TwilioStandIn } from '../support/twilio-stand-in';

interface Received {
  to: string;
  body: string;
}

interface Subject {
  name: string;
  make(): Promise<{ sender: SmsSender; received(): Received[]; close(): Promise<void> }>;
}

const subjects: Subject[] = [
  {
    name: 'the terminal (SMS=console)',
    make: async () => {
      const printed: string[] = [];
      const sender = new ConsoleSmsSender({ print: (text) => printed.push(text) });
      return {
        sender,
        received: () =>
          printed.map((text) => ({
            to: /Text to (\S+)/.exec(text)?.[1] ?? '',
            body: text.split('\n')[4] ?? '',
          })),
        close: async () => {},
      };
    },
  },
  {
    name: 'Twilio (against a local stand-in)',
    make: async () => {
      const standIn = await TwilioStandIn.start();
      const sender = new TwilioSmsSender({
        accountSid: `AC${'a'.repeat(32)}`,
        authToken: 'token',
        from: '+15005550006',
        baseUrl: standIn.url,
        sleep: async () => {},
      });
      return {
        sender,
        received: () => standIn.delivered.map((r) => ({ to: r.form.To ?? '', body: r.form.Body ?? '' })),
        close: () => standIn.stop(),
      };
    },
  },
];

const confirmed = (to: string): SmsMessage => ({
  to,
  body: 'Contrail: your flight B1 to Aspen on Dec 12 at 09:30 is confirmed.',
  kind: 'booking-confirmed',
  key: 'payment-approved:p-1',
});

describe.each(subjects)('SmsSender contract: $name', (subject) => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  it('sends to a number in E.164 and answers with an id', async () => {
    const made = await subject.make();
    close = made.close;
    const { id } = await made.sender.send(confirmed('+12125550123'));
    expect(id).toMatch(/\S{8,}/);
    expect(made.received()).toEqual([{ to: '+12125550123', body: confirmed('').body }]);
  });

  it('gives each text its own id', async () => {
    const made = await subject.make();
    close = made.close;
    const first = await made.sender.send(confirmed('+12125550123'));
    const second = await made.sender.send(confirmed('+442079460958'));
    expect(first.id).not.toBe(second.id);
  });

  it.each(['2125550123', '+1 212 555 0123', '+12223333333', 'not a number', ''])(
    'refuses %j for good: a permanent delivery error, nothing sent',
    async (to) => {
      const made = await subject.make();
      close = made.close;
      const error = await made.sender.send(confirmed(to)).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(SmsDeliveryError);
      expect((error as SmsDeliveryError).permanent).toBe(true);
      expect(made.received()).toEqual([]);
    },
  );

  it('refuses an empty text for good', async () => {
    const made = await subject.make();
    close = made.close;
    const error = await made.sender.send({ ...confirmed('+12125550123'), body: '  ' }).catch((e: unknown) => e);
    expect((error as SmsDeliveryError).permanent).toBe(true);
    expect(made.received()).toEqual([]);
  });
});
