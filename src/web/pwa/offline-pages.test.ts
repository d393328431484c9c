import { describe, expect, it } from 'vitest';
import { isKeptPage, markedSaved, SAVED_AT_ATTRIBUTE, savedNotice } from './offline-pages';

describe('the pages kept for offline reading', () => {
  it.each([
    ['/my-trips', true],
    ['/booking-details/BK-1', true],
    ['/itinerary/BK-1', true],
    ['/itinerary/BK-1/pdf', true],
    ['/itinerary/BK-1/calendar.ics', false],
    ['/my-account', false],
    ['/desk/bookings/BK-1', false],
    ['/my-trips/extra', false],
  ])('%s kept: %s', (path, kept) => {
    expect(isKeptPage(path)).toBe(kept);
  });

  it('marks a kept page with when it was saved, on its <html> element only', () => {
    const html = '<!DOCTYPE html><html lang="en"><head></head><body><p>html</p></body></html>';
    const marked = markedSaved(html, new Date('2026-11-28T05:12:00Z'));
    expect(marked).toBe(
      `<!DOCTYPE html><html ${SAVED_AT_ATTRIBUTE}="2026-11-28T05:12:00.000Z" lang="en"><head></head><body><p>html</p></body></html>`,
    );
    expect(markedSaved(html, null)).toContain(`<html ${SAVED_AT_ATTRIBUTE}="" lang="en">`);
  });

  it('says when the page was saved', () => {
    const at = new Date(2026, 10, 28, 5, 12);
    expect(savedNotice(at, 'en-US')).toBe('Saved Sat, Nov 28, 5:12 AM, you are offline');
    expect(savedNotice(null)).toBe('Saved earlier, you are offline');
    expect(savedNotice(new Date('nonsense'))).toBe('Saved earlier, you are offline');
  });
});
