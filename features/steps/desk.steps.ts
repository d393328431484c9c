import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { formatUsd, percentOf } from '../../src/core/money';
import { ADMIN_FEE_PERCENT } from '../../src/core/payments/refunds';
import { DESK_MESSAGES } from '../../src/engine/desk/desk-bookings';
import type { AuditLine, BookingSheet, DeskTasks, FoundBooking, RefundOffer } from '../support/desk-tasks';
import type { ContrailWorld } from '../support/world';

/** Arranging trips signs customers up and pays through the app; the desk's pages take a browser. */
const SLOW = { timeout: 60_000 };

/** What the desk steps remember between steps. */
interface Seen {
  found?: FoundBooking[];
  sheet?: BookingSheet;
  offer?: RefundOffer;
  said?: string;
}
const seen = (world: ContrailWorld) => world.seen as Seen;
const desk = (world: ContrailWorld) => world.desking();

/** What the terms give back on a cancellation at the customer's request well ahead: all but 3.5%. */
function refundOf(world: ContrailWorld, customer: string) {
  const { flightCents } = desk(world).tripOf(customer);
  const fee = percentOf(flightCents, ADMIN_FEE_PERCENT);
  return { refund: flightCents - fee, fee };
}

Given('{person} works in support', SLOW, async function (this: ContrailWorld, name: string) {
  await desk(this).staffMember(name, 'SUPPORT');
});

Given('{person} is an administrator', SLOW, async function (this: ContrailWorld, name: string) {
  await desk(this).staffMember(name, 'ADMIN');
});

Given(
  '{person} has {paying} for a round trip from Teterboro to West Palm Beach leaving in {int} days',
  SLOW,
  async function (this: ContrailWorld, name: string, paying: 'card' | 'wire', days: number) {
    await desk(this).hasTrip(name, paying, days);
  },
);

Given(
  '{word} has added {person} to her trip as a passenger',
  SLOW,
  async function (this: ContrailWorld, customer: string, passenger: string) {
    await desk(this).addPassenger(customer, passenger);
  },
);

When(
  '{word} searches the bookings for {string}',
  SLOW,
  async function (this: ContrailWorld, staff: string, text: string) {
    seen(this).found = await desk(this).searchBookings(staff, { text });
  },
);

When(
  '{word} searches the bookings waiting for a wire transfer',
  SLOW,
  async function (this: ContrailWorld, staff: string) {
    seen(this).found = await desk(this).searchBookings(staff, { waitingForWire: true });
  },
);

Then("she finds {word}'s booking and no other", function (this: ContrailWorld, customer: string) {
  assert.deepEqual(
    seen(this).found?.map((b) => b.reference),
    [desk(this).tripOf(customer).reference],
  );
});

When("{word} opens {word}'s booking", SLOW, async function (this: ContrailWorld, staff: string, customer: string) {
  seen(this).sheet = await desk(this).openBooking(staff, customer);
});

Then('she sees it is booked, from Teterboro to West Palm Beach and back', function (this: ContrailWorld) {
  assert.equal(seen(this).sheet?.status, 'Booked');
  assert.deepEqual(seen(this).sheet?.legs, ['KTEB to KPBI', 'KPBI to KTEB']);
});

Then('she sees {person} among its passengers', function (this: ContrailWorld, passenger: string) {
  assert.ok(seen(this).sheet?.passengers.includes(passenger), `passengers: ${seen(this).sheet?.passengers.join(', ')}`);
});

Then('she sees the card payment {word} made, card fee included', function (this: ContrailWorld, customer: string) {
  const { chargedCents } = desk(this).tripOf(customer);
  assert.deepEqual(seen(this).sheet?.money, [
    { what: 'Payment (full)', how: 'Visa XXXX1111', amount: formatUsd(chargedCents), status: 'approved' },
  ]);
});

Then('she sees the confirmation e-mailed to {word}', function (this: ContrailWorld, customer: string) {
  const { reference } = desk(this).tripOf(customer);
  const to = desk(this).emailOf(customer);
  assert.deepEqual(seen(this).sheet?.emails, [{ subject: `Your flight is confirmed: booking ${reference}`, to }]);
});

When(
  "{word} records that {word}'s wire for the amount due has arrived",
  SLOW,
  async function (this: ContrailWorld, staff: string, customer: string) {
    seen(this).said = await desk(this).recordWire(staff, customer);
  },
);

Then("{word}'s booking is {word}", SLOW, async function (this: ContrailWorld, customer: string, status: string) {
  assert.equal((await desk(this).lookAgain(customer)).status.toLowerCase(), status);
});

Then(
  '{word} is e-mailed that his wire was received and his flight is confirmed',
  SLOW,
  async function (this: ContrailWorld, customer: string) {
    const { reference } = desk(this).tripOf(customer);
    assert.ok(
      (await desk(this).inboxOf(customer)).includes(`Wire received, your flight is confirmed: booking ${reference}`),
    );
  },
);

When(
  "{word} starts cancelling {word}'s booking at {word}'s request",
  SLOW,
  async function (this: ContrailWorld, staff: string, customer: string, _asking: string) {
    seen(this).offer = await desk(this).startCancelling(staff, customer);
  },
);

Then(
  'before anything changes {word} is shown the refund: what {word} paid for the flight less the 3.5% administrative fee, back to her card',
  function (this: ContrailWorld, _staff: string, customer: string) {
    const { refund, fee } = refundOf(this, customer);
    assert.deepEqual(seen(this).offer?.refunds, [
      `${formatUsd(refund)} to the card (administrative fee ${formatUsd(fee)} kept)`,
    ]);
    assert.equal(seen(this).offer?.total, formatUsd(refund));
  },
);

Then('{word} is asked for her password again', function (this: ContrailWorld, _staff: string) {
  assert.equal(seen(this).offer?.asksPassword, true);
});

When('{word} confirms with a password that is not hers', SLOW, async function (this: ContrailWorld, staff: string) {
  seen(this).said = await desk(this).confirmCancelling(staff, 'Not-her-password-2026');
});

Then(
  "she is told it is not her password, and {word}'s booking is still booked",
  SLOW,
  async function (this: ContrailWorld, customer: string) {
    assert.equal(seen(this).said, DESK_MESSAGES.PASSWORD);
    assert.equal((await desk(this).lookAgain(customer)).status, 'Booked');
  },
);

When('{word} confirms with her password', SLOW, async function (this: ContrailWorld, staff: string) {
  seen(this).said = await desk(this).confirmCancelling(staff, desk(this).passwordOf(staff));
});

Then(
  "the refund to {word}'s card is recorded with the booking's payments",
  SLOW,
  async function (this: ContrailWorld, customer: string) {
    const refund = (await desk(this).lookAgain(customer)).money.find((row) => row.what.startsWith('Refund'));
    assert.deepEqual(refund, {
      what: 'Refund (cancelled)',
      how: 'credit card',
      amount: `−${formatUsd(refundOf(this, customer).refund)}`,
      status: 'refunded',
    });
  },
);

Then(
  '{word} is e-mailed that her booking is cancelled, and about her refund',
  SLOW,
  async function (this: ContrailWorld, customer: string) {
    const { reference } = desk(this).tripOf(customer);
    const inbox = await desk(this).inboxOf(customer);
    assert.ok(inbox.includes(`Your booking ${reference} is cancelled`), inbox.join('\n'));
    assert.ok(inbox.includes(`Your refund of ${formatUsd(refundOf(this, customer).refund)} for booking ${reference}`));
  },
);

When(
  "{word} sends {word}'s confirmation again",
  SLOW,
  async function (this: ContrailWorld, staff: string, customer: string) {
    seen(this).said = await desk(this).resendConfirmation(staff, customer);
  },
);

Then(
  '{word} has received her booking confirmation twice',
  SLOW,
  async function (this: ContrailWorld, customer: string) {
    const subject = `Your flight is confirmed: booking ${desk(this).tripOf(customer).reference}`;
    assert.equal((await desk(this).inboxOf(customer)).filter((s) => s === subject).length, 2);
  },
);

When(
  '{word} opens a support account for {person} with the password {string}',
  SLOW,
  async function (this: ContrailWorld, admin: string, name: string, password: string) {
    seen(this).said = await desk(this).openStaffAccount(admin, name, 'SUPPORT', password);
  },
);

Then(
  '{word} can sign in to the support desk with {string}',
  SLOW,
  async function (this: ContrailWorld, member: string, password: string) {
    assert.equal(await desk(this).canSignIn(member, password), true);
  },
);

When("{word} disables {word}'s account", SLOW, async function (this: ContrailWorld, admin: string, member: string) {
  seen(this).said = await desk(this).disableStaffAccount(admin, member);
});

Then(
  '{word} can no longer sign in with {string}',
  SLOW,
  async function (this: ContrailWorld, member: string, password: string) {
    assert.equal(await desk(this).canSignIn(member, password), false);
  },
);

When(
  "{word} cancels {word}'s booking at {word}'s request",
  SLOW,
  async function (this: ContrailWorld, staff: string, customer: string, _asking: string) {
    seen(this).said = await desk(this).cancelAtTheirRequest(staff, customer);
  },
);

Then(
  'the audit log, as {word} reads it, shows newest first among its entries:',
  SLOW,
  async function (this: ContrailWorld, reader: string, table: DataTable) {
    assertInOrder((await desk(this).auditLog(reader)).lines, table.hashes(), desk(this));
  },
);

/**
 * The log of one person's e-mail, as the reader filters it: the page says whose entries these are,
 * every line is theirs (`mine` tells), and the expected lines come in order among them.
 */
async function assertOnlyEntriesOf(
  world: ContrailWorld,
  reader: string,
  person: string,
  side: 'staff' | 'customer',
  table: DataTable,
) {
  const tasks = desk(world);
  const email = tasks.emailOf(person);
  const { lines, says } = await tasks.auditLog(
    reader,
    side === 'staff' ? { staffEmail: email } : { customerEmail: email },
  );
  const fullName = tasks.fullNameOf(person);
  assert.equal(says, `Entries ${side === 'staff' ? 'by' : 'about'} ${fullName}`);
  // A staff member's lines are theirs; a customer's name her or her booking.
  const reference = side === 'customer' ? tasks.tripOf(person).reference : null;
  const mine = (l: AuditLine) =>
    reference ? l.about.includes(reference) || l.about.includes(fullName) : l.who === fullName;
  assert.deepEqual(
    lines.filter((l) => !mine(l)),
    [],
    `only entries of ${fullName}`,
  );
  assertInOrder(lines, table.hashes(), tasks);
}

Then(
  "the audit log of {word}'s e-mail, as {word} reads it, holds only {word}'s entries, newest first among them:",
  SLOW,
  async function (this: ContrailWorld, member: string, reader: string, _same: string, table: DataTable) {
    await assertOnlyEntriesOf(this, reader, member, 'staff', table);
  },
);

Then(
  "the audit log of {word}'s e-mail, as {word} reads it, holds only entries about {word}, among them:",
  SLOW,
  async function (this: ContrailWorld, customer: string, reader: string, _same: string, table: DataTable) {
    await assertOnlyEntriesOf(this, reader, customer, 'customer', table);
  },
);

Then(
  'the audit log of {string}, as {word} reads it, says {string}',
  SLOW,
  async function (this: ContrailWorld, email: string, reader: string, expected: string) {
    const { lines, says } = await desk(this).auditLog(reader, { customerEmail: email });
    assert.equal(says, expected);
    assert.deepEqual(lines, []);
  },
);

/**
 * Each expected line of the log in turn, further down than the one before (other readings come
 * between them); "Maya's booking" in `about` stands for her booking's reference.
 */
function assertInOrder(lines: AuditLine[], expected: Record<string, string>[], tasks: DeskTasks) {
  let from = 0;
  for (const { who = '', what = '', about = '' } of expected) {
    const owner = /^(\w+)'s booking$/.exec(about)?.[1];
    const mentions = owner ? tasks.tripOf(owner).reference : about;
    const at = lines.findIndex((l, i) => i >= from && l.who === who && l.what === what && l.about.includes(mentions));
    assert.ok(at >= 0, `no "${who} | ${what} | ${about}" after line ${from} of:\n${JSON.stringify(lines, null, 1)}`);
    from = at + 1;
  }
}
