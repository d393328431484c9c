import { describe, expect, it } from 'vitest';
import { leavesResults } from './leave-warning';
import { photoAfterKey } from './photo-gallery';
import { legDay } from './book-flight.server';

describe('the photo gallery keys', () => {
  it('move with the arrows, wrapping at both ends, and jump with Home and End', () => {
    expect(photoAfterKey(0, 4, 'ArrowRight')).toBe(1);
    expect(photoAfterKey(3, 4, 'ArrowRight')).toBe(0);
    expect(photoAfterKey(0, 4, 'ArrowLeft')).toBe(3);
    expect(photoAfterKey(2, 4, 'Home')).toBe(0);
    expect(photoAfterKey(0, 4, 'End')).toBe(3);
    expect(photoAfterKey(1, 4, 'Enter')).toBeNull();
    expect(photoAfterKey(0, 0, 'ArrowRight')).toBeNull();
  });
});

describe('leaving the results', () => {
  const results = { pathname: '/book-flight' };
  it('warns for any other page', () => {
    expect(leavesResults(results, { pathname: '/consumer-booking' })).toBe(true);
    expect(leavesResults(results, { pathname: '/my-trips' })).toBe(true);
  });
  it('does not warn for a tab, Book Now, or changing the search', () => {
    expect(leavesResults(results, { pathname: '/book-flight' })).toBe(false);
    expect(leavesResults(results, { pathname: '/review-booking/b-123' })).toBe(false);
    expect(leavesResults(results, { pathname: '/edit-airport' })).toBe(false);
    expect(leavesResults(results, { pathname: '/searching' })).toBe(false);
  });
});

describe('a leg moment', () => {
  it('gives its calendar day for the peak alert', () => {
    expect(legDay('03-12-2026 10:00:00')).toBe('2026-12-03');
    expect(legDay('2026-12-03 10:00')).toBeNull();
  });
});
