import { describe, expect, it } from 'vitest';
import {
  FEATURED_POPULAR_ROUTES,
  HOME_POPULAR_ROUTES,
  MORE_POPULAR_ROUTES,
  POPULAR_ROUTE_GRID,
  popularRouteBookHref,
  routeTitle,
  type PopularRoute,
} from './popular-routes';

const onThePage = [...FEATURED_POPULAR_ROUTES, ...POPULAR_ROUTE_GRID, ...MORE_POPULAR_ROUTES];
const everyRoute = [...HOME_POPULAR_ROUTES, ...onThePage];
const key = (r: PopularRoute) => `${r.deptICAO}-${r.arrivalICAO}`;

describe('popular routes', () => {
  it('features the spec’s four routes on home and its first three on /popular-routes', () => {
    expect(HOME_POPULAR_ROUTES.map(routeTitle)).toEqual([
      'Teterboro to West Palm Beach',
      'Chicago to Phoenix',
      'Austin to Teterboro',
      'Los Angeles to Teterboro',
    ]);
    expect(HOME_POPULAR_ROUTES.map(key)).toEqual(['KTEB-KPBI', 'KMDW-KPHX', 'KAUS-KTEB', 'KLAX-KTEB']);
    expect(FEATURED_POPULAR_ROUTES.map(key)).toEqual(['KTEB-KPBI', 'KMDW-KPHX', 'KAUS-KTEB']);
  });

  it('has a grid of 12 and at least 40 more', () => {
    expect(POPULAR_ROUTE_GRID).toHaveLength(12);
    expect(MORE_POPULAR_ROUTES.length).toBeGreaterThanOrEqual(40);
  });

  it('uses well-formed US ICAO codes, with a city for each, and never flies to where it starts', () => {
    for (const route of everyRoute) {
      expect(route.deptICAO).toMatch(/^K[A-Z]{3}$/);
      expect(route.arrivalICAO).toMatch(/^K[A-Z]{3}$/);
      expect(route.deptCity.trim()).not.toBe('');
      expect(route.arrivalCity.trim()).not.toBe('');
      expect(route.deptICAO).not.toBe(route.arrivalICAO);
    }
  });

  it('lists no route twice on the /popular-routes page', () => {
    const keys = onThePage.map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('shows every home card on the /popular-routes page too', () => {
    const keys = new Set(onThePage.map(key));
    for (const route of HOME_POPULAR_ROUTES) expect(keys.has(key(route))).toBe(true);
  });

  it('links to the booking search with both codes', () => {
    expect(popularRouteBookHref({ deptICAO: 'KTEB', arrivalICAO: 'KPBI' })).toBe(
      '/popular-routes-book?deptICAO=KTEB&arrivalICAO=KPBI',
    );
  });
});
