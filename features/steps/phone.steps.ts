import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { BrowserPhoneTasks } from '../support/drivers/browser-phone';
import type { ContrailWorld } from '../support/world';

/** Signing up, booking and paying go through the whole app: longer than the default 5 s. */
const SLOW = { timeout: 120_000 };

interface Answered {
  answer?: string | null;
  refusal?: { status: number; message: string };
}
const answered = new WeakMap<ContrailWorld, Answered>();

Given(
  'Maya has an account whose phone number is {string}, on the clock of {string}',
  SLOW,
  async function (this: ContrailWorld, phone: string, zone: string) {
    const { scenario, tasks } = this.phone();
    await scenario.maya(zone);
    await tasks.savePhone(phone);
  },
);

Given('she has turned text messages {word}', async function (this: ContrailWorld, state: string) {
  await this.phone().tasks.turnTexts(state === 'on');
});

When(
  'she books a round trip from Teterboro to West Palm Beach and pays in full at {word} on her clock',
  SLOW,
  async function (this: ContrailWorld, time: string) {
    await this.phone().scenario.bookAt(time);
  },
);

Given(
  'she has booked a round trip from Teterboro to West Palm Beach and paid in full',
  SLOW,
  async function (this: ContrailWorld) {
    await this.phone().scenario.bookAt('14:00');
  },
);

When(
  /^it is (\d+) hours?(?: and (\d+) minutes?)? before her flight (out|home)$/,
  SLOW,
  async function (this: ContrailWorld, hours: string, minutes: string | undefined, leg: 'out' | 'home') {
    await this.phone().scenario.beforeFlight(leg, Number(hours) * 60 + Number(minutes ?? 0));
  },
);

Then('her phone has no flight-day message yet', function (this: ContrailWorld) {
  const { scenario } = this.phone();
  assert.deepEqual(scenario.flightDayTexts(), []);
  for (const device of ['phone', 'laptop']) {
    assert.deepEqual(
      scenario.notified(device).filter((n) => n.title === 'Your flight is today'),
      [],
      device,
    );
  }
});

/** The flight-day texts a scenario has already checked. */
const flightDayTextsSeen = new WeakMap<ContrailWorld, number>();

Then(
  'her phone {string} receives the text {string}',
  async function (this: ContrailWorld, phone: string, expected: string) {
    const { scenario } = this.phone();
    const leg = await scenario.itineraryLeg();
    assert.ok(leg.originFbo.name && leg.originFbo.address, 'her itinerary names the FBO and its address');
    assert.notEqual(leg.tailNumber, 'N/A', 'her itinerary names the aircraft');
    const text = expected
      .replace(
        '<its time>',
        leg.departure.replace(/^.* (\d\d):(\d\d) ([AP]M)$/, (_, h, m, p) => `${Number(h)}:${m} ${p}`),
      )
      .replace('<its FBO>', `${leg.originFbo.name}, ${leg.originFbo.address}`)
      .replace('<its tail number>', leg.tailNumber)
      .replace("<her itinerary's page>", scenario.itineraryPage);
    const seen = flightDayTextsSeen.get(this) ?? 0;
    const texts = scenario.flightDayTexts();
    flightDayTextsSeen.set(this, texts.length);
    assert.deepEqual(texts.slice(seen), [{ to: phone, body: text }]);
  },
);

Then(
  'her phone and her laptop are each notified {string}, opening her itinerary',
  function (this: ContrailWorld, title: string) {
    const { scenario } = this.phone();
    for (const device of ['phone', 'laptop']) {
      const today = scenario.notified(device).filter((n) => n.title === title);
      assert.deepEqual(today, [{ title, url: scenario.itineraryPage }], device);
    }
  },
);

Then('her flight-day messages were not e-mailed', async function (this: ContrailWorld) {
  const channels = await this.phone().scenario.messagesOf('flight-day');
  // One text per flight, and pushes (each device's own beside the account's); no e-mail.
  assert.deepEqual([...new Set(channels)].sort(), ['push', 'sms']);
  assert.equal(channels.filter((c) => c === 'sms').length, 2);
});

When('it is {word} the next morning on her clock', SLOW, async function (this: ContrailWorld, time: string) {
  const { scenario } = this.phone();
  scenario.moveTo(time);
  await scenario.send();
});

Then(
  'her phone {string} receives a text {string}',
  async function (this: ContrailWorld, phone: string, expected: string) {
    const { scenario } = this.phone();
    const text = expected
      .replace('<her departure>', scenario.departureText)
      .replace('<her booking>', scenario.trip.bookingId)
      .replace("<her booking's page>", scenario.bookingPage);
    assert.deepEqual(scenario.texts(), [{ to: phone, body: text }]);
  },
);

Then(
  'her phone {string} receives a text that begins {string}',
  async function (this: ContrailWorld, phone: string, start: string) {
    const texts = this.phone().scenario.texts();
    assert.equal(texts.length, 1, `texts: ${JSON.stringify(texts)}`);
    assert.equal(texts[0]?.to, phone);
    assert.ok(texts[0]?.body.startsWith(start), texts[0]?.body);
  },
);

Then('her phone receives no text', function (this: ContrailWorld) {
  assert.deepEqual(this.phone().scenario.texts(), []);
});

Then("her flight's confirmation is e-mailed to her as well", async function (this: ContrailWorld) {
  assert.ok(await this.phone().scenario.confirmationMailed());
});

When('she replies {string} to our number', async function (this: ContrailWorld, words: string) {
  answered.set(this, { answer: (await this.phone().tasks.reply(words)).answer });
});

Then('she is answered {string}', function (this: ContrailWorld, expected: string) {
  assert.equal(answered.get(this)?.answer, expected);
});

Then('her account shows text messages {word}', async function (this: ContrailWorld, state: string) {
  assert.equal(await this.phone().tasks.textsOn(), state === 'on');
});

When(
  "someone posts {string} from her number without our text provider's signature",
  async function (this: ContrailWorld, words: string) {
    answered.set(this, { refusal: await this.phone().tasks.unsignedReply(words) });
  },
);

Then('it is refused: {string}', function (this: ContrailWorld, message: string) {
  assert.deepEqual(answered.get(this)?.refusal, { status: 403, message });
});

/** The browsers of her devices, as their user agents name them. */
const BROWSERS: Record<string, string> = {
  phone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  laptop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

Given(
  'she has turned notifications on in the browsers of her phone and of her laptop',
  async function (this: ContrailWorld) {
    const { scenario, tasks } = this.phone();
    await tasks.turnNotifications(true);
    for (const device of ['phone', 'laptop']) {
      await tasks.registerDevice(device, scenario.subscription(device), BROWSERS[device] ?? '');
    }
  },
);

Given('she has turned notifications off in her account', async function (this: ContrailWorld) {
  await this.phone().tasks.turnNotifications(false);
});

Given("her laptop's browser has since dropped its subscription", function (this: ContrailWorld) {
  this.phone().scenario.pushService.unsubscribe('laptop');
});

Then(
  "her phone and her laptop are each notified once: {string}, opening her booking's page",
  function (this: ContrailWorld, title: string) {
    const { scenario } = this.phone();
    for (const device of ['phone', 'laptop']) {
      assert.deepEqual(scenario.notified(device), [{ title, url: scenario.bookingPage }], device);
    }
  },
);

Then("her phone is notified once: {string}, opening her booking's page", function (this: ContrailWorld, title: string) {
  const { scenario } = this.phone();
  assert.deepEqual(scenario.notified('phone'), [{ title, url: scenario.bookingPage }]);
});

Then('none of her devices is notified', function (this: ContrailWorld) {
  assert.deepEqual(this.phone().scenario.pushService.received, []);
});

Then('her laptop is no longer among her devices', async function (this: ContrailWorld) {
  const { scenario } = this.phone();
  assert.deepEqual(await scenario.devices(), [scenario.pushService.endpoint('phone')]);
});

/** The browser driver's own steps (features/phone/notifications-in-the-browser.feature). */
function inTheBrowser(world: ContrailWorld): BrowserPhoneTasks {
  const { tasks } = world.phone();
  if (!(tasks instanceof BrowserPhoneTasks)) throw new Error('A scenario of the browser profile: tag it @browser-only');
  return tasks;
}

When("she opens My Account's notifications in her laptop's browser", SLOW, async function (this: ContrailWorld) {
  await inTheBrowser(this).openNotifications('laptop');
});

Then('her browser has not asked her about notifications', async function (this: ContrailWorld) {
  assert.equal(await inTheBrowser(this).permissionAsked(), 0);
});

When('she turns Notifications on there and allows them', SLOW, async function (this: ContrailWorld) {
  answered.set(this, { answer: await inTheBrowser(this).turnNotificationsOnHere() });
});

Then('her browser asked her about notifications once', async function (this: ContrailWorld) {
  assert.equal(await inTheBrowser(this).permissionAsked(), 1);
});

Then('the page tells her {string}', function (this: ContrailWorld, expected: string) {
  assert.equal(answered.get(this)?.answer, expected);
});

Then('her laptop is among her devices', async function (this: ContrailWorld) {
  const { scenario } = this.phone();
  assert.deepEqual(await scenario.devices(), [scenario.pushService.endpoint('laptop')]);
});
