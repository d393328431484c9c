import request from 'supertest';
import { PASSKEY_PATHS } from '../../../src/core/identity/passkeys';
import type { TestApp } from '../../../test/support/app';
import { confirmedCustomer } from '../../../test/support/customers';
import { deliveredMail } from '../../../test/support/mailbox';
import { addPasskeyWith, passkeySignIn, SoftAuthenticator } from '../../../test/support/passkeys';

type Agent = ReturnType<typeof request.agent>;

const USER_AGENTS: Record<string, string> = {
  'Chrome on a Mac':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Firefox on Android': 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
};

/** A device as the Security tab lists it. */
export interface ListedDevice {
  device: string;
  current: boolean;
  sessionId: string;
}

/**
 * My Account > Security over HTTP (features/security, tagged @devices): each device is a browser
 * of its own (cookies and user agent) signed in through the login form; the list is read off the
 * tab's page, and a device signed out with its form.
 */
export class HttpDeviceTasks {
  private account?: { email: string; password: string };
  private readonly devices = new Map<string, { agent: Agent; headers: Record<string, string> }>();
  /** The customer's passkeys, as a password manager keeps them (the same on each of her devices). */
  private readonly authenticator: SoftAuthenticator;
  /** The last passkey sign-in's answer, as sent. */
  private lastPasskeyAnswer?: { options: unknown; credential: unknown };

  constructor(private readonly app: TestApp) {
    this.authenticator = new SoftAuthenticator(app.publicUrl);
  }

  async hasAccount(email: string): Promise<void> {
    this.account = await confirmedCustomer(this.app, email);
  }

  /** Signs in on `device` ("her laptop") with `browser` ("Chrome on a Mac"). */
  async signIn(device: string, browser: string): Promise<void> {
    const userAgent = USER_AGENTS[browser];
    if (!userAgent || !this.account) throw new Error(`no user agent for ${browser}, or no account yet`);
    const agent = request.agent(this.app.url);
    const headers = { Origin: this.app.url, 'Sec-Fetch-Site': 'same-origin', 'User-Agent': userAgent };
    await agent.post('/login').set(headers).type('form').send(this.account).expect(302);
    this.devices.set(device, { agent, headers });
  }

  /** The devices `device`'s Security tab lists. */
  async listedOn(device: string): Promise<ListedDevice[]> {
    const page = await this.on(device).agent.get('/my-account?tab=security').expect(200);
    const rows = page.text.matchAll(
      /data-session-id="([^"]+)"><div><strong>([^<]+)<\/strong>(<span class="device-list__current">)?/g,
    );
    return [...rows].map((m) => ({ sessionId: m[1] ?? '', device: m[2] ?? '', current: Boolean(m[3]) }));
  }

  /** From `from`, signs `device` out: the message the tab shows. */
  async signOut(from: string, device: string): Promise<void> {
    const target = (await this.listedOn(device)).find((d) => d.current);
    const { agent, headers } = this.on(from);
    const res = await agent
      .post('/my-account?tab=security')
      .set(headers)
      .type('form')
      .send({ intent: 'device-sign-out', sessionId: target?.sessionId ?? '' });
    if (res.status !== 200) throw new Error(`signing out answered ${res.status}`);
  }

  /** Whether `device` still reaches a signed-in page. */
  async signedIn(device: string): Promise<boolean> {
    return (await this.on(device).agent.get('/my-trips')).status === 200;
  }

  /** Adds a passkey from `device`'s Security tab. */
  async addPasskey(device: string): Promise<void> {
    const { agent, headers } = this.on(device);
    const added = await addPasskeyWith(agent, this.authenticator, headers);
    if (added.status !== 201) throw new Error(`adding a passkey answered ${added.status}: ${added.body.message}`);
  }

  /** The passkeys `device`'s Security tab lists, by name. */
  async passkeysOn(device: string): Promise<{ id: string; name: string }[]> {
    const page = await this.on(device).agent.get('/my-account?tab=security').expect(200);
    const rows = page.text.matchAll(/data-passkey-id="([^"]+)"><div><strong>([^<]+)<\/strong>/g);
    return [...rows].map((m) => ({ id: m[1] ?? '', name: m[2] ?? '' }));
  }

  /** Removes the passkey `device` lists first, with the tab's form. */
  async removePasskey(device: string): Promise<void> {
    const [passkey] = await this.passkeysOn(device);
    const { agent, headers } = this.on(device);
    await agent
      .post('/my-account?tab=security')
      .set(headers)
      .type('form')
      .send({ intent: 'passkey-remove', passkeyId: passkey?.id ?? '' })
      .expect(200);
  }

  /** Signs in on `device` (a new browser) with the passkey alone: the refusal's message, if any. */
  async signInWithPasskey(device: string): Promise<string | undefined> {
    const headers = {
      Origin: this.app.url,
      'Sec-Fetch-Site': 'same-origin',
      'User-Agent': USER_AGENTS['Firefox on Android'] ?? '',
    };
    const outcome = await passkeySignIn(this.app.url, this.authenticator, headers);
    this.lastPasskeyAnswer = outcome.sent;
    if (outcome.status === 200) this.devices.set(device, { agent: outcome.agent, headers });
    return outcome.message;
  }

  /** Sends the last passkey sign-in's answer again, from another browser: the refusal's message, and whether it signed in. */
  async replayPasskeySignIn(): Promise<{ message?: string; signedIn: boolean }> {
    const agent = request.agent(this.app.url);
    const res = await agent
      .post(PASSKEY_PATHS.signIn)
      .set({ Origin: this.app.url, 'Sec-Fetch-Site': 'same-origin' })
      .send({ credential: this.lastPasskeyAnswer?.credential, redirectTo: '' });
    return { message: res.body.message, signedIn: (await agent.get('/my-trips')).status === 200 };
  }

  /** The subjects and texts of the e-mails of `kind` to the account. */
  async mailed(kind: string): Promise<string[]> {
    const to = this.account?.email.toLowerCase();
    return (await deliveredMail(this.app.app)).filter((m) => m.to === to && m.kind === kind).map((m) => m.text);
  }

  private on(device: string) {
    const found = this.devices.get(device);
    if (!found) throw new Error(`nothing signed in on ${device}`);
    return found;
  }
}
