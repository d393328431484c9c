import { describe, expect, it } from 'vitest';
import { sidewaysOverflow, wcagViolations } from '../../support/browser';
import { addressOf, deskVisits, dialogAndTabVisits, nameOf, routeVisits, type Visit } from '../../support/page-visits';
import { visitWorldOfThisFile } from '../../support/visit-world';
import { shareOf, type Share } from './shares';

/**
 * Issue 20, item 4: axe-core finds no violation of WCAG 2.2 A or AA, of any impact, on any
 * page or dialog: every route of the site (signed in where it needs it, with Maya's booked
 * trip, draft booking and search), every page of the back office as an administrator, and the
 * site's dialogs, tabs and error pages (test/support/page-visits.ts), on a phone and on a
 * desktop screen. `npm run audit:pages` reports the same checks with Lighthouse's scores.
 *
 * Each visit also opens the page it names (no redirect), shows a heading, and hydrates with
 * no console error or uncaught exception; on the 375 px phone the customer's pages (not the
 * back office, made for 1280 px and tablets) must not scroll sideways. The 320 px phone is
 * small-screens.ts.
 *
 * The visits are shared out over the accessibility-*.test.ts files beside this one, so that
 * no file runs for minutes (issue 24: every file under 120 s) and the workers take them in
 * parallel; a new visit lands in one of them by itself.
 */
const visits = [...routeVisits, ...deskVisits, ...dialogAndTabVisits];
const onPhones = new Set<Visit>([...routeVisits, ...dialogAndTabVisits].filter((v) => !deskVisits.includes(v)));

/** An error page's own answer (404, 400) is logged by the browser as a failed load: nothing else may be. */
const unexpected = (visit: Visit, errors: string[]) =>
  visit.errorPage
    ? errors.filter((e) => !/^Failed to load resource: the server responded with a status of 40[04]/.test(e))
    : errors;

const DEVICES = {
  phone: { width: 375, height: 740, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { width: 1280, height: 900 },
};

/** Checks this file's share of the visits on one device. */
export function checkAccessibility(device: keyof typeof DEVICES, share: Share): void {
  const world = visitWorldOfThisFile();
  const viewport = DEVICES[device];
  describe(`on a ${device}`, () => {
    it.each(shareOf(visits, share).map((visit) => [nameOf(visit), visit] as const))(
      '%s passes axe',
      async (_name, visit) => {
        const { page, errors, done } = await world().open(visit, viewport);
        try {
          expect(await wcagViolations(page)).toEqual([]);
          const heading = await page.$eval('h1', (h) => h.textContent?.trim() ?? '').catch(() => '');
          const sideways =
            device === 'phone' && onPhones.has(visit) ? await sidewaysOverflow(page, viewport.width) : undefined;
          const wider = sideways && sideways.documentWidth > viewport.width ? sideways : null;
          expect({
            path: new URL(page.url()).pathname,
            heading: heading.length > 0,
            errors: unexpected(visit, errors),
            sideways: wider,
          }).toEqual({
            path: new URL(world().w.app.url + addressOf(visit, world().data)).pathname,
            heading: true,
            errors: [],
            sideways: null,
          });
        } finally {
          done();
        }
      },
      40_000,
    );
  });
}
