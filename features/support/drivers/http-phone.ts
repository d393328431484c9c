import request from 'supertest';
import { SMS_WEBHOOK_PATH } from '../../../src/http/sms-webhook';
import type { PushSubscriptionRecord } from '../../../ports/push';
import type { PhoneTasks } from '../phone-tasks';
import { PUBLIC_URL, twilioSignature, type PhoneScenario } from './phone-scenario';

/** The phone scenarios over the REST API, as the apps make the calls, and Twilio's webhook. */
export class HttpPhoneTasks implements PhoneTasks {
  private phone = '';

  constructor(private readonly scenario: PhoneScenario) {}

  private get url(): string {
    return this.scenario.trip.app.url;
  }

  /** A fresh sign-in each time: the scenario's clock moves past an access token's life. */
  private async bearer(): Promise<string> {
    const { email, password } = this.scenario.trip.maya;
    const signedIn = await request(this.url).post('/api/auth/sign-in').send({ username: email, password }).expect(200);
    return `Bearer ${(signedIn.body as { accessToken: string }).accessToken}`;
  }

  async savePhone(phone: string): Promise<void> {
    // The apps send the digits the customer typed, with the country code.
    this.phone = `+1${phone.replace(/\D/g, '')}`;
    await request(this.url)
      .post('/api/profile/details')
      .set('Authorization', await this.bearer())
      .send({ firstname: 'Maya', lastname: 'Okafor', phone: this.phone })
      .expect(200);
  }

  async turnTexts(on: boolean): Promise<void> {
    await this.switches({ sms: on });
  }

  async turnNotifications(on: boolean): Promise<void> {
    await this.switches({ notification: on });
  }

  /** My Account's switches as the apps set them: all three at once, the others as they are. */
  private async switches(change: { sms?: boolean; notification?: boolean }): Promise<void> {
    const bearer = await this.bearer();
    const now = await request(this.url)
      .get('/api/device/communication-status')
      .set('Authorization', bearer)
      .expect(200);
    const current = now.body as { enableNotification: boolean; sms: boolean };
    const notification = change.notification ?? current.enableNotification;
    const sms = change.sms ?? current.sms;
    await request(this.url)
      .post(`/api/device/enable-communication?notification=${notification}&email=true&sms=${sms}`)
      .set('Authorization', bearer)
      .expect(200);
  }

  async registerDevice(_device: string, subscription: PushSubscriptionRecord, userAgent: string): Promise<void> {
    await request(this.url)
      .post('/api/push/subscriptions')
      .set('Authorization', await this.bearer())
      .set('User-Agent', userAgent)
      .send(subscription)
      .expect(201);
  }

  async textsOn(): Promise<boolean> {
    const answer = await request(this.url)
      .get('/api/device/communication-status')
      .set('Authorization', await this.bearer())
      .expect(200);
    return (answer.body as { sms: boolean }).sms;
  }

  async reply(words: string): Promise<{ answer: string | null }> {
    const params = { From: this.phone, To: '+18885550142', Body: words, MessageSid: `SM${'1'.repeat(32)}` };
    const answer = await request(this.url)
      .post(SMS_WEBHOOK_PATH)
      .set('X-Twilio-Signature', twilioSignature(`${PUBLIC_URL}${SMS_WEBHOOK_PATH}`, params))
      .type('form')
      .send(params)
      .expect(200);
    const message = /<Message>([\s\S]*)<\/Message>/.exec(answer.text)?.[1];
    return { answer: message ? unescapeXml(message) : null };
  }

  async unsignedReply(words: string): Promise<{ status: number; message: string }> {
    const answer = await request(this.url)
      .post(SMS_WEBHOOK_PATH)
      .set('X-Twilio-Signature', 'bm90IHRoZSBwcm92aWRlcidzIHNpZ25hdHVyZQ==')
      .type('form')
      .send({ From: this.phone, Body: words });
    return { status: answer.status, message: (answer.body as { message?: string }).message ?? '' };
  }
}

function unescapeXml(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
