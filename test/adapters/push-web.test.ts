import { createECDH, createPrivateKey, sign } from 'node:crypto';
import { request } from 'node:https';
import * as webpush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newVapidKeys, WebPushSender, type WebPushSettings } from '../../adapters/push-web/web-push-sender';
import { PushDeliveryError, type PushNotice } from '../../ports/push';
import { PushServiceStandIn } from '../support/push-service-stand-in';

const KEYS = newVapidKeys();
const SUBJECT = 'mailto:operations@contrail.example';
const NOTICE: PushNotice = {
  title: 'Your flight is confirmed',
  body: 'Aspen on Dec 12 at 09:30 — booking B1.',
  url: 'https://contrail.example/trips/B1',
  kind: 'booking-confirmed',
  tag: 'booking:B1',
};

let standIn: PushServiceStandIn;
beforeEach(async () => {
  standIn = await PushServiceStandIn.start();
});
afterEach(() => standIn.stop());

function sender(settings: Partial<WebPushSettings> = {}) {
  return new WebPushSender({
    vapid: { subject: SUBJECT, ...KEYS },
    agent: standIn.agent(),
    ...settings,
  });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the send to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(PushDeliveryError);
      return error as PushDeliveryError;
    },
  );

describe('the Web Push sender', () => {
  it('delivers the notice encrypted to the browser, which reads the JSON back', async () => {
    const subscription = standIn.subscribe('phone', { applicationServerKey: KEYS.publicKey });
    await sender().send(subscription, NOTICE);
    expect(standIn.refused).toEqual([]);
    expect(standIn.received).toHaveLength(1);
    const [push] = standIn.received;
    expect(JSON.parse(push?.payload ?? '')).toEqual({
      title: NOTICE.title,
      body: NOTICE.body,
      url: NOTICE.url,
      tag: NOTICE.tag,
      kind: NOTICE.kind,
    });
    expect(push?.endpoint).toBe(standIn.endpoint('phone'));
  });

  it('signs a VAPID JWT for the push service: aud its origin, exp within 24 hours, sub ours', async () => {
    await sender().send(standIn.subscribe('phone'), NOTICE);
    const [push] = standIn.received;
    const now = Date.now() / 1000;
    expect(push?.jwtClaims.aud).toBe(standIn.origin);
    expect(push?.jwtClaims.exp).toBeGreaterThan(now);
    expect(push?.jwtClaims.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);
    expect(push?.jwtClaims.sub).toBe(SUBJECT);
    expect(push?.vapidKey).toBe(KEYS.publicKey);
  });

  it('sends TTL and Urgency as asked, a day and normal otherwise, and a Topic hashed from the tag', async () => {
    const subscription = standIn.subscribe('phone');
    await sender().send(subscription, NOTICE, { ttlSeconds: 600, urgency: 'high' });
    await sender().send(subscription, { ...NOTICE, tag: undefined });
    const [asked, plain] = standIn.received;
    expect(asked).toMatchObject({ ttl: 600, urgency: 'high' });
    expect(asked?.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(asked?.topic).not.toContain('B1');
    expect(plain).toMatchObject({ ttl: 86_400, urgency: 'normal', topic: undefined });
    expect(JSON.parse(plain?.payload ?? '')).not.toHaveProperty('tag');
  });

  it('is refused when it signs with another key pair than the browser subscribed with: permanent', async () => {
    const subscription = standIn.subscribe('phone', { applicationServerKey: KEYS.publicKey });
    const error = await failure(sender({ vapid: { subject: SUBJECT, ...newVapidKeys() } }).send(subscription, NOTICE));
    expect(error.permanent).toBe(true);
    expect(error.gone).toBe(false);
    expect(error.message).toContain('403');
    expect(standIn.received).toEqual([]);
  });

  it.each([410, 404])('reports %i as gone: the subscription should be deleted', async (status) => {
    const subscription = standIn.subscribe('phone');
    standIn.script('phone', { status });
    const error = await failure(sender().send(subscription, NOTICE));
    expect(error).toMatchObject({ gone: true, permanent: true });
    expect(error.message).toContain(String(status));
  });

  it('reports a browser that unsubscribed, and an endpoint never handed out, as gone', async () => {
    const subscription = standIn.subscribe('phone');
    standIn.unsubscribe('phone');
    expect((await failure(sender().send(subscription, NOTICE))).gone).toBe(true);
    const unknown = { ...subscription, endpoint: standIn.endpoint('nobody') };
    expect((await failure(sender().send(unknown, NOTICE))).gone).toBe(true);
  });

  it('reports 429 as temporary, with Retry-After in seconds or as a date', async () => {
    const subscription = standIn.subscribe('phone');
    standIn.script(
      'phone',
      { status: 429, headers: { 'retry-after': '120' } },
      { status: 429, headers: { 'retry-after': new Date(Date.now() + 60_000).toUTCString() } },
    );
    const seconds = await failure(sender().send(subscription, NOTICE));
    expect(seconds).toMatchObject({ permanent: false, gone: false, retryAfterMs: 120_000 });
    const date = await failure(sender().send(subscription, NOTICE));
    expect(date.retryAfterMs).toBeGreaterThan(55_000);
    expect(date.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('reports 500 and 503 as temporary', async () => {
    const subscription = standIn.subscribe('phone');
    standIn.script('phone', { status: 500 }, { status: 503, headers: { 'retry-after': '5' } });
    expect(await failure(sender().send(subscription, NOTICE))).toMatchObject({ permanent: false, gone: false });
    expect((await failure(sender().send(subscription, NOTICE))).retryAfterMs).toBe(5000);
  });

  it('reports 413 and 400 as permanent, not gone', async () => {
    const subscription = standIn.subscribe('phone');
    standIn.script('phone', { status: 413 }, { status: 400, body: 'bad request' });
    expect(await failure(sender().send(subscription, NOTICE))).toMatchObject({ permanent: true, gone: false });
    const bad = await failure(sender().send(subscription, NOTICE));
    expect(bad.permanent).toBe(true);
    expect(bad.message).toContain('bad request');
  });

  it('reports no answer as temporary: a silent service past timeoutMs, a stopped one', async () => {
    const subscription = standIn.subscribe('phone');
    standIn.script('phone', 'stall');
    const silent = await failure(sender({ timeoutMs: 100 }).send(subscription, NOTICE));
    expect(silent).toMatchObject({ permanent: false, gone: false });
    expect(silent.message).toContain('no answer');

    const stopped = await PushServiceStandIn.start();
    const elsewhere = stopped.subscribe('phone');
    await stopped.stop();
    const refused = await failure(sender().send(elsewhere, NOTICE));
    expect(refused.permanent).toBe(false);
    expect(refused.message).toContain('ECONNREFUSED');
  });

  it('does not trust a self-signed certificate without the agent that trusts it', async () => {
    const error = await failure(sender({ agent: undefined }).send(standIn.subscribe('phone'), NOTICE));
    expect(error.permanent).toBe(false);
    expect(error.message).toMatch(/self.signed/i);
    expect(standIn.received).toEqual([]);
  });

  it('refuses for good, without a request, what cannot be sent', async () => {
    const subscription = standIn.subscribe('phone');
    const http = { ...subscription, endpoint: subscription.endpoint.replace('https:', 'http:') };
    expect((await failure(sender().send(http, NOTICE))).message).toContain('https');
    const badKey = { ...subscription, keys: { ...subscription.keys, p256dh: 'AAAA' } };
    expect((await failure(sender().send(badKey, NOTICE))).message).toContain('p256dh');
    expect((await failure(sender().send(subscription, { ...NOTICE, url: '/trips/B1' }))).message).toContain('url');
    expect((await failure(sender().send(subscription, { ...NOTICE, title: ' ' }))).message).toContain('title');
    expect((await failure(sender().send(subscription, NOTICE, { ttlSeconds: -1 }))).message).toContain('ttlSeconds');
    const long = await failure(sender().send(subscription, { ...NOTICE, body: 'x'.repeat(4000) }));
    expect(long).toMatchObject({ permanent: true, gone: false });
    expect(long.message).toContain('bytes');
    expect(standIn.received).toEqual([]);
    expect(standIn.refused).toEqual([]);
  });

  it('refuses settings that cannot work, saying which', () => {
    expect(() => sender({ vapid: { subject: 'ops@contrail.example', ...KEYS } })).toThrow(/subject/);
    expect(() => sender({ vapid: { subject: 'http://contrail.example', ...KEYS } })).toThrow(/subject/);
    expect(() => sender({ vapid: { subject: SUBJECT, ...KEYS, publicKey: 'AAAA' } })).toThrow(/public key/);
    expect(() => sender({ vapid: { subject: SUBJECT, ...KEYS, privateKey: newVapidKeys().privateKey } })).toThrow(
      /not the private key/,
    );
  });

  it('makes a new VAPID key pair each time: a P-256 point and its 32-byte private key', () => {
    const [one, two] = [newVapidKeys(), newVapidKeys()];
    expect(one.publicKey).not.toBe(two.publicKey);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(one.privateKey, 'base64url'));
    expect(ecdh.getPublicKey('base64url')).toBe(one.publicKey);
  });
});

/**
 * The stand-in's checks, driven by hand-made requests: the sender above can only ever send good
 * ones, and a stand-in that let anything through would prove nothing.
 */
describe('the push service stand-in', () => {
  const claims = () => ({ aud: standIn.origin, exp: Math.floor(Date.now() / 1000) + 3600, sub: SUBJECT });

  /** A compact ES256 JWT signed with `privateKey` (base64url, 32 bytes) for the public key given. */
  function jwt(payload: object, keys: { publicKey: string; privateKey: string }): string {
    const point = Buffer.from(keys.publicKey, 'base64url');
    const key = createPrivateKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        d: keys.privateKey,
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const data = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(payload)}`;
    return `${data}.${sign('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
  }

  /** Subscribes `name` and posts to it: '{}' encrypted for it, or the body `encrypt` makes. */
  async function post(
    name: string,
    authorization: string,
    encrypt = (keys: { p256dh: string; auth: string }) =>
      webpush.encrypt(keys.p256dh, keys.auth, '{}', 'aes128gcm').cipherText,
  ): Promise<number> {
    const encrypted = encrypt(standIn.subscribe(name).keys);
    return new Promise((resolve, reject) => {
      const sent = request(
        standIn.endpoint(name),
        {
          method: 'POST',
          agent: standIn.agent(),
          headers: { authorization, ttl: '60', 'content-encoding': 'aes128gcm' },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      sent.on('error', reject);
      sent.end(encrypted);
    });
  }

  it('takes a request signed by the key it names', async () => {
    expect(await post('a', `vapid t=${jwt(claims(), KEYS)}, k=${KEYS.publicKey}`)).toBe(201);
    expect(standIn.received[0]?.payload).toBe('{}');
  });

  it('refuses a JWT signed by another key than k', async () => {
    const forged = jwt(claims(), { ...newVapidKeys(), publicKey: KEYS.publicKey });
    expect(await post('a', `vapid t=${forged}, k=${KEYS.publicKey}`)).toBe(401);
    expect(standIn.refused[0]?.reason).toContain('signature');
  });

  it.each([
    ['another audience', { aud: 'https://fcm.googleapis.com' }, 'aud'],
    ['an expired JWT', { exp: Math.floor(Date.now() / 1000) - 1 }, 'expired'],
    ['an exp over 24 hours ahead', { exp: Math.floor(Date.now() / 1000) + 25 * 3600 }, '24 hours'],
    ['a sub that is not a URL', { sub: 'operations@contrail.example' }, 'sub'],
  ])('refuses %s', async (_, change, reason) => {
    const token = jwt({ ...claims(), ...change }, KEYS);
    expect(await post('a', `vapid t=${token}, k=${KEYS.publicKey}`)).toBe(401);
    expect(standIn.refused[0]?.reason).toContain(reason);
  });

  it('refuses no authorization, and a body it cannot decrypt', async () => {
    expect(await post('a', '')).toBe(401);
    const other = standIn.subscribe('other');
    const notForA = () => webpush.encrypt(other.keys.p256dh, other.keys.auth, '{}', 'aes128gcm').cipherText;
    expect(await post('a', `vapid t=${jwt(claims(), KEYS)}, k=${KEYS.publicKey}`, notForA)).toBe(400);
    expect(standIn.refused[1]?.reason).toContain('decrypt');
  });
});
