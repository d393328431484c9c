import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { ContrailWorld } from '../support/world';

When(
  'she signs up with her e-mail {string} and the password {string}',
  async function (this: ContrailWorld, email: string, password: string) {
    this.seen.message = await this.tasks.signUpByEmail({ firstName: 'Maya', lastName: 'Okafor', email, password });
  },
);

When('she confirms her e-mail with the code from her inbox', async function (this: ContrailWorld) {
  this.seen.message = await this.tasks.confirmSignUpWithMailedCode();
});

When('she signs in with the password {string}', async function (this: ContrailWorld, password: string) {
  assert.equal(await this.tasks.signIn(password), true, 'she should be signed in');
});

When('she changes her last name to {string}', async function (this: ContrailWorld, lastName: string) {
  this.seen.message = await this.tasks.changeLastName(lastName);
});

When(
  'she changes her password to {string} with the code from her inbox',
  async function (this: ContrailWorld, password: string) {
    this.seen.message = await this.tasks.changePasswordWithMailedCode(password);
  },
);

When('she signs out', async function (this: ContrailWorld) {
  await this.tasks.signOut();
});

When(
  'she resets her forgotten password to {string} with the code from her inbox',
  async function (this: ContrailWorld, password: string) {
    this.seen.message = await this.tasks.resetForgottenPassword(password);
  },
);

When('she deletes her account, typing DELETE to confirm', async function (this: ContrailWorld) {
  this.seen.message = await this.tasks.deleteAccount();
});

Then('she is shown {string}', function (this: ContrailWorld, message: string) {
  assert.equal(this.seen.message, message);
});

Then('she can no longer sign in with the password {string}', async function (this: ContrailWorld, password: string) {
  assert.equal(await this.tasks.signIn(password), false);
});
