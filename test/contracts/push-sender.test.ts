import { afterEach, describe, expect, it } from 'vitest';
import { newVapidKeys, WebPushSender } from '../../adapters/push-web/web-push-sender';
import { PushDeliveryError, type PushNotice, type PushSender, type PushSubscriptionRecord } from '../../ports/push';
import { MemoryPushSender } from '../fakes/memory-push-sender';
import { PushServiceStandIn } from '../support/push-service-stand-in';

/** One push sender, the browsers it can reach, and what they received. */
interface World {
  sender: PushSender;
  subscribe(name: string): PushSubscriptionRecord;
  /** The browser unsubscribed: its push service now answers 410. */
  unsubscribe(name: string): void;
  /** The push service is down for the next notice, asking to wait 30 s. */
  breakDown(name: string): void;
  /** The payloads browsers read, with the endpoint each went to. */
  received(): { endpoint: string; payload: string }[];
  close(): Promise<void>;
}

const subjects: { name: string; make(): Promise<World> }[] = [
  {
    name: 'the memory fake',
    make: async () => {
      const sender = new MemoryPushSender();
      const endpoint = (name: string) => `http://127.0.0.1:9/push/${name}`;
      return {
        sender,
        subscribe: (name) => ({
          endpoint: endpoint(name),
          keys: {
            // A fixed P-256 point and auth secret: the fake reads no ciphertext.
            p256dh: newVapidKeys().publicKey,
            auth: Buffer.alloc(16, 7).toString('base64url'),
          },
        }),
        unsubscribe: (name) => sender.goneEndpoints.add(endpoint(name)),
        breakDown: () => {
          sender.down = { retryAfterMs: 30_000 };
        },
        received: () => sender.sent.map(({ endpoint: to, payload }) => ({ endpoint: to, payload })),
        close: async () => {},
      };
    },
  },
  {
    name: 'web-push (against a local push service)',
    make: async () => {
      const standIn = await PushServiceStandIn.start();
      const keys = newVapidKeys();
      const sender = new WebPushSender({
        vapid: { subject: 'mailto:operations@contrail.example', ...keys },
        agent: standIn.agent(),
      });
      return {
        sender,
        subscribe: (name) => standIn.subscribe(name, { applicationServerKey: keys.publicKey }),
        unsubscribe: (name) => standIn.unsubscribe(name),
        breakDown: (name) => standIn.script(name, { status: 503, headers: { 'retry-after': '30' } }),
        received: () => standIn.received.map(({ endpoint, payload }) => ({ endpoint, payload })),
        close: () => standIn.stop(),
      };
    },
  },
];

const NOTICE: PushNotice = {
  title: 'Your itinerary changed',
  body: 'Departure from Teterboro is now 10:15.',
  url: 'https://contrail.example/trips/B1/itinerary',
  kind: 'itinerary-changed',
  tag: 'itinerary:B1',
};

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

describe.each(subjects)('PushSender contract: $name', (subject) => {
  let world: World;
  afterEach(() => world.close());

  it('delivers { title, body, url, tag, kind } to the subscribed browser', async () => {
    world = await subject.make();
    const phone = world.subscribe('phone');
    await world.sender.send(phone, NOTICE, { ttlSeconds: 3600, urgency: 'high' });
    const [received] = world.received();
    expect(received?.endpoint).toBe(phone.endpoint);
    expect(JSON.parse(received?.payload ?? '')).toEqual({
      title: NOTICE.title,
      body: NOTICE.body,
      url: NOTICE.url,
      tag: NOTICE.tag,
      kind: NOTICE.kind,
    });
  });

  it('keeps browsers apart: each notice goes to its own endpoint', async () => {
    world = await subject.make();
    const [phone, laptop] = [world.subscribe('phone'), world.subscribe('laptop')];
    await world.sender.send(laptop, { ...NOTICE, title: 'For the laptop' });
    await world.sender.send(phone, { ...NOTICE, title: 'For the phone' });
    expect(world.received().map((r) => [r.endpoint, JSON.parse(r.payload).title])).toEqual([
      [laptop.endpoint, 'For the laptop'],
      [phone.endpoint, 'For the phone'],
    ]);
  });

  it('says a subscription the browser cancelled is gone, for good', async () => {
    world = await subject.make();
    const phone = world.subscribe('phone');
    world.unsubscribe('phone');
    expect(await failure(world.sender.send(phone, NOTICE))).toMatchObject({ gone: true, permanent: true });
    expect(world.received()).toEqual([]);
  });

  it('reports a push service that is down as temporary, with how long to wait', async () => {
    world = await subject.make();
    const phone = world.subscribe('phone');
    world.breakDown('phone');
    const error = await failure(world.sender.send(phone, NOTICE));
    expect(error).toMatchObject({ permanent: false, gone: false, retryAfterMs: 30_000 });
    expect(world.received()).toEqual([]);
  });

  it.each([
    ['an endpoint that is not https', { endpoint: 'ftp://push.example/a' }],
    ['a p256dh that is not a P-256 key', { keys: { p256dh: 'AAAA', auth: Buffer.alloc(16).toString('base64url') } }],
  ])('refuses %s for good, without sending', async (_, change) => {
    world = await subject.make();
    const error = await failure(world.sender.send({ ...world.subscribe('phone'), ...change }, NOTICE));
    expect(error).toMatchObject({ permanent: true, gone: false });
    expect(world.received()).toEqual([]);
  });

  it.each([
    ['a relative url', { url: '/trips/B1' }],
    ['no title', { title: '' }],
    ['a body too long for a push', { body: 'x'.repeat(4000) }],
  ])('refuses a notice with %s for good', async (_, change) => {
    world = await subject.make();
    const error = await failure(world.sender.send(world.subscribe('phone'), { ...NOTICE, ...change }));
    expect(error).toMatchObject({ permanent: true, gone: false });
    expect(world.received()).toEqual([]);
  });
});
