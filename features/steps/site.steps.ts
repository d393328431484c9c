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

When(/^a (?:search engine|security researcher) reads "(.+)"$/, async function (this: ContrailWorld, path: string) {
  const file = await this.tasks.readSiteFile(path);
  assert.equal(file.status, 200, `${path} answered ${file.status}`);
  this.seen.siteFile = file;
});

const siteFile = (world: ContrailWorld) => world.seen.siteFile as { type: string; text: string };
/** The paths a sitemap lists, from its <loc> elements. */
const listed = (world: ContrailWorld) =>
  [...siteFile(world).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL((m[1] ?? '').replace(/&amp;/g, '&')));

Then(
  /^it is asked not to crawl "(.+)", "(.+)", "(.+)" and "(.+)"$/,
  function (this: ContrailWorld, a: string, b: string, c: string, d: string) {
    const paths = [a, b, c, d];
    const { type, text } = siteFile(this);
    assert.match(type, /^text\/plain/);
    const disallowed = new Set([...text.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]));
    for (const path of paths) assert.ok(disallowed.has(path), `${path} is not disallowed`);
  },
);

Then('it is pointed to the sitemap', function (this: ContrailWorld) {
  assert.match(siteFile(this).text, /^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
});

Then(
  'it lists the pages {string}, {string} and {string}',
  function (this: ContrailWorld, a: string, b: string, c: string) {
    const paths = [a, b, c];
    const pages = new Set(listed(this).map((url) => url.pathname));
    for (const path of paths) assert.ok(pages.has(path), `${path} is not listed`);
  },
);

Then('it lists the popular route from {string} to {string}', function (this: ContrailWorld, from: string, to: string) {
  const routes = listed(this).filter((url) => url.pathname === '/popular-routes-book');
  assert.ok(
    routes.some((url) => url.searchParams.get('deptICAO') === from && url.searchParams.get('arrivalICAO') === to),
    `no popular route ${from} to ${to}`,
  );
});

Then('it lists no signed-in or back-office page', function (this: ContrailWorld) {
  const private_ = listed(this).filter((url) =>
    /^\/(my-account|my-trips|book-flight|booking-details|review-booking|itinerary|desk|login)/.test(url.pathname),
  );
  assert.deepEqual(private_, []);
});

Then('every page it lists has a date', function (this: ContrailWorld) {
  const entries = [...siteFile(this).text.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
  assert.ok(entries.length > 20, `only ${entries.length} pages`);
  for (const entry of entries) assert.match(entry, /<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

Then('it names the contact {string}', function (this: ContrailWorld, contact: string) {
  assert.match(siteFile(this).text, new RegExp(`^Contact: ${contact.replace(/[.]/g, '\\.')}$`, 'm'));
});

Then('it expires within a year', function (this: ContrailWorld) {
  const expires = /^Expires: (.+)$/m.exec(siteFile(this).text)?.[1] ?? '';
  const at = Date.parse(expires);
  assert.ok(at > Date.now() && at <= Date.now() + 366 * 86_400_000, `Expires: ${expires}`);
});

// Lighter pages for a browser that keeps the site's files (docs/decisions/066).
Given(
  /^\w+'s browser keeps the files of (this|an older) version of Contrail$/,
  async function (this: ContrailWorld, which: string) {
    await this.tasks.keepFilesOf(which === 'this' ? 'this' : 'older');
  },
);

When("her browser has kept the site's files", async function (this: ContrailWorld) {
  // How the page looked when it carried its styles, to compare with the next visit.
  this.seen.firstLook = await this.tasks.lookOfPage();
  await this.tasks.waitUntilFilesKept();
});

When('she opens the {string} page again', async function (this: ContrailWorld, path: string) {
  this.seen.heading = await this.tasks.visitPage(path);
});

Then('the page carries its styles', async function (this: ContrailWorld) {
  const styles = await this.tasks.stylesOfPage();
  assert.ok(styles.carried.length > 0, 'the page carries no stylesheet');
  assert.deepEqual(styles.named, [], 'the page names stylesheets its browser may not have');
});

Then('the page names its styles instead of carrying them', async function (this: ContrailWorld) {
  const styles = await this.tasks.stylesOfPage();
  assert.deepEqual(styles.carried, [], 'the page still carries its stylesheets');
  assert.ok(styles.named.length > 0, 'the page names no stylesheet');
});

Then('it looks as it did on her first visit', async function (this: ContrailWorld) {
  const look = await this.tasks.lookOfPage();
  assert.ok(Object.keys(look).length > 10, 'too little of the page to compare');
  assert.deepEqual(look, this.seen.firstLook);
});
