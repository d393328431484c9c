import { describe, expect, it } from 'vitest';
import { sidewaysOverflow } from '../../support/browser';
import { addressOf, dialogAndTabVisits, nameOf, routeVisits } from '../../support/page-visits';
import { visitWorldOfThisFile } from '../../support/visit-world';
import { shareOf, type Share } from './shares';

/**
 * Issue 20, item 1: no page scrolls sideways on a 320 px phone, the narrowest in use, signed in
 * or not, dialogs included. Every route of the route table is opened (signed in where it needs
 * it, with Maya's real booked trip, draft booking and search), then the site's dialogs and
 * tabs, and the 404 and 400 pages (test/support/page-visits.ts); each time the document must be
 * no wider than the screen. A failure names the elements that stick out. The same visits on a
 * 375 px phone are checked in accessibility.ts, which opens them all there anyway. The visits
 * are shared out over the small-screens-*.test.ts files beside this one.
 */
const visits = [...routeVisits, ...dialogAndTabVisits];
const width = 320;

export function checkSmallScreens(share: Share): void {
  const world = visitWorldOfThisFile();
  describe(`on a ${width} px phone`, () => {
    it.each(shareOf(visits, share).map((visit) => [nameOf(visit), visit] as const))(
      '%s does not scroll sideways',
      async (_name, visit) => {
        const { page, done } = await world().open(visit, {
          width,
          height: 740,
          isMobile: true,
          hasTouch: true,
          deviceScaleFactor: 2,
        });
        try {
          const { documentWidth, report } = await sidewaysOverflow(page, width);
          const expected = new URL(world().w.app.url + addressOf(visit, world().data)).pathname;
          expect({ path: new URL(page.url()).pathname, documentWidth, report }).toEqual({
            path: expected,
            documentWidth: Math.min(documentWidth, width),
            report: [],
          });
        } finally {
          done();
        }
      },
      40_000,
    );
  });
}
