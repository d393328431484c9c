import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ContrailWorld } from '../support/world';

/** Sign-ins hash passwords and may wait for the authenticator's next step: longer than 5 s. */
const SLOW = { timeout: 90_000 };

const firstName = (fullName: string) => fullName.split(' ')[0] ?? fullName;

Given(
  '{word} {word} is an administrator with his authenticator set up',
  SLOW,
  async function (this: ContrailWorld, first: string, last: string) {
    await this.secondFactor().adminWithAuthenticator(`${first} ${last}`);
  },
);

Given(
  '{word} has opened a support account for {word} {word}',
  SLOW,
  async function (this: ContrailWorld, admin: string, first: string, last: string) {
    await this.secondFactor().opensSupportAccount(admin, `${first} ${last}`);
  },
);

Given('{word} has set up his authenticator', SLOW, async function (this: ContrailWorld, staff: string) {
  await this.secondFactor().setUpAuthenticator(staff);
});

Given('{word} is signed in to the support desk', SLOW, async function (this: ContrailWorld, staff: string) {
  const outcome = await this.secondFactor().signIn(staff, { kind: 'current' });
  assert.equal(outcome.landedOn, '/desk');
});

When('{word} signs in with his password', SLOW, async function (this: ContrailWorld, staff: string) {
  this.seen.signIn = await this.secondFactor().signIn(staff);
});

When(
  '{word} signs in with his password and the code his authenticator shows',
  SLOW,
  async function (this: ContrailWorld, staff: string) {
    this.seen.signIn = await this.secondFactor().signIn(staff, { kind: 'current' });
  },
);

When(
  "someone signs in with {word}'s password and that same code again",
  SLOW,
  async function (this: ContrailWorld, staff: string) {
    this.seen.signIn = await this.secondFactor().signIn(firstName(staff), { kind: 'same-as-last' });
  },
);

When(
  "someone signs in with {word}'s password and the code {string}",
  SLOW,
  async function (this: ContrailWorld, staff: string, code: string) {
    this.seen.staff = staff;
    this.seen.signIn = await this.secondFactor().signIn(staff, { kind: 'typed', code });
  },
);

When('they try {int} more wrong codes', SLOW, async function (this: ContrailWorld, times: number) {
  for (let i = 1; i <= times; i += 1) {
    const code = String(100000 + i * 7919).slice(0, 6);
    this.seen.signIn = await this.secondFactor().signIn(String(this.seen.staff), { kind: 'typed', code });
  }
});

When(
  '{word} signs in with his password and one of his recovery codes',
  SLOW,
  async function (this: ContrailWorld, staff: string) {
    this.seen.signIn = await this.secondFactor().signIn(staff, { kind: 'recovery' });
  },
);

When(
  '{word} signs in with his password and the same recovery code again',
  SLOW,
  async function (this: ContrailWorld, staff: string) {
    this.seen.signIn = await this.secondFactor().signIn(staff, { kind: 'same-recovery-as-last' });
  },
);

When(
  '{word} scans the QR code and enters the first code his authenticator shows',
  SLOW,
  async function (this: ContrailWorld, staff: string) {
    assert.equal(await this.secondFactor().enrolmentOffered(), true, 'the page offers a QR code and a key');
    this.seen.recoveryCodes = await this.secondFactor().enrolFromPage(staff);
  },
);

When("{word} resets {word}'s second factor", SLOW, async function (this: ContrailWorld, admin: string, staff: string) {
  await this.secondFactor().resetSecondFactor(admin, staff);
});

Then(
  'the support desk does not open for him yet: he is asked to set up an authenticator app',
  async function (this: ContrailWorld) {
    const signIn = this.seen.signIn as { landedOn: string };
    assert.equal(signIn.landedOn, '/second-factor');
    assert.deepEqual(await this.secondFactor().deskAnswers(), { page: 302, api: 404 });
    assert.equal(await this.secondFactor().enrolmentOffered(), true);
  },
);

Then('he is shown ten recovery codes, once', function (this: ContrailWorld) {
  const codes = this.seen.recoveryCodes as string[];
  assert.equal(codes.length, 10);
  assert.equal(new Set(codes).size, 10);
});

Then('the support desk opens for him', async function (this: ContrailWorld) {
  assert.equal((await this.secondFactor().deskAnswers()).page, 200);
});

Then("the desk's pages and its API do not answer him", async function (this: ContrailWorld) {
  // The pages send him on to his second factor; the API knows no such call.
  assert.deepEqual(await this.secondFactor().deskAnswers(), { page: 302, api: 404 });
});

Then('he is asked for the code his authenticator shows', async function (this: ContrailWorld) {
  assert.equal((this.seen.signIn as { landedOn: string }).landedOn, '/second-factor');
  assert.equal(await this.secondFactor().enrolmentOffered(), false, 'no new enrolment is offered');
});

function toldOnSecondFactor(this: ContrailWorld, message: string) {
  assert.equal((this.seen.signIn as { message?: string }).message, message);
}
Then('he is told {string}', toldOnSecondFactor);
Then('they are told {string}', toldOnSecondFactor);

Then('the support desk does not open for them', async function (this: ContrailWorld) {
  assert.equal((this.seen.signIn as { landedOn: string }).landedOn, '/second-factor');
  assert.deepEqual(await this.secondFactor().deskAnswers(), { page: 302, api: 404 });
});

Then('even the right code is refused until then', SLOW, async function (this: ContrailWorld) {
  const outcome = await this.secondFactor().signIn(String(this.seen.staff), { kind: 'current' });
  assert.equal(outcome.message, 'Too many attempts. Please try again in 15 minutes.');
});

Then('the audit log says {word} set up his authenticator', SLOW, async function (this: ContrailWorld, staff: string) {
  await auditSays(this, staff, 'Authenticator enrolled');
});

Then(
  'the audit log says a second factor was refused for {word}',
  SLOW,
  async function (this: ContrailWorld, staff: string) {
    await auditSays(this, staff, 'Second factor refused');
  },
);

Then("{word}'s session at the desk has ended", SLOW, async function (this: ContrailWorld, staff: string) {
  assert.equal(await this.secondFactor().ownSessionAtDesk(staff), 404);
});

Then(
  "{word}'s next sign-in asks him to set up an authenticator app again",
  SLOW,
  async function (this: ContrailWorld, staff: string) {
    assert.equal((await this.secondFactor().signIn(staff)).landedOn, '/second-factor');
    assert.equal(await this.secondFactor().enrolmentOffered(), true);
  },
);

Then(
  "the audit log says {word} reset {word}'s second factor",
  SLOW,
  async function (this: ContrailWorld, admin: string, staff: string) {
    await auditSays(this, staff, 'Staff second factor reset', admin);
  },
);

/** The audit log, as the scenario's administrator reads it, has `what` about `staff` (done by `by`, if given). */
async function auditSays(world: ContrailWorld, staff: string, what: string, by?: string) {
  const lines = await world.secondFactor().auditAbout('Omar', staff);
  const match = lines.find((l) => l.what === what && (!by || l.who.startsWith(by)));
  assert.ok(match, `no "${what}" line among ${JSON.stringify(lines)}`);
}

When('{word} adds a passkey on his laptop', SLOW, async function (this: ContrailWorld, staff: string) {
  await this.secondFactor().addPasskey(staff);
});

When('{word} signs in with his passkey alone', SLOW, async function (this: ContrailWorld, staff: string) {
  this.seen.signIn = await this.secondFactor().signInWithPasskey(staff);
  assert.equal((this.seen.signIn as { landedOn: string }).landedOn, '/desk');
});

Then('the audit log says {word} signed in with a passkey', SLOW, async function (this: ContrailWorld, staff: string) {
  await auditSays(this, staff, 'Signed in with a passkey');
});
