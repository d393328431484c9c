import { createHmac } from 'node:crypto';
import { DateTime } from 'luxon';
import { MESSAGE_OUTBOX, type MessageOutbox } from '../../../ports/message-outbox';
import { PROFILE_STORE, type ProfileStore } from '../../../ports/identity-provider';
import { JOBS } from '../../../src/composition/jobs';
import { TwilioStandIn } from '../../../test/support/twilio-stand-in';
import { PushServiceStandIn } from '../../../test/support/push-service-stand-in';
import { PUSH_DEVICES, type PushDevices } from '../../../ports/push-devices';
import { PUSH_HTTPS_AGENT } from '../../../src/composition/push-module';
import { ContainerModule } from 'inversify';
import { signedInCustomer } from '../../../test/support/trips';
import { BOOKING_STORE, type BookingStore } from '../../../ports/charter/booking-store';
import { ITINERARIES, type Itineraries } from '../../../ports/charter/itineraries';
import { REFERENCE_DATA, type ReferenceData } from '../../../ports/reference-data';
import { itineraryView } from '../../../src/core/itinerary/itinerary-view';
import { parseLegTime } from '../../../src/core/quotes/local-time';
import { customersItinerary } from '../../../src/engine/messages/itinerary-notices';
import { TripScenario } from './trip-scenario';

/** The text provider's account as the scenarios' app knows it (the stand-in takes any). */
/** Where the scenarios' app says it is served: the links in texts, the URL Twilio signs. */
export const PUBLIC_URL = 'http://contrail.test';

export const TWILIO = {
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'phone-scenarios-auth-token',
  TWILIO_FROM: '+18885550142',
};

/**
 * One phone scenario's app (features/phone): Maya's trip world (trip-scenario.ts) on a clock the
 * scenario moves, sending texts through the Twilio adapter to a local stand-in of Twilio's API:
 * her phone. After the clock moves, the senders run, as a node's timers would.
 */
export class PhoneScenario {
  zone = 'America/New_York';

  private constructor(
    readonly trip: TripScenario,
    readonly twilio: TwilioStandIn,
    readonly pushService: PushServiceStandIn,
  ) {}

  static async start(snapshot: string): Promise<PhoneScenario> {
    const [twilio, pushService] = await Promise.all([TwilioStandIn.start(), PushServiceStandIn.start()]);
    const trip = await TripScenario.start(
      snapshot,
      {
        SMS: 'twilio',
        TWILIO_API_URL: twilio.url,
        PUBLIC_URL,
        PUSH_SERVICE_HOSTS: '127.0.0.1',
        // The browser scenarios turn Notifications on: the app's service worker is needed there.
        SERVICE_WORKER: 'true',
        ...TWILIO,
      },
      // The push service's certificate is its own: the app trusts it as it would a proxy's CA.
      [new ContainerModule(({ bind }) => void bind(PUSH_HTTPS_AGENT).toConstantValue(pushService.agent()))],
    );
    return new PhoneScenario(trip, twilio, pushService);
  }

  async close(): Promise<void> {
    await this.trip.close();
    await Promise.all([this.twilio.stop(), this.pushService.stop()]);
  }

  /** What the browser called `device` does on subscribing: its subscription's JSON. */
  subscription(device: string) {
    return this.pushService.subscribe(device);
  }

  /** The notifications the push service took for `device`, as its service worker reads them. */
  notified(device: string): { title: string; url: string }[] {
    const endpoint = this.pushService.endpoint(device);
    return this.pushService.received
      .filter((push) => push.endpoint === endpoint)
      .map((push) => JSON.parse(push.payload) as { title: string; url: string })
      .map(({ title, url }) => ({ title, url }));
  }

  /** The endpoints of her devices that take notifications. */
  async devices(): Promise<string[]> {
    const devices = await this.container.get<PushDevices>(PUSH_DEVICES).ofUser(this.trip.maya.userId);
    return devices.map((d) => d.endpoint);
  }

  get container() {
    return this.trip.app.app.container;
  }

  /** Maya signs up (her browser on `zone`'s clock); answers her account. */
  async maya(zone: string) {
    this.zone = zone;
    this.trip.maya ??= await signedInCustomer(this.trip.app, 'Maya');
    await this.container.get<ProfileStore>(PROFILE_STORE).setTimeZone(this.trip.maya.userId, zone);
    return this.trip.maya;
  }

  /** Moves the clock to the next `HH:mm` on her clock, `days` later at least. */
  moveTo(time: string, days = 0): void {
    const now = DateTime.fromJSDate(this.trip.clock.now(), { zone: this.zone });
    const [hour, minute] = time.split(':').map(Number);
    let at = now.plus({ days }).set({ hour, minute, second: 0, millisecond: 0 });
    if (at < now) at = at.plus({ days: 1 });
    this.trip.clock.advance(at.toMillis() - now.toMillis());
  }

  /** Books and pays a round trip (ten days on) at `time` on her clock; the senders run. */
  async bookAt(time: string): Promise<void> {
    this.moveTo(time);
    await this.trip.bookRoundTrip('West Palm Beach', 'card');
    await this.send();
  }

  /**
   * Moves the clock to `minutes` before her flight out (the first leg) or home (the second), on the
   * booking's own legs; the flight-day job runs, then the senders.
   */
  async beforeFlight(leg: 'out' | 'home', minutes: number): Promise<void> {
    const booking = await this.container.get<BookingStore>(BOOKING_STORE).find(this.trip.bookingId);
    const legs = [...(booking?.legs ?? [])].sort((a, b) => a.legOrder - b.legOrder);
    const chosen = legs[leg === 'out' ? 0 : 1];
    const zone = chosen && this.container.get<ReferenceData>(REFERENCE_DATA).airport(chosen.departureAirport.icaoCode);
    if (!chosen || !zone) throw new Error(`no flight ${leg} on her booking`);
    const departs = parseLegTime(chosen.departureDateTime, zone.timeZone);
    this.trip.clock.advance(departs - minutes * 60_000 - this.trip.clock.now().getTime());
    this.leg = chosen.legOrder;
    await this.trip.app.app.jobs.runner.runNow(JOBS.flightDay);
    await this.send();
  }

  /** The leg the clock was last moved before. */
  leg = 0;

  /** That leg as her itinerary shows it: its time, its departure FBO, its aircraft. */
  async itineraryLeg() {
    const itinerary = await customersItinerary(
      this.container.get<Itineraries>(ITINERARIES),
      this.trip.bookingId,
      this.trip.maya.userId,
    );
    const leg = itinerary && itineraryView(itinerary).legs.find((l) => l.legOrder === this.leg);
    if (!leg) throw new Error(`no leg ${this.leg} on her itinerary`);
    return leg;
  }

  /** The texts about a flight of the day she received. */
  flightDayTexts(): { to: string; body: string }[] {
    return this.texts().filter((t) => t.body.includes("today's flight"));
  }

  /** Her messages of a kind, by channel, as the outbox holds them. */
  async messagesOf(kind: string): Promise<string[]> {
    const outbox = this.container.get<MessageOutbox>(MESSAGE_OUTBOX);
    const all = await outbox.ofBooking(this.trip.bookingId, ['email', 'sms', 'push']);
    return all.filter((m) => m.kind === kind).map((m) => m.channel);
  }

  get itineraryPage(): string {
    return `${PUBLIC_URL}/itinerary/${this.trip.bookingId}`;
  }

  /** What the e-mail and text senders do now. */
  async send(): Promise<void> {
    const { runner } = this.trip.app.app.jobs;
    await runner.runNow(JOBS.mail);
    await runner.runNow(JOBS.texts);
    // A push goes to the account first, then to each of its devices: two passes.
    await runner.runNow(JOBS.push);
    await runner.runNow(JOBS.push);
  }

  /** The texts her phone received: number and words. */
  texts(): { to: string; body: string }[] {
    return this.twilio.delivered.map((r) => ({ to: r.form.To ?? '', body: r.form.Body ?? '' }));
  }

  /** Whether the booking's confirmation e-mail went out. */
  async confirmationMailed(): Promise<boolean> {
    const mails = await this.container.get<MessageOutbox>(MESSAGE_OUTBOX).ofBooking(this.trip.bookingId);
    return mails.some((m) => m.kind === 'booking-confirmed' && m.status === 'SENT');
  }

  /** Her departure as the text gives it ("Dec 8, 10:00 AM") and her booking's page. */
  get departureText(): string {
    return this.trip.departure.toFormat('LLL d, h:mm a');
  }

  get bookingPage(): string {
    return `${PUBLIC_URL}/booking-details/${this.trip.bookingId}`;
  }
}

/** Twilio's X-Twilio-Signature of a webhook request (what its servers send). */
export function twilioSignature(url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + (params[name] ?? ''), url);
  return createHmac('sha1', TWILIO.TWILIO_AUTH_TOKEN).update(data).digest('base64');
}
