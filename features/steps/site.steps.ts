import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ContrailWorld } from '../support/world';

Given('{word} is visiting Contrail', function (this: ContrailWorld, _name: string) {});

When('she asks how to reach the flight concierge', async function (this: ContrailWorld) {
  this.seen.contact = await this.tasks.conciergeContact();
});

Then('she is offered the concierge e-mail {string}', function (this: ContrailWorld, email: string) {
  assert.equal((this.seen.contact as { email: string }).email, email);
});

Then('she is offered the concierge phone {string}', function (this: ContrailWorld, phone: string) {
  assert.equal((this.seen.contact as { phone: string }).phone, phone);
});

When('she follows an old link to a page that no longer exists', async function (this: ContrailWorld) {
  this.seen.brokenLink = await this.tasks.followBrokenLink();
});

Then('she is told {string}', function (this: ContrailWorld, message: string) {
  const seen = this.seen.brokenLink as { notFound: boolean; message: string };
  assert.equal(seen.notFound, true);
  assert.equal(seen.message, message);
});

When('she opens the {string} page', async function (this: ContrailWorld, path: string) {
  this.seen.heading = await this.tasks.visitPage(path);
});

Then('she reads the heading {string}', function (this: ContrailWorld, heading: string) {
  assert.equal(this.seen.heading, heading);
});
