import { describe, expect, it } from 'vitest';
import { accessFor, guardRedirect, safeReturnPath } from './guards.server';

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
});
