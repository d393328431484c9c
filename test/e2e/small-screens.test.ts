import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { addressOf, dialogAndTabVisits, nameOf, routeVisits } from '../support/page-visits';
import { visitWorldOfThisFile } from '../support/visit-world';

/**
 * Issue 20, item 1: no page scrolls sideways on a 320 or 375 px phone, signed in or not,
 * dialogs included. Every route of the route table is opened (signed in where it needs it,
 * with Maya's real booked trip, draft booking and search), then the site's dialogs and tabs,
 * and the 404 and 400 pages (test/support/page-visits.ts); each time the document must be no
 * wider than the screen. A failure names the elements that stick out.
 */
const world = visitWorldOfThisFile();

/** Each element that reaches past the screen's right edge (outside scrolling boxes), for the failure message. */
function overflowing(page: Page, width: number) {
  return page.evaluate((screen) => {
    const scrolls = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= screen + 0.5) continue;
      let parent = el.parentElement;
      while (parent && parent !== document.body && !scrolls(parent)) parent = parent.parentElement;
      if (parent && parent !== document.body) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`;
      found.push(`${name} (right edge ${Math.round(box.right)} px)`);
    }
    return found.slice(0, 8);
  }, width);
}

const visits = [...routeVisits, ...dialogAndTabVisits];

describe.each([320, 375])('on a %i px phone', (width) => {
  it.each(visits.map((visit) => [nameOf(visit), visit] as const))(
    '%s does not scroll sideways',
    async (_name, visit) => {
      const page = await world().open(visit, {
        width,
        height: 740,
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      });
      try {
        const documentWidth = await page.evaluate(() =>
          Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
        );
        const report = documentWidth > width ? await overflowing(page, width) : [];
        const expected = new URL(world().w.app.url + addressOf(visit, world().data)).pathname;
        expect({ path: new URL(page.url()).pathname, documentWidth, report }).toEqual({
          path: expected,
          documentWidth: Math.min(documentWidth, width),
          report: [],
        });
      } finally {
        await page.close();
      }
    },
    40_000,
  );
});
