import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TwilioSmsSender, verifyTwilioSignature, type TwilioSmsSettings } from '../../adapters/sms-twilio/twilio-sms';
import { SmsDeliveryError, type SmsMessage } from '../../ports/sms';
import { TwilioStandIn } from '../support/twilio-stand-in';

const ACCOUNT = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'auth-token-1';
const TEXT: SmsMessage = {
  to: '+12125550123',
  body: 'Contrail: your flight to Aspen departs at 09:30 & boards at 09:00.',
  kind: 'itinerary-changed',
  key: 'itinerary:B1:abc',
};

let standIn: TwilioStandIn;
let waits: number[];
beforeEach(async () => {
  standIn = await TwilioStandIn.start();
  waits = [];
});
afterEach(() => standIn.stop());

function sender(settings: Partial<TwilioSmsSettings> = {}) {
  return new TwilioSmsSender({
    accountSid: ACCOUNT,
    authToken: TOKEN,
    from: '+15005550006',
    baseUrl: standIn.url,
    maxAttempts: 3,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...settings,
  });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the send to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(SmsDeliveryError);
      return error as SmsDeliveryError;
    },
  );

describe('the Twilio SMS sender', () => {
  it('posts the form to the Messages resource with Basic auth, and answers with the sid', async () => {
    const { id } = await sender().send(TEXT);
    expect(id).toBe(`SM${'1'.padStart(32, '0')}`);
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT}/Messages.json`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`);
    expect(request?.form).toEqual({ To: '+12125550123', From: '+15005550006', Body: TEXT.body });
  });

  it('sends through a Messaging Service when the sender is one (MG...)', async () => {
    const service = `MG${'f'.repeat(32)}`;
    await sender({ from: service }).send(TEXT);
    expect(standIn.requests[0]?.form).toEqual({ To: '+12125550123', MessagingServiceSid: service, Body: TEXT.body });
  });

  it('tries again after a 429, waiting as long as Retry-After says, and after a 503', async () => {
    standIn.script.push(
      {
        status: 429,
        headers: { 'retry-after': '2' },
        body: { code: 20429, message: 'Too Many Requests', status: 429 },
      },
      { status: 503, body: { code: 20503, message: 'Service Unavailable', status: 503 } },
    );
    const { id } = await sender().send(TEXT);
    expect(id).toMatch(/^SM/);
    expect(standIn.requests).toHaveLength(3);
    expect(waits).toEqual([2000, 1000]);
  });

  it('tries again after a dropped connection', async () => {
    standIn.script.push('hang-up');
    await sender().send(TEXT);
    expect(standIn.requests).toHaveLength(2);
    expect(waits).toEqual([500]);
  });

  it('gives up after maxAttempts: a temporary error, for the outbox to try later', async () => {
    for (let i = 0; i < 3; i++)
      standIn.script.push({ status: 500, body: { code: 20500, message: 'Internal Server Error' } });
    const error = await failure(sender().send(TEXT));
    expect(error.permanent).toBe(false);
    expect(error.message).toContain('try 3 of 3');
    expect(error.message).toContain('20500');
    expect(error.message).toContain('itinerary:B1:abc');
    expect(standIn.requests).toHaveLength(3);
    expect(waits).toEqual([500, 1000]);
    expect(standIn.delivered).toEqual([]);
  });

  it('leaves a long Retry-After to the outbox instead of waiting it out', async () => {
    standIn.script.push({ status: 429, headers: { 'retry-after': '120' }, body: { code: 20429 } });
    const error = await failure(sender().send(TEXT));
    expect(error.permanent).toBe(false);
    expect(error.retryAfterMs).toBe(120_000);
    expect(standIn.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('takes a 400 (21211, not a number) as permanent and does not try again', async () => {
    standIn.script.push({
      status: 400,
      body: { code: 21211, message: "The 'To' number +12125550123 is not a valid phone number.", status: 400 },
    });
    const error = await failure(sender().send(TEXT));
    expect(error.permanent).toBe(true);
    expect(error.message).toContain('400 21211');
    expect(standIn.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('takes a recipient who replied STOP (21610) as permanent', async () => {
    standIn.script.push({ status: 400, body: { code: 21610, message: 'Attempt to send to unsubscribed recipient' } });
    expect((await failure(sender().send(TEXT))).permanent).toBe(true);
  });

  it('takes wrong credentials (401) as temporary: the texts wait for the settings to be fixed', async () => {
    standIn.script.push({ status: 401, body: { code: 20003, message: 'Authenticate' } });
    const error = await failure(sender().send(TEXT));
    expect(error.permanent).toBe(false);
    expect(error.message).toContain('check the Twilio credentials');
    expect(standIn.requests).toHaveLength(1);
  });

  it('counts a request that takes too long as failed, and tries again', async () => {
    standIn.script.push('stall');
    await sender({ timeoutMs: 50 }).send(TEXT);
    expect(standIn.requests).toHaveLength(2);
    expect(waits).toEqual([500]);
  });

  it('takes a server nobody answers on as temporary', async () => {
    const gone = await TwilioStandIn.start();
    await gone.stop();
    const error = await failure(sender({ baseUrl: gone.url }).send(TEXT));
    expect(error.permanent).toBe(false);
    expect(error.message).toContain('no answer');
    expect(error.message).toContain('ECONNREFUSED');
    expect(waits).toEqual([500, 1000]);
  });

  it('refuses settings that cannot work, saying which', () => {
    expect(() => sender({ accountSid: 'AC123' })).toThrow(/account SID/);
    expect(() => sender({ from: '212-555-0123' })).toThrow(/sender/);
  });
});

describe('verifyTwilioSignature', () => {
  // Twilio's documented example (security/signature_validation in twilio-samples' api-snippets).
  const documented = {
    authToken: '12345',
    url: 'https://mycompany.com/myapp.php?foo=1&bar=2',
    params: {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+14158675310',
      Digits: '1234',
      From: '+14158675310',
      To: '+18005551212',
    },
    signature: 'GvWf1cFY/Q7PnoempGyD5oXAezc=',
  };

  it("accepts Twilio's documented example", () => {
    expect(verifyTwilioSignature(documented)).toBe(true);
  });

  it('accepts a signature computed over the URL and the sorted parameters', () => {
    const url = 'https://contrail.example/webhooks/sms?node=a';
    const params = { To: '+15005550006', From: '+12125550123', Body: 'STOP', MessageSid: 'SM1' };
    const data = `${url}BodySTOPFrom+12125550123MessageSidSM1To+15005550006`;
    const signature = createHmac('sha1', 'secret').update(data).digest('base64');
    expect(verifyTwilioSignature({ authToken: 'secret', url, params, signature })).toBe(true);
  });

  it('refuses a wrong signature, a changed parameter, a changed URL, a wrong token', () => {
    expect(verifyTwilioSignature({ ...documented, signature: 'RSOYDt4T1cUTdK1PDd93/VVr8B8=' })).toBe(false);
    expect(verifyTwilioSignature({ ...documented, params: { ...documented.params, Digits: '1235' } })).toBe(false);
    expect(verifyTwilioSignature({ ...documented, params: { ...documented.params, Extra: '' } })).toBe(false);
    expect(verifyTwilioSignature({ ...documented, url: 'https://mycompany.com/myapp.php?foo=1&bar=3' })).toBe(false);
    expect(verifyTwilioSignature({ ...documented, url: 'http://mycompany.com/myapp.php?foo=1&bar=2' })).toBe(false);
    expect(verifyTwilioSignature({ ...documented, authToken: '12346' })).toBe(false);
  });

  it('refuses a missing, empty or padded signature', () => {
    expect(verifyTwilioSignature({ ...documented, signature: undefined })).toBe(false);
    expect(verifyTwilioSignature({ ...documented, signature: '' })).toBe(false);
    expect(verifyTwilioSignature({ ...documented, signature: `${documented.signature}!!` })).toBe(false);
    expect(verifyTwilioSignature({ ...documented, signature: 'short' })).toBe(false);
  });

  it('signs every value of a repeated parameter, sorted', () => {
    const url = 'https://contrail.example/webhooks/sms';
    const data = `${url}MediaUrla.jpgMediaUrlb.jpg`;
    const signature = createHmac('sha1', 'secret').update(data).digest('base64');
    expect(
      verifyTwilioSignature({ authToken: 'secret', url, params: { MediaUrl: ['b.jpg', 'a.jpg'] }, signature }),
    ).toBe(true);
  });
});
