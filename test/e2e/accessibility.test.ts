import { describe, expect, it } from 'vitest';
import { wcagViolations } from '../support/browser';
import { deskVisits, dialogAndTabVisits, nameOf, routeVisits } from '../support/page-visits';
import { visitWorldOfThisFile } from '../support/visit-world';

/**
 * Issue 20, item 4: axe-core finds no violation of WCAG 2.2 A or AA, of any impact, on any
 * page or dialog: every route of the site (signed in where it needs it, with Maya's booked
 * trip, draft booking and search), every page of the back office as an administrator, and the
 * site's dialogs, tabs and error pages (test/support/page-visits.ts), on a phone and on a
 * desktop screen. `npm run audit:pages` reports the same checks with Lighthouse's scores.
 */
const world = visitWorldOfThisFile();

const visits = [...routeVisits, ...deskVisits, ...dialogAndTabVisits];

describe.each([
  { device: 'phone', viewport: { width: 375, height: 740, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  { device: 'desktop', viewport: { width: 1280, height: 900 } },
])('on a $device', ({ viewport }) => {
  it.each(visits.map((visit) => [nameOf(visit), visit] as const))(
    '%s passes axe',
    async (_name, visit) => {
      const page = await world().open(visit, viewport);
      try {
        expect(await wcagViolations(page)).toEqual([]);
      } finally {
        await page.close();
      }
    },
    40_000,
  );
});
