import { describe, expect, it } from 'vitest';
import { aWatch, aWatchedLeg } from '../../../test/fixtures/watches';
import { ALERT_EVERY_MS, mayAlert, watchFits } from './watch-matching';

const watch = aWatch();
const leg = aWatchedLeg();

describe('which empty legs a watch hears of', () => {
  it('a leg from one of its airports to one of its others, in its days, of its aircraft, seating its party', () => {
    expect(watchFits(watch, leg)).toBe(true);
    expect(watchFits(watch, { ...leg, from: { code: 'KHPN', name: 'White Plains' } })).toBe(true);
    // A window that only overlaps its days still fits.
    expect(watchFits(watch, { ...leg, firstDay: '2026-11-30', lastDay: '2026-12-01' })).toBe(true);
  });

  it.each([
    ['another route', { to: { code: 'KLAS', name: 'Las Vegas' } }],
    ['the other way', { from: { code: 'KPBI', name: 'Palm Beach' }, to: { code: 'KTEB', name: 'Teterboro' } }],
    ['another category', { category: 'MIDSIZE_JET' as const }],
    ['too few seats', { seats: 1 }],
    ['after its days', { firstDay: '2026-12-31', lastDay: '2026-12-31' }],
  ])('not %s', (_what, changes) => {
    expect(watchFits(watch, { ...leg, ...changes })).toBe(false);
  });

  it('nothing while paused', () => {
    expect(watchFits({ ...watch, status: 'PAUSED' }, leg)).toBe(false);
  });

  it('at most one alert in any 24 hours', () => {
    const last = new Date('2026-11-28T12:00:00Z');
    expect(mayAlert(null, last)).toBe(true);
    expect(mayAlert(last, new Date(last.getTime() + ALERT_EVERY_MS - 1))).toBe(false);
    expect(mayAlert(last, new Date(last.getTime() + ALERT_EVERY_MS))).toBe(true);
  });
});
