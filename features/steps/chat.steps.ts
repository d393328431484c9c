import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { CHAT_NOTICES } from '../../src/core/chat/conversation-rules';
import type { ContrailWorld } from '../support/world';

/** Two app processes, their database and two browsers: far more than Cucumber's default 5 s. */
const SLOW = { timeout: 180_000 };

interface Seen {
  link?: string;
  mail?: string;
  conversation?: string[];
}
const seen = (world: ContrailWorld) => world.seen as Seen;

Given('Maya is signed in on one node of the site', SLOW, async function (this: ContrailWorld) {
  await this.chatting().mayaSignedIn();
});

Given(
  'Alex of the Flight Concierge Team is at the support desk on another node',
  SLOW,
  async function (this: ContrailWorld) {
    await this.chatting().alexAtTheDesk();
  },
);

Given('Maya and Alex are talking in the chat', SLOW, async function (this: ContrailWorld) {
  await this.chatting().talking();
});

Given('the Flight Concierge Team is away', function (this: ContrailWorld) {
  this.chatting().conciergeAway();
});

When('Maya opens the chat and writes {string}', SLOW, async function (this: ContrailWorld, text: string) {
  await this.chatting().mayaOpensChatAndWrites(text);
});

Then('Alex finds Maya waiting in his inbox', SLOW, async function (this: ContrailWorld) {
  const { waiting } = await this.chatting().alexFindsInInbox('Maya Okafor');
  assert.match(waiting, /^\d+ min/);
});

When('Alex takes the conversation', SLOW, async function (this: ContrailWorld) {
  await this.chatting().alexTakesConversation();
});

Then('Maya is told that Alex has joined', SLOW, async function (this: ContrailWorld) {
  assert.ok((await this.chatting().mayaWaitsFor(CHAT_NOTICES.joined('Alex'))).length > 0);
});

When('Maya writes {string}', SLOW, async function (this: ContrailWorld, text: string) {
  await this.chatting().mayaWrites(text);
});

When('Alex replies {string}', SLOW, async function (this: ContrailWorld, text: string) {
  await this.chatting().alexReplies(text);
});

// The message arrives on the open page (the driver waits for it, bounded); how fast is for
// npm run bench:chat to measure, not a timed assertion (decision 036). The time is reported.
Then('{word} reads it without reloading', SLOW, async function (this: ContrailWorld, who: string) {
  const elapsed = await this.chatting().lastTrip();
  this.log(`${who} read it ${elapsed} ms after it was sent`);
});

Then('Alex sees that Maya has read his reply', SLOW, async function (this: ContrailWorld) {
  assert.equal(await this.chatting().alexSeesReadMark(), true);
});

When('Maya reloads the page', SLOW, async function (this: ContrailWorld) {
  seen(this).conversation = await this.chatting().mayaReads();
  await this.chatting().mayaReloads();
});

Then('her chat shows the whole conversation again', SLOW, async function (this: ContrailWorld) {
  assert.deepEqual(await this.chatting().mayaReads(), seen(this).conversation);
});

When('her connection drops', SLOW, async function (this: ContrailWorld) {
  await this.chatting().dropMayasConnection();
});

When('her connection comes back', SLOW, async function (this: ContrailWorld) {
  await this.chatting().restoreMayasConnection();
});

Then('Maya reads {string}', SLOW, async function (this: ContrailWorld, text: string) {
  this.seen.seqs = await this.chatting().mayaWaitsFor(text);
});

Then('she sees no message twice', function (this: ContrailWorld) {
  const seqs = this.seen.seqs as number[];
  assert.deepEqual(
    seqs,
    [...new Set(seqs)].sort((a, b) => a - b),
  );
});

When('Maya maximises the chat', SLOW, async function (this: ContrailWorld) {
  this.seen.maximised = await this.chatting().mayaMaximises();
});

Then('it fills her window', function (this: ContrailWorld) {
  assert.deepEqual(this.seen.maximised, { fills: true });
});

When('she restores it and minimises it', SLOW, async function (this: ContrailWorld) {
  await this.chatting().mayaRestoresAndMinimises();
});

Then('her chat button shows {int} unread message(s)', SLOW, async function (this: ContrailWorld, count: number) {
  assert.equal(await this.chatting().mayaUnreadCount(count), count);
});

Then('her chat button shows no unread message', SLOW, async function (this: ContrailWorld) {
  assert.equal(await this.chatting().mayaUnreadCount(0), 0);
});

When('she opens the chat again', SLOW, async function (this: ContrailWorld) {
  await this.chatting().mayaOpensChatAgain();
});

When(
  'Sam, a visitor, writes {string} with his name and e-mail',
  SLOW,
  async function (this: ContrailWorld, text: string) {
    this.seen.notice = (await this.chatting().samWrites(text)).notice;
  },
);

Then('Sam is told the team is away and the reply will come by e-mail', function (this: ContrailWorld) {
  const notice = String(this.seen.notice);
  assert.match(notice, /^Our Flight Concierge Team is away right now and back \w+ at 9:00 AM UTC\./);
  assert.ok(notice.includes('send the reply to your e-mail'), notice);
});

When('Sam leaves the site', SLOW, async function (this: ContrailWorld) {
  await this.chatting().samLeaves();
});

When('Alex answers Sam {string}', SLOW, async function (this: ContrailWorld, text: string) {
  this.seen.reply = text;
  await this.chatting().alexAnswersSam(text);
});

Then(
  'Sam receives an e-mail with that reply and a link back to the conversation',
  SLOW,
  async function (this: ContrailWorld) {
    const mail = await this.chatting().samsEmail();
    assert.ok(mail.text.includes(`Alex: ${String(this.seen.reply)}`), mail.text);
    assert.match(mail.link, /^http:\/\/contrail\.test\/concierge#chat=C[\w-]+\.[\w-]+$/);
    seen(this).link = mail.link;
  },
);

Then('the link opens the conversation, with the reply, in another browser', SLOW, async function (this: ContrailWorld) {
  const reply = String(this.seen.reply);
  const conversation = await this.chatting().openLinkElsewhere(seen(this).link ?? '', reply);
  assert.equal(conversation[0], 'Do you fly to Nantucket?');
  assert.ok(conversation.includes(reply));
});
