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
