import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';

/** Paying, moving the clock and reading the inbox run the app's jobs and print a PDF: more than the default 5 s. */
const SLOW = { timeout: 60_000 };
import { DateTime } from 'luxon';
import { formatUsd } from '../../src/core/money';
import type { CaughtMail } from '../../test/support/smtp-server';
import type { ContrailWorld } from '../support/world';

/** What the e-mail steps remember between steps: the booking, its hold, the last e-mail read. */
interface Seen {
  bookingId?: string;
  holdUntil?: Date;
  chargedCents?: number;
  wireCents?: number;
  zone?: string;
  mail?: CaughtMail;
}

const seen = (world: ContrailWorld) => world.seen as Seen;

/** The scenario's placeholders, filled with what happened: her booking, the hold's end on her clock. */
function expand(world: ContrailWorld, text: string): string {
  const { bookingId, holdUntil, zone } = seen(world);
  return text.replaceAll('<her booking>', bookingId ?? '<no booking yet>').replaceAll(
    "<the hold's end on her clock>",
    holdUntil
      ? DateTime.fromJSDate(holdUntil, { zone: zone ?? 'America/New_York' })
          .setLocale('en-US')
          .toFormat("cccc, LLLL d, yyyy 'at' h:mm a ZZZZ")
      : '<no hold>',
  );
}

function lastMail(world: ContrailWorld): CaughtMail {
  const mail = seen(world).mail;
  if (!mail) throw new Error('no e-mail read yet');
  return mail;
}

/**
 * Both parts say it: the plain text as written, and the HTML as a mail client shows it (where a
 * "Label: value" line is a table row of two cells).
 */
function says(mail: CaughtMail, ...texts: string[]): void {
  const shown = mail.html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
  for (const text of texts) {
    assert.ok(mail.text.includes(text), `the text part should say "${text}":\n${mail.text}`);
    for (const part of text.split(': ')) {
      assert.ok(shown.includes(part), `the HTML part should show "${part}"`);
    }
  }
}

Given(
  'Maya has a Contrail account with the e-mail {string}',
  SLOW,
  async function (this: ContrailWorld, email: string) {
    await this.mailing().haveAccount(email);
  },
);

Given("her browser's time zone is {string}", function (this: ContrailWorld, zone: string) {
  seen(this).zone = zone;
  this.mailing().useTimeZone(zone);
});

Given(
  'she has chosen a light jet for a round trip from Teterboro to West Palm Beach in {int} days',
  SLOW,
  async function (this: ContrailWorld, days: number) {
    seen(this).bookingId = await this.mailing().chooseRoundTrip('KTEB', 'KPBI', days);
  },
);

Given(
  'she has reserved a light jet for a round trip from Teterboro to West Palm Beach with the $1,000 deposit',
  SLOW,
  async function (this: ContrailWorld) {
    seen(this).bookingId = await this.mailing().chooseRoundTrip('KTEB', 'KPBI', 10);
    seen(this).holdUntil = (await this.mailing().reserveWithDeposit()).holdUntil;
  },
);

Given(
  'she has paid in full for a light jet from Teterboro to West Palm Beach departing in {int} days',
  SLOW,
  async function (this: ContrailWorld, days: number) {
    seen(this).bookingId = await this.mailing().chooseRoundTrip('KTEB', 'KPBI', days);
    seen(this).chargedCents = (await this.mailing().payInFullByCard()).chargedCents;
  },
);

Given('she has turned e-mail notifications off in her account', SLOW, async function (this: ContrailWorld) {
  await this.mailing().turnOffEmailNotifications();
});

When('she pays for it in full by card', SLOW, async function (this: ContrailWorld) {
  seen(this).chargedCents = (await this.mailing().payInFullByCard()).chargedCents;
});

When('she reserves it with the $1,000 deposit by card', SLOW, async function (this: ContrailWorld) {
  seen(this).holdUntil = (await this.mailing().reserveWithDeposit()).holdUntil;
});

When('she decides to pay by wire transfer', SLOW, async function (this: ContrailWorld) {
  const wire = await this.mailing().chooseWire();
  Object.assign(seen(this), { wireCents: wire.amountCents, holdUntil: wire.holdUntil });
});

When('her wire transfer arrives and support records it', SLOW, async function (this: ContrailWorld) {
  await this.mailing().recordWireArrival();
});

When('{int} hours have passed', SLOW, async function (this: ContrailWorld, hours: number) {
  await this.mailing().passTime(hours);
});

When('the hold ends with the balance unpaid', SLOW, async function (this: ContrailWorld) {
  await this.mailing().passHoldEnd();
});

When('it is two days before her departure', SLOW, async function (this: ContrailWorld) {
  await this.mailing().passUntilBeforeDeparture(48);
});

When('the operator assigns another crew to her flight', SLOW, async function (this: ContrailWorld) {
  await this.mailing().operatorAssignsAnotherCrew();
});

When('she orders an SUV to take her to the airport', SLOW, async function (this: ContrailWorld) {
  await this.mailing().orderLimo('SUV', '350 W 14th St');
});

When('she changes her password', SLOW, async function (this: ContrailWorld) {
  await this.mailing().changePassword();
});

When('she deletes her account', SLOW, async function (this: ContrailWorld) {
  await this.mailing().deleteAccount();
});

Then('she receives an e-mail {string}', SLOW, async function (this: ContrailWorld, subject: string) {
  seen(this).mail = await this.mailing().mailWithSubject(expand(this, subject));
});

Then(
  'it says she paid the amount charged to her card ending 1111, with the 3% card fee',
  function (this: ContrailWorld) {
    says(lastMail(this), formatUsd(seen(this).chargedCents ?? 0), 'Visa ending 1111', '(3%)');
  },
);

Then(
  'it names the route {string}, both departures and the aircraft {string}',
  function (this: ContrailWorld, route: string, aircraft: string) {
    says(lastMail(this), route, aircraft, 'Leg 1: KTEB to KPBI', 'Leg 2: KPBI to KTEB', '10:00 AM local time');
  },
);

Then("it links to her booking details, her itinerary and the itinerary's PDF", function (this: ContrailWorld) {
  const id = encodeURIComponent(seen(this).bookingId ?? '');
  const mail = lastMail(this);
  for (const path of [`/booking-details/${id}`, `/itinerary/${id}`, `/itinerary/${id}/pdf`]) {
    assert.match(mail.text, new RegExp(`https?://[^\\s]+${path.replace(/[/.]/g, '\\$&')}(\\s|$)`));
    assert.ok(mail.html.includes(`${path}"`), `the HTML part should link to ${path}`);
  }
});

Then('her itinerary PDF and a calendar file for her flights are attached', function (this: ContrailWorld) {
  const id = seen(this).bookingId ?? '';
  const attached = lastMail(this).attachments;
  assert.deepEqual(
    attached.map((a) => a.filename),
    [`itinerary-${id}.pdf`, `itinerary-${id}.ics`],
  );
  assert.equal(attached[0]?.content.subarray(0, 5).toString(), '%PDF-');
  assert.match(attached[1]?.content.toString() ?? '', /BEGIN:VCALENDAR[\s\S]*KTEB[\s\S]*KPBI/);
});

Then('it says she paid the $1,000 deposit and how much is still due', function (this: ContrailWorld) {
  says(lastMail(this), 'Deposit paid: $1,000.00', 'Balance due: $');
});

Then('it links to paying the balance by card and gives the bank details for a wire', function (this: ContrailWorld) {
  const mail = lastMail(this);
  assert.match(mail.text, /Pay the balance by card: https?:\/\/\S+\/booking-details\//);
  says(mail, 'Routing number (ABA)', `Reference: Booking ${seen(this).bookingId ?? ''}`);
});

Then("it gives the amount to wire, the bank details and the hold's end on her clock", function (this: ContrailWorld) {
  says(
    lastMail(this),
    `Amount to wire: ${formatUsd(seen(this).wireCents ?? 0)}`,
    'Account number',
    'SWIFT/BIC',
    expand(this, "Wire by: <the hold's end on her clock>"),
  );
});

Then(
  'it says {word} of her {word} deposit is refunded after the {word} administrative fee',
  function (this: ContrailWorld, refund: string, deposit: string, fee: string) {
    says(lastMail(this), `Refund: ${refund}`, `Deposit: ${deposit}`, `Administrative fee: ${fee}`);
  },
);

Then(
  'it says the refund goes to her card ending 1111 and when it shows on her statement',
  function (this: ContrailWorld) {
    says(lastMail(this), 'Visa ending 1111', 'within 5 to 10 business days');
  },
);

Then('she has received no reminder', SLOW, async function (this: ContrailWorld) {
  const reminders = (await this.mailing().inbox()).filter((m) => m.subject.startsWith('Reminder:'));
  assert.deepEqual(reminders, []);
});

Then('it names her crew, the tail number and the FBOs, and links to her itinerary', function (this: ContrailWorld) {
  const mail = lastMail(this);
  assert.match(mail.text, /Crew: [A-Z][a-z]+ [A-Z][a-z]+ \((Captain|First Officer)/);
  assert.match(mail.text, /Tail number: N[0-9A-Z]+/);
  assert.match(mail.text, /FBO at KTEB: \S+/);
  assert.match(mail.text, /FBO at KPBI: \S+/);
  assert.ok(mail.text.includes(`/itinerary/${encodeURIComponent(seen(this).bookingId ?? '')}`));
});

Then('it names the vehicle {string} and her pickup address', function (this: ContrailWorld, vehicle: string) {
  says(lastMail(this), `Vehicle: ${vehicle}`, 'Pickup: 350 W 14th St, New York, NY 10011');
});
