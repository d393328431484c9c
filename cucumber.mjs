// Cucumber profiles: the same scenarios, driven three ways (see features/readme.md).
//   domain  - use cases with in-memory adapters (fast; scenarios tagged @web are skipped)
//   Rule tables tagged @rules check the domain core directly and run in the domain profile only.
//   http    - the whole app over HTTP with supertest-style requests
//   browser - the whole app in Debian's chromium through Puppeteer (@browser-only scenarios run here alone)
const common = {
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['progress'],
  formatOptions: { snippetInterface: 'async-await' },
  strict: true,
};

export default { ...common, worldParameters: { driver: 'domain' }, tags: 'not @web and not @wip' };
export const domain = { ...common, worldParameters: { driver: 'domain' }, tags: 'not @web and not @wip' };
export const http = {
  ...common,
  worldParameters: { driver: 'http' },
  tags: 'not @wip and not @rules and not @browser-only',
};
export const browser = {
  ...common,
  worldParameters: { driver: 'browser' },
  tags: 'not @wip and not @rules and not @http-only',
};
