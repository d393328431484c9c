import { DateTime } from 'luxon';
import { ContainerModule } from 'inversify';
import { LEG_ASSIGNMENT_STORE, type LegAssignmentStore } from '../../../ports/charter/leg-assignment-store';
import { CLOCK, type Clock } from '../../../ports/clock';
import { JOBS } from '../../../src/composition/jobs';
import { EmbeddedBookingPayments } from '../../../src/engine/payments/embedded-booking-payments';
import { ManualClock } from '../../../test/fakes/manual-clock';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { openSnapshot } from '../../../test/support/snapshot';
import { TestSmtpServer, type CaughtMail } from '../../../test/support/smtp-server';
import type { MailTasks } from '../mail-tasks';

const PASSWORD = 'Jetstream2026';
const HOUR = 3_600_000;
/** The trip's departure, on Teterboro's clock, as the search asks for it. */
const DEPARTURE_TIME = '10:00';
const ORIGIN_ZONE = 'America/New_York';

/**
 * The e-mail scenarios over the REST API, as the mobile apps (and the review page's calls) make
 * them, against the whole app sending through a real SMTP server: her inbox. The app's clock is
 * the scenario's; after moving it, every background job runs once, as the nodes' timers would.
 */
export class HttpMailTasks implements MailTasks {
  private email = '';
  private token = '';
  private zone: string | undefined;
  private bookingId = '';
  private departure: DateTime | undefined;
  private holdUntil: Date | undefined;

  private constructor(
    private readonly app: TestApp,
    private readonly smtp: TestSmtpServer,
    private readonly clock: ManualClock,
  ) {}

  static async start(snapshot: string): Promise<HttpMailTasks> {
    const smtp = await TestSmtpServer.start();
    const clock = new ManualClock(new Date());
    const app = await startTestApp({
      pages: 'built',
      database: await openSnapshot(snapshot),
      env: { MAILER: 'smtp', SMTP_URL: smtp.url, PAYMENT_JOBS_INTERVAL_SECONDS: '0', MAIL_ITINERARY_PDF: 'true' },
      overrides: [new ContainerModule(({ rebind }) => void rebind<Clock>(CLOCK).toConstantValue(clock))],
    });
    return new HttpMailTasks(app, smtp, clock);
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.smtp.stop();
  }

  async haveAccount(email: string): Promise<void> {
    this.email = email;
    const attributes = { email, given_name: 'Maya', family_name: 'Okafor', phone_number: '+12125550100' };
    await this.call('/api/auth/sign-up', { username: email, password: PASSWORD, attributes });
    const mail = await this.mailWithSubject('Your Contrail confirmation code');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    await this.call('/api/auth/confirm-sign-up', { email, code });
    const signedIn = await this.call<{ accessToken: string }>('/api/auth/sign-in', {
      username: email,
      password: PASSWORD,
    });
    this.token = signedIn.accessToken;
  }

  useTimeZone(zone: string): void {
    this.zone = zone;
  }

  async chooseRoundTrip(from: string, to: string, leavesInDays: number): Promise<string> {
    const day = DateTime.fromJSDate(this.clock.now(), { zone: ORIGIN_ZONE }).plus({ days: leavesInDays });
    this.departure = DateTime.fromISO(`${day.toISODate()}T${DEPARTURE_TIME}`, { zone: ORIGIN_ZONE });
    const results = await this.call<{ data: Record<string, { aboneSearchId: string | null }[]> }>(
      '/api/aircraft/search-results-v2',
      {
        routeType: 'ROUND_TRIP',
        flyShare: false,
        passengers: 2,
        petFriendly: false,
        sessionId: null,
        travelCities: [
          {
            origin: from,
            destination: to,
            departureTime: `${day.toISODate()} ${DEPARTURE_TIME}`,
            returnTime: `${day.plus({ days: 2 }).toISODate()} 15:00`,
            order: '0',
          },
        ],
      },
    );
    const option = results.data.LIGHT_JET?.find((o) => o.aboneSearchId);
    if (!option?.aboneSearchId) throw new Error('no light jet offered');
    const priced = await this.call<{ bookingId: string }>('/api/book-aircraft/update-addons', {
      aboneSearchId: option.aboneSearchId,
      bookingId: '',
      addonIds: [],
      useRewards: false,
    });
    this.bookingId = priced.bookingId;
    return priced.bookingId;
  }

  async payInFullByCard(): Promise<{ chargedCents: number }> {
    const total = await this.payByCard('FULL_PAYMENT');
    return { chargedCents: Math.round(total * 100) };
  }

  async reserveWithDeposit(): Promise<{ holdUntil: Date }> {
    await this.payByCard('PARTIAL_PAYMENT');
    return { holdUntil: await this.heldUntil() };
  }

  async chooseWire(): Promise<{ amountCents: number; holdUntil: Date }> {
    await this.call('/api/payment/wire', { bookingId: this.bookingId, peakAcknowledged: true, timeZone: this.zone });
    const details = await this.details();
    return { amountCents: Math.round(details.dueAmountDetails.dueAmount * 100), holdUntil: await this.heldUntil() };
  }

  async recordWireArrival(): Promise<void> {
    const details = await this.details();
    const recorded = await this.app.app.container
      .get(EmbeddedBookingPayments)
      .pay.wireReceived(this.bookingId, Math.round(details.dueAmountDetails.dueAmount * 100));
    if (!recorded.ok) throw new Error(recorded.message);
  }

  async passTime(hours: number): Promise<void> {
    this.clock.advance(hours * HOUR);
    await this.runJobs();
  }

  async passHoldEnd(): Promise<void> {
    const end = this.holdUntil ?? (await this.heldUntil());
    this.clock.advance(end.getTime() - this.clock.now().getTime() + 60_000);
    await this.runJobs();
  }

  async passUntilBeforeDeparture(hours: number): Promise<void> {
    if (!this.departure) throw new Error('no trip chosen');
    this.clock.advance(this.departure.toMillis() - hours * HOUR - this.clock.now().getTime());
    await this.runJobs();
  }

  async turnOffEmailNotifications(): Promise<void> {
    await this.call('/api/device/enable-communication?notification=true&email=false&sms=false', {});
  }

  async orderLimo(vehicleType: 'Sedan' | 'SUV' | 'SprinterVan', pickupAddress: string): Promise<void> {
    if (!this.departure) throw new Error('no trip chosen');
    const pickupTime = this.departure.minus({ hours: 2 }).toFormat("yyyy-MM-dd'T'HH:mm");
    await this.call('/api/vendor/limo/submit', {
      bookingId: this.bookingId,
      generalInfo: {
        firstName: 'Maya',
        lastName: 'Okafor',
        phone: '+12125550100',
        email: this.email,
        vehicleType,
        luggageCount: 2,
      },
      pickupLocation: { address: pickupAddress, city: 'New York', state: 'NY', zipcode: '10011', time: pickupTime },
      dropOffLocation: {
        address: '111 Industrial Ave',
        city: 'Teterboro',
        state: 'NJ',
        zipcode: '07608',
        time: this.departure.minus({ hours: 1 }).toFormat("yyyy-MM-dd'T'HH:mm"),
      },
      stopsList: [],
      driverNotes: '',
    });
  }

  async operatorAssignsAnotherCrew(): Promise<void> {
    const store = this.app.app.container.get<LegAssignmentStore>(LEG_ASSIGNMENT_STORE);
    const legs = await store.find(this.bookingId);
    if (!legs) throw new Error('nothing assigned yet');
    // Later than the first assignment: the operator acts after it.
    this.clock.advance(60_000);
    // Another crew: the operator's roster of the day, in the same positions.
    const names = ['Grace Hayes', 'Omar Castillo', 'Nina Duarte'];
    for (const leg of legs) {
      leg.crews = leg.crews.map((member, i) => Object.assign(member, { name: names[i] ?? member.name }));
    }
    await store.replace(this.bookingId, legs, this.clock.now());
    await this.runJobs();
  }

  async changePassword(): Promise<void> {
    await this.call('/api/auth/change-password', { oldPassword: PASSWORD, newPassword: 'Skylane2027' });
  }

  async deleteAccount(): Promise<void> {
    await this.call(`/api/profile/user/delete?id=${encodeURIComponent(this.email)}`, {});
  }

  async mailWithSubject(subject: string): Promise<CaughtMail> {
    await this.app.app.jobs.runner.runNow(JOBS.mail);
    return this.smtp.waitFor((m) => m.to === this.email && m.subject === subject);
  }

  async inbox(): Promise<CaughtMail[]> {
    await this.app.app.jobs.runner.runNow(JOBS.mail);
    return (await this.smtp.messages()).filter((m) => m.to === this.email);
  }

  private async runJobs(): Promise<void> {
    for (const job of [JOBS.payments, JOBS.holdReminders, JOBS.itineraries, JOBS.mail]) {
      await this.app.app.jobs.runner.runNow(job);
    }
  }

  private async payByCard(mode: 'FULL_PAYMENT' | 'PARTIAL_PAYMENT'): Promise<number> {
    const opened = await this.call<{
      paymentId: string;
      authorizeNetData: { apiLoginId: string; clientKey: string };
      flightData: { total: number };
    }>('/api/payment/initiate', {
      bookingId: this.bookingId,
      paymentMethod: 'CREDIT_CARD',
      paymentMode: mode,
      peakAcknowledged: true,
      timeZone: this.zone,
    });
    // What the gateway's script does in her browser: the card goes to the gateway, a token comes back.
    const tokenised = await fetch(`${this.app.url}/sandbox-gateway/v1/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        clientKey: opened.authorizeNetData.clientKey,
        apiLoginID: opened.authorizeNetData.apiLoginId,
        cardData: { cardNumber: '4111111111111111', month: '12', year: '2030', cardCode: '123' },
      }),
    });
    const { opaqueData } = (await tokenised.json()) as { opaqueData: { dataDescriptor: string; dataValue: string } };
    const paid = await this.call<{ status: string }>('/api/payment/confirm', {
      paymentId: opened.paymentId,
      paymentMethod: 'CREDIT_CARD',
      mode,
      ...opaqueData,
    });
    if (paid.status !== 'SUCCESS') throw new Error(`the card payment was not approved: ${JSON.stringify(paid)}`);
    return opened.flightData.total;
  }

  private details() {
    return this.get<{ holdUntil: string | null; dueAmountDetails: { dueAmount: number } }>(
      `/api/book-aircraft/details?booking-id=${encodeURIComponent(this.bookingId)}`,
    );
  }

  private async heldUntil(): Promise<Date> {
    const { holdUntil } = await this.details();
    if (!holdUntil) throw new Error('the booking is not held');
    this.holdUntil = new Date(holdUntil);
    return this.holdUntil;
  }

  private async call<T = unknown>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${this.app.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  private async get<T>(path: string): Promise<T> {
    const res = await fetch(`${this.app.url}${path}`, { headers: { Authorization: `Bearer ${this.token}` } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }
}
