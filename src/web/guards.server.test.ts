import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { accessFor, GUEST_ONLY_ROUTES, guardRedirect, PROTECTED_ROUTES, safeReturnPath } from './guards.server';

describe('the return path after sign-in', () => {
  it.each([
    ['/my-trips', '/my-trips'],
    ['/booking-details/42?tab=limo#top', '/booking-details/42?tab=limo#top'],
    ['/review-booking/7', '/review-booking/7'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/my-trips',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com/',
    'http:/evil.com',
    'javascript:alert(1)',
    'evil.com',
    '/%0a/evil.com'.replace('%0a', '\n'),
    '/\t/evil.com',
    '',
    null,
    undefined,
  ])('refuses %j and falls back', (input) => {
    expect(safeReturnPath(input)).toBe('/consumer-booking');
  });
});

describe('route guards', () => {
  it('sends visitors of signed-in pages to /login with the path, and signed-in people away from /login', () => {
    const at = (path: string) => new URL(path, 'http://contrail.test');
    expect(guardRedirect(at('/itinerary/12?x=1'), false)).toBe('/login?redirectTo=%2Fitinerary%2F12%3Fx%3D1');
    expect(guardRedirect(at('/itinerary/12'), true)).toBeNull();
    expect(guardRedirect(at('/login'), true)).toBe('/my-account');
    expect(guardRedirect(at('/forgot-password'), false)).toBeNull();
    expect(accessFor('/faq')).toBe('public');
    for (const path of ['/payment-success', '/my-trips', '/my-account', '/booking-details/1', '/review-booking/1'])
      expect(accessFor(path)).toBe('protected');
  });

  // The guard's own matcher reads paths exactly as React Router's matchPath does.
  it.each([
    '/my-trips',
    '/MY-TRIPS',
    '/my-trips/',
    '/my-trips//',
    '/my-trips/x',
    '/review-booking',
    '/review-booking/',
    '/review-booking/7',
    '/review-booking/7/',
    '/review-booking/7/8',
    '/itinerary/3/pdf',
    '/itinerary/3/calendar.ics',
    '/itinerary/3/calendarxics',
    '/itinerary/3/PDF',
    '/login',
    '/login/',
    '/loginx',
    '/forgot-password',
    '/',
    '/faq',
    '/booking-details/a%2Fb',
  ])('classifies %s as matchPath does', (path) => {
    const matches = (patterns: readonly string[]) => patterns.some((p) => matchPath({ path: p, end: true }, path));
    const expected = matches(PROTECTED_ROUTES) ? 'protected' : matches(GUEST_ONLY_ROUTES) ? 'guest-only' : 'public';
    expect(accessFor(path)).toBe(expected);
  });
});
