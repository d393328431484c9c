import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { confirmedCustomer } from '../support/customers';
import { deliveredMail } from '../support/mailbox';

/** My Account > Security: the devices an account is signed in on (issue 28, decision 054). */
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A browser (its own cookies and user agent) signed in to `email` through the login form. */
async function browserOf(email: string, password: string, userAgent: string) {
  const agent = request.agent(app.url);
  const samePage = { Origin: app.url, 'Sec-Fetch-Site': 'same-origin', 'User-Agent': userAgent };
  await agent.post('/login').set(samePage).type('form').send({ email, password }).expect(302);
  return { agent, samePage };
}

const devicesOn = async (agent: ReturnType<typeof request.agent>) => {
  const page = await agent.get('/my-account?tab=security').expect(200);
  return [
    ...page.text.matchAll(
      /data-session-id="([^"]+)"><div><strong>([^<]+)<\/strong>(<span class="device-list__current">)?/g,
    ),
  ].map((m) => ({ sessionId: m[1] ?? '', device: m[2] ?? '', current: Boolean(m[3]) }));
};

describe('the devices an account is signed in on', () => {
  it('lists each browser with its system, this one first, and e-mails a sign-in from a new one', async () => {
    const { email, password } = await confirmedCustomer(app, 'maya.devices@example.com');
    const laptop = await browserOf(email, password, MAC_CHROME);
    const before = (await deliveredMail(app.app)).filter((m) => m.to === email && m.kind === 'new-sign-in');
    expect(before).toHaveLength(0); // The account's first browser sign-in is no stranger.
    const phone = await browserOf(email, password, ANDROID_FIREFOX);
    const told = (await deliveredMail(app.app)).filter((m) => m.to === email && m.kind === 'new-sign-in');
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toBe('New sign-in to your Contrail account');
    expect(told[0]?.text).toContain('Firefox on Android');
    // The same browser signing in again is no new device.
    await laptop.agent.post('/logout').set(laptop.samePage).expect(302);
    await laptop.agent.post('/login').set(laptop.samePage).type('form').send({ email, password }).expect(302);
    const still = (await deliveredMail(app.app)).filter((m) => m.to === email && m.kind === 'new-sign-in');
    expect(still).toHaveLength(1);
    const devices = await devicesOn(laptop.agent);
    expect(devices[0]).toMatchObject({ device: 'Chrome on Mac', current: true });
    expect(devices.map((d) => d.device).sort()).toEqual(['Chrome on Mac', 'Firefox on Android']);
    expect((await devicesOn(phone.agent))[0]).toMatchObject({ device: 'Firefox on Android', current: true });
  });

  it('signs one device out, then all the others, leaving this one signed in', async () => {
    const { email, password } = await confirmedCustomer(app, 'leo.devices@example.com');
    const laptop = await browserOf(email, password, MAC_CHROME);
    const phone = await browserOf(email, password, ANDROID_FIREFOX);
    const tablet = await browserOf(email, password, ANDROID_FIREFOX);
    const phoneSession = (await devicesOn(phone.agent))[0]?.sessionId ?? '';
    const out = await laptop.agent
      .post('/my-account?tab=security')
      .set(laptop.samePage)
      .type('form')
      .send({ intent: 'device-sign-out', sessionId: phoneSession });
    expect(out.status).toBe(200);
    expect(out.text).toContain('That device is signed out.');
    expect((await phone.agent.get('/my-account')).headers.location).toMatch(/^\/login/);
    expect(await devicesOn(laptop.agent)).toHaveLength(2);
    // Someone else's sign-in is not this account's to end.
    const stranger = await laptop.agent
      .post('/my-account?tab=security')
      .set(laptop.samePage)
      .type('form')
      .send({ intent: 'device-sign-out', sessionId: 'not-a-session' });
    expect(stranger.status).toBe(404);
    await laptop.agent
      .post('/my-account?tab=security')
      .set(laptop.samePage)
      .type('form')
      .send({ intent: 'devices-sign-out-others' })
      .expect(200);
    expect((await tablet.agent.get('/my-account')).headers.location).toMatch(/^\/login/);
    const left = await devicesOn(laptop.agent);
    expect(left).toEqual([expect.objectContaining({ device: 'Chrome on Mac', current: true })]);
    expect((await laptop.agent.get('/my-account?tab=security')).text).toContain('No other device is signed in.');
  });
});
