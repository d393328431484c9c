// Cucumber profiles: the same scenarios, driven three ways (see features/readme.md).
//   domain  - use cases with in-memory adapters (fast; scenarios tagged @web are skipped)
//   Rule tables tagged @rules check the domain core directly and run in the domain profile only.
//   http    - the whole app over HTTP with supertest-style requests
//   browser - the whole app in Debian's chromium through Puppeteer
//   Scenarios tagged @http-only or @browser-only have a driver in that profile alone.
//   Each run also writes Cucumber's HTML report of its profile to reports/cucumber-<profile>.html
//   (every scenario and step, passed or failed, for the product owners; not in git).
const common = {
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  formatOptions: { snippetInterface: 'async-await' },
  strict: true,
};
const formats = (profile) => ['progress', `html:reports/cucumber-${profile}.html`];

export const domain = {
  ...common,
  format: formats('domain'),
  worldParameters: { driver: 'domain' },
  tags: 'not @web and not @wip',
};
// Without --profile: the domain profile.
export default domain;
export const http = {
  ...common,
  format: formats('http'),
  worldParameters: { driver: 'http' },
  tags: 'not @wip and not @rules and not @browser-only',
};
export const browser = {
  ...common,
  format: formats('browser'),
  worldParameters: { driver: 'browser' },
  tags: 'not @wip and not @rules and not @http-only',
};
