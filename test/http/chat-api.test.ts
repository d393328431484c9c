import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VisitorKeys } from '../../src/engine/chat/visitor-keys';
import { startTestApp, type TestApp } from '../support/app';
import { aSupportAgent, confirmedCustomer, signInThroughApi } from '../support/customers';
import { openStream, type OpenStream } from '../support/event-stream';

/**
 * The concierge chat over HTTP (issue 17): a visitor and a customer write, the concierge answers
 * through the desk's API, both live feeds carry every message once and resume after the last
 * seen; what may be sent; 20 messages a minute; and nobody reads another person's conversation.
 */
let app: TestApp;
let staffToken: string;
const streams: OpenStream[] = [];
const SECRET = 'test-secret-test-secret-test-secret-0123';
const SAME_PAGE = { 'Sec-Fetch-Site': 'same-origin' };
let visitors = 0;

beforeAll(async () => {
  app = await startTestApp();
  staffToken = (await aSupportAgent(app.app, 'Alex', 'Stone')).caller.accessToken;
});
afterAll(async () => {
  for (const open of streams) open.close();
  await app.close();
});

async function visitorStarts(text = 'Hello, can my dog fly?') {
  const agent = request.agent(app.url);
  // Each a visitor of their own: the limit of 20 messages a minute is per person.
  const visitor = { name: 'Sam Lee', email: `sam${(visitors += 1)}@example.com` };
  const res = await agent.post('/api/chat/conversations').set(SAME_PAGE).send({ text, visitor }).expect(201);
  const body = res.body as { conversation: { id: string; lastSeq: number } };
  const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('contrail_chat='));
  return { agent, id: body.conversation.id, cookie: cookie?.split(';')[0] ?? '', body, setCookie: cookie ?? '' };
}

async function stream(path: string, headers: Record<string, string>) {
  const opened = await openStream(`${app.url}${path}`, { headers });
  streams.push(opened);
  return opened;
}

const staff = () => ({ Authorization: `Bearer ${staffToken}`, ...SAME_PAGE });

describe('a visitor chats with the concierge', () => {
  it('gives a name and e-mail with the first message, and keeps the key in a cookie only the chat API sees', async () => {
    const { agent, id, body, setCookie } = await visitorStarts();
    expect(setCookie).toMatch(/Path=\/api\/chat/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(body).toMatchObject({ conversation: { id, status: 'OPEN', lastSeq: 1 } });
    expect(body).not.toHaveProperty('key');
    const mine = await agent.get('/api/chat/conversations').expect(200);
    expect(mine.body).toMatchObject({ conversations: [{ id }], concierge: { open: true, back: null } });
    const opened = await agent.get(`/api/chat/conversations/${id}`).expect(200);
    expect((opened.body as { messages: { text: string; author: string; name: string }[] }).messages).toEqual([
      expect.objectContaining({ seq: 1, author: 'CUSTOMER', name: 'Sam Lee', text: 'Hello, can my dog fly?' }),
    ]);
  });

  it('hears the reply live, each message once, and resumes after the last it saw', async () => {
    const { id, cookie } = await visitorStarts();
    const live = await stream(`/api/chat/conversations/${id}/events?after=1`, { Cookie: cookie });
    expect(live.status).toBe(200);
    expect(live.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(live.headers['x-accel-buffering']).toBe('no');
    expect(live.headers['content-encoding']).toBeUndefined();
    await live.next((e) => e.event === 'state');

    await request(app.url).post(`/desk/api/chat/conversations/${id}/assign`).set(staff()).expect(200);
    await request(app.url)
      .post(`/desk/api/chat/conversations/${id}/messages`)
      .set(staff())
      .send({ text: 'Yes, dogs fly free.' })
      .expect(201);
    const reply = await live.next((e) => e.event === 'message' && e.id === '3');
    expect(reply.data).toMatchObject({ seq: 3, author: 'STAFF', name: 'Alex', text: 'Yes, dogs fly free.' });
    expect(live.events.filter((e) => e.event === 'message').map((e) => e.id)).toEqual(['2', '3']);

    // The browser reconnects on its own with the last id it saw: only what followed comes.
    await request(app.url)
      .post(`/desk/api/chat/conversations/${id}/messages`)
      .set(staff())
      .send({ text: 'Anything else?' });
    const again = await stream(`/api/chat/conversations/${id}/events?after=0`, {
      Cookie: cookie,
      'Last-Event-ID': '3',
    });
    await again.next((e) => e.event === 'message' && e.id === '4');
    expect(again.events.filter((e) => e.event === 'message').map((e) => e.id)).toEqual(['4']);
  });

  it("appears in the back office's inbox as it is written, waiting", async () => {
    const inbox = await stream('/desk/api/chat/events', staff());
    await inbox.next((e) => e.event === 'inbox');
    const before = inbox.events.length;
    const { id } = await visitorStarts('Are you there?');
    await inbox.next((e) => e.event === 'inbox' && inbox.events.indexOf(e) >= before);
    const listed = await request(app.url).get('/desk/api/chat/conversations').set(staff()).expect(200);
    expect((listed.body as { conversations: unknown[] }).conversations).toContainEqual(
      expect.objectContaining({
        id,
        visitor: true,
        unread: true,
        contact: { name: 'Sam Lee', email: expect.any(String) },
      }),
    );
  });

  it('opens the conversation on another device with the key from the e-mailed link', async () => {
    const { id } = await visitorStarts();
    const elsewhere = request.agent(app.url);
    await elsewhere.get(`/api/chat/conversations/${id}`).expect(404);
    await elsewhere
      .post('/api/chat/resume')
      .set(SAME_PAGE)
      .send({ conversationId: id, key: 'not-the-key-not-the-key-0000000' })
      .expect(404);
    const key = new VisitorKeys(SECRET).keyFor(id);
    await elsewhere.post('/api/chat/resume').set(SAME_PAGE).send({ conversationId: id, key }).expect(204);
    const opened = await elsewhere.get(`/api/chat/conversations/${id}`);
    expect(opened.status).toBe(200);
  });
});

describe('a signed-in customer', () => {
  it('chats about her own trip only, and her conversation follows her account to any device', async () => {
    const { email, password } = await confirmedCustomer(app, 'maya.chat@example.com');
    const token = await signInThroughApi(app.url, email, password);
    const as = { Authorization: `Bearer ${token}` };
    const notHers = await request(app.url)
      .post('/api/chat/conversations')
      .set(as)
      .send({ text: 'About this trip', bookingId: 'B-NOT-HERS' })
      .expect(404);
    expect(notHers.body).toMatchObject({ message: 'We could not find that trip in your account.' });
    const started = await request(app.url).post('/api/chat/conversations').set(as).send({ text: 'Hello' }).expect(201);
    const id = (started.body as { conversation: { id: string } }).conversation.id;
    const otherDevice = await signInThroughApi(app.url, email, password);
    const listed = await request(app.url)
      .get('/api/chat/conversations')
      .set({ Authorization: `Bearer ${otherDevice}` });
    expect(listed.body).toMatchObject({ conversations: [{ id }] });
  });
});

describe('what may be sent', () => {
  it('is plain text of at most 2,000 characters, with field errors and never a stack trace', async () => {
    const { id, cookie } = await visitorStarts();
    const send = (body: unknown) =>
      request(app.url)
        .post(`/api/chat/conversations/${id}/messages`)
        .set({ Cookie: cookie, ...SAME_PAGE })
        .send(body as object);
    const empty = await send({ text: '   ' }).expect(400);
    expect(empty.body).toEqual({ message: 'Write a message first.', fieldErrors: { text: 'Write a message first.' } });
    const long = await send({ text: 'x'.repeat(2001) }).expect(400);
    expect(long.body).toMatchObject({ fieldErrors: { text: 'A message can be at most 2,000 characters.' } });
    await send({ text: '<script>alert(1)</script>' }).expect(201);
    const broken = await request(app.url)
      .post(`/api/chat/conversations/${id}/messages`)
      .set({ Cookie: cookie, ...SAME_PAGE, 'Content-Type': 'application/json' })
      .send('{"text":')
      .expect(400);
    expect(JSON.stringify(broken.body)).not.toMatch(/at .*\.ts|SyntaxError/);
    const visitorWithout = await request(app.url).post('/api/chat/conversations').set(SAME_PAGE).send({ text: 'Hi' });
    expect(visitorWithout.status).toBe(400);
    expect(visitorWithout.body).toMatchObject({ message: 'Please tell us your name.' });
  });

  it('is 20 messages a minute per person, then a clear message', async () => {
    const { id, cookie } = await visitorStarts('1');
    for (let i = 2; i <= 20; i++) {
      await request(app.url)
        .post(`/api/chat/conversations/${id}/messages`)
        .set({ Cookie: cookie, ...SAME_PAGE })
        .send({ text: `${i}` })
        .expect(201);
    }
    const refused = await request(app.url)
      .post(`/api/chat/conversations/${id}/messages`)
      .set({ Cookie: cookie, ...SAME_PAGE })
      .send({ text: '21' })
      .expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((refused.body as { message: string }).message).toMatch(
      /^You have sent 20 messages in the last minute\. Please wait \d+ seconds? before sending another\.$/,
    );
  });

  it('comes from our own pages only', async () => {
    const { id, cookie } = await visitorStarts();
    const forged = await request(app.url)
      .post(`/api/chat/conversations/${id}/messages`)
      .set({ Cookie: cookie, Origin: 'https://evil.example' })
      .send({ text: 'forged' });
    expect(forged.status).toBe(403);
  });
});

describe('nobody reads another person’s conversation', () => {
  it('answers 404 to another visitor, a customer and a forged key, on every call and the live feed', async () => {
    const { id } = await visitorStarts();
    const { email, password } = await confirmedCustomer(app, 'jo.chat@example.com');
    const jo = { Authorization: `Bearer ${await signInThroughApi(app.url, email, password)}` };
    const forged = { Cookie: `contrail_chat=${id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` };
    for (const as of [{}, jo, forged]) {
      const headers = { ...as, ...SAME_PAGE };
      for (const [method, path, body] of [
        ['get', `/api/chat/conversations/${id}`, undefined],
        ['post', `/api/chat/conversations/${id}/messages`, { text: 'hi' }],
        ['post', `/api/chat/conversations/${id}/typing`, {}],
        ['post', `/api/chat/conversations/${id}/read`, { seq: 1 }],
      ] as const) {
        const res = await request(app.url)[method](path).set(headers).send(body);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'We could not find that conversation.', fieldErrors: {} });
      }
      const live = await stream(`/api/chat/conversations/${id}/events`, headers);
      expect(live.status).toBe(404);
    }
    await request(app.url).get('/api/chat/conversations/not-an-id').expect(404);
  });

  it("keeps the back office's chat from customers and visitors", async () => {
    const { id } = await visitorStarts();
    const { email, password } = await confirmedCustomer(app, 'kim.chat@example.com');
    const kim = { Authorization: `Bearer ${await signInThroughApi(app.url, email, password)}`, ...SAME_PAGE };
    for (const as of [SAME_PAGE, kim]) {
      for (const path of ['/desk/api/chat/conversations', `/desk/api/chat/conversations/${id}`]) {
        const res = await request(app.url).get(path).set(as);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'No such API call.' });
      }
      await request(app.url)
        .post(`/desk/api/chat/conversations/${id}/messages`)
        .set(as)
        .send({ text: 'x' })
        .expect(404);
      await request(app.url).get('/desk/chat').set(as).expect(404);
    }
  });
});
