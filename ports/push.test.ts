import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PushDeliveryError, pushSubscriptionSchema } from './push';

const p256dh = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey('base64url');
};
const auth = () => randomBytes(16).toString('base64url');

/** What Chrome posts: an FCM endpoint, expirationTime null, keys in base64url without padding. */
const posted = () => ({
  endpoint: 'https://fcm.googleapis.com/fcm/send/dXw7Y2V1cmE6APA91bH-example',
  expirationTime: null,
  keys: { p256dh: p256dh(), auth: auth() },
});

/** The field messages of a refused subscription. */
const messages = (value: unknown, options?: { allowLoopbackHttp?: boolean }) => {
  const result = pushSubscriptionSchema(options).safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('pushSubscriptionSchema', () => {
  it("takes a browser's subscription and keeps the endpoint and keys only", () => {
    const subscription = posted();
    expect(pushSubscriptionSchema().parse(subscription)).toEqual({
      endpoint: subscription.endpoint,
      keys: subscription.keys,
    });
  });

  it('takes keys padded with =, as some older browsers wrote them', () => {
    const subscription = posted();
    const padded = {
      ...subscription,
      keys: { p256dh: `${subscription.keys.p256dh}=`, auth: `${subscription.keys.auth}==` },
    };
    expect(messages(padded)).toEqual([]);
  });

  it('takes only https endpoints, unless told to let loopback http through for tests', () => {
    for (const endpoint of ['http://127.0.0.1:4000/push/a', 'http://localhost:4000/push/a']) {
      expect(messages({ ...posted(), endpoint })).toEqual(['The subscription endpoint must be an https URL.']);
      expect(messages({ ...posted(), endpoint }, { allowLoopbackHttp: true })).toEqual([]);
    }
    expect(messages({ ...posted(), endpoint: 'http://push.example/a' }, { allowLoopbackHttp: true })).toEqual([
      'The subscription endpoint must be an https URL (or http on 127.0.0.1 or localhost).',
    ]);
  });

  it.each(['', 'not a url', 'ftp://push.example/a', 'https://user:secret@push.example/a', 'javascript:alert(1)'])(
    'refuses the endpoint %j',
    (endpoint) => {
      expect(messages({ ...posted(), endpoint })).toEqual(['The subscription endpoint must be an https URL.']);
    },
  );

  it('refuses an endpoint over 2048 characters', () => {
    const endpoint = `https://push.example/${'a'.repeat(2048)}`;
    expect(messages({ ...posted(), endpoint })[0]).toContain('longer than 2048');
  });

  it('refuses a p256dh that is not an uncompressed P-256 point', () => {
    const expected = ['The subscription key p256dh must be a P-256 public key: 65 bytes in base64url.'];
    const compressed = createECDH('prime256v1');
    compressed.generateKeys();
    for (const key of [
      compressed.getPublicKey('base64url', 'compressed'),
      randomBytes(64).toString('base64url'),
      Buffer.concat([Buffer.from([0x05]), randomBytes(64)]).toString('base64url'),
      posted().keys.p256dh.replace(/^./, '+'),
      '',
    ]) {
      expect(messages({ ...posted(), keys: { p256dh: key, auth: auth() } })).toEqual(expected);
    }
  });

  it('refuses an auth secret that is not 16 bytes', () => {
    for (const secret of [randomBytes(15).toString('base64url'), randomBytes(32).toString('base64url'), 'a b', '']) {
      expect(messages({ ...posted(), keys: { p256dh: p256dh(), auth: secret } })).toEqual([
        'The subscription secret auth must be 16 bytes in base64url.',
      ]);
    }
  });

  it('says what is missing', () => {
    expect(messages({})).toEqual(['The subscription endpoint is missing.', 'The subscription keys are missing.']);
    expect(messages({ endpoint: posted().endpoint, keys: {} })).toEqual([
      'The subscription key p256dh is missing.',
      'The subscription secret auth is missing.',
    ]);
  });
});

describe('PushDeliveryError', () => {
  it('is permanent whenever the subscription is gone', () => {
    const gone = new PushDeliveryError('410', { permanent: false, gone: true });
    expect(gone).toMatchObject({ gone: true, permanent: true, name: 'PushDeliveryError' });
    expect(gone.retryAfterMs).toBeUndefined();
    expect(new PushDeliveryError('429', { permanent: false, gone: false, retryAfterMs: 5000 }).retryAfterMs).toBe(5000);
  });
});
