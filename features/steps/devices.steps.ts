import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ContrailWorld } from '../support/world';

/** Signing up and in hash passwords: longer than the default 5 s. */
const SLOW = { timeout: 60_000 };

Given('{word} {word} has an account', SLOW, async function (this: ContrailWorld, first: string, last: string) {
  await this.devices().hasAccount(`${first}.${last}@example.com`.toLowerCase());
});

When(
  '{word} signs in on her {word} with {word} on {word}',
  SLOW,
  async function (this: ContrailWorld, _who: string, device: string, browser: string, system: string) {
    await this.devices().signIn(device, `${browser} on ${system}`);
  },
);

When(
  '{word} signs in on her {word} with {word} on a {word}',
  SLOW,
  async function (this: ContrailWorld, _who: string, device: string, browser: string, system: string) {
    await this.devices().signIn(device, `${browser} on a ${system}`);
  },
);

Then(
  '{word} is e-mailed that her account was signed in on {string}',
  SLOW,
  async function (this: ContrailWorld, _who: string, device: string) {
    const texts = await this.devices().mailed('new-sign-in');
    assert.equal(texts.length, 1, 'one new-device e-mail: the first device was no stranger');
    assert.match(texts[0] ?? '', new RegExp(`signed in on ${device}`));
  },
);

Then(
  'on her {word} {word} sees two devices, {string} marked as this device and {string}',
  SLOW,
  async function (this: ContrailWorld, device: string, _who: string, current: string, other: string) {
    const listed = await this.devices().listedOn(device);
    assert.deepEqual(
      listed.map((d) => [d.device, d.current]),
      [
        [current, true],
        [other, false],
      ],
    );
  },
);

When(
  '{word} signs her {word} out from her {word}',
  SLOW,
  async function (this: ContrailWorld, _who: string, device: string, from: string) {
    await this.devices().signOut(from, device);
  },
);

Then('her {word} is no longer signed in', SLOW, async function (this: ContrailWorld, device: string) {
  assert.equal(await this.devices().signedIn(device), false);
});

Then(
  'her {word} is still signed in, the only device listed',
  SLOW,
  async function (this: ContrailWorld, device: string) {
    assert.equal(await this.devices().signedIn(device), true);
    assert.deepEqual(
      (await this.devices().listedOn(device)).map((d) => d.current),
      [true],
    );
  },
);

// Passkeys (decision 058), in the http profile: a software authenticator answers for her devices.

When('{word} adds a passkey on her {word}', SLOW, async function (this: ContrailWorld, _who: string, device: string) {
  await this.devices().addPasskey(device);
});

Then(
  "her {word}'s Security tab lists the passkey {string}",
  SLOW,
  async function (this: ContrailWorld, device: string, name: string) {
    assert.deepEqual(
      (await this.devices().passkeysOn(device)).map((p) => p.name),
      [name],
    );
  },
);

Then(
  '{word} is e-mailed that a passkey was {word} {word} her account',
  SLOW,
  async function (this: ContrailWorld, _who: string, change: string, _preposition: string) {
    const texts = await this.devices().mailed('passkey-changed');
    assert.ok(
      texts.some((t) => t.includes(change === 'added' ? 'was added to your' : 'was removed from your')),
      `a "passkey ${change}" e-mail among: ${texts.join(' | ')}`,
    );
  },
);

When(
  '{word} signs in on her {word} with her passkey, without her password',
  SLOW,
  async function (this: ContrailWorld, _who: string, device: string) {
    const refused = await this.devices().signInWithPasskey(device);
    assert.equal(refused, undefined, `the passkey sign-in was refused: ${refused}`);
  },
);

Then('her {word} is signed in', SLOW, async function (this: ContrailWorld, device: string) {
  assert.equal(await this.devices().signedIn(device), true);
});

When(
  '{word} removes that passkey on her {word}',
  SLOW,
  async function (this: ContrailWorld, _who: string, device: string) {
    await this.devices().removePasskey(device);
  },
);

Then(
  'her passkey no longer signs her in: she is told {string}',
  SLOW,
  async function (this: ContrailWorld, message: string) {
    assert.equal(await this.devices().signInWithPasskey('phone'), message);
  },
);

When('someone sends the same passkey answer again', SLOW, async function (this: ContrailWorld) {
  this.seen.passkeyReplay = await this.devices().replayPasskeySignIn();
});

Then('the second answer is refused with {string}', SLOW, async function (this: ContrailWorld, message: string) {
  assert.equal((this.seen.passkeyReplay as { message?: string } | undefined)?.message, message);
});

Then('it signs nobody in', SLOW, async function (this: ContrailWorld) {
  assert.equal((this.seen.passkeyReplay as { signedIn?: boolean } | undefined)?.signedIn, false);
});
