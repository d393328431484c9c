/**
 * Popular routes (spec 000 sections 2 to 4): a static list of US city pairs flown often by
 * private aircraft, between real business-aviation airports. The home page features four, the
 * /popular-routes page three featured cards, a grid of twelve and a longer list; every route
 * opens /popular-routes-book with its two ICAO codes.
 */
export interface PopularRoute {
  deptCity: string;
  deptICAO: string;
  arrivalCity: string;
  arrivalICAO: string;
}

/**
 * The city each airport is shown under: where the traveller is going, which is not always
 * the municipality on the airport's certificate (Eagle County Regional is "Vail").
 */
export const POPULAR_ROUTE_AIRPORTS = {
  KADS: 'Addison',
  KACK: 'Nantucket',
  KAGS: 'Augusta',
  KAPA: 'Denver',
  KAPF: 'Naples',
  KASE: 'Aspen',
  KAUS: 'Austin',
  KBCT: 'Boca Raton',
  KBED: 'Bedford',
  KBFI: 'Seattle',
  KBNA: 'Nashville',
  KCHS: 'Charleston',
  KDAL: 'Dallas',
  KEGE: 'Vail',
  KEYW: 'Key West',
  KFRG: 'Farmingdale',
  KFXE: 'Fort Lauderdale',
  KHOU: 'Houston',
  KHPN: 'White Plains',
  KHXD: 'Hilton Head',
  KISM: 'Kissimmee',
  KJAC: 'Jackson Hole',
  KLAS: 'Las Vegas',
  KLAX: 'Los Angeles',
  KMDW: 'Chicago',
  KMIA: 'Miami',
  KMSY: 'New Orleans',
  KMVY: "Martha's Vineyard",
  KOPF: 'Opa-locka',
  KPBI: 'West Palm Beach',
  KPDK: 'Atlanta',
  KPHX: 'Phoenix',
  KPSP: 'Palm Springs',
  KPWK: 'Wheeling',
  KSDL: 'Scottsdale',
  KSJC: 'San Jose',
  KSNA: 'Santa Ana',
  KSUN: 'Sun Valley',
  KTEB: 'Teterboro',
  KTRK: 'Truckee',
  KVNY: 'Van Nuys',
} as const;

export type PopularRouteAirport = keyof typeof POPULAR_ROUTE_AIRPORTS;

function pair(deptICAO: PopularRouteAirport, arrivalICAO: PopularRouteAirport): PopularRoute {
  return {
    deptCity: POPULAR_ROUTE_AIRPORTS[deptICAO],
    deptICAO,
    arrivalCity: POPULAR_ROUTE_AIRPORTS[arrivalICAO],
    arrivalICAO,
  };
}

/** The four cards of the home page's popular-routes section. */
export const HOME_POPULAR_ROUTES: readonly PopularRoute[] = [
  pair('KTEB', 'KPBI'),
  pair('KMDW', 'KPHX'),
  pair('KAUS', 'KTEB'),
  pair('KLAX', 'KTEB'),
];

/** The three featured cards at the top of /popular-routes: the home page's first three. */
export const FEATURED_POPULAR_ROUTES: readonly PopularRoute[] = HOME_POPULAR_ROUTES.slice(0, 3);

/** The grid of twelve under the featured cards; it holds the home page's fourth card too. */
export const POPULAR_ROUTE_GRID: readonly PopularRoute[] = [
  pair('KLAX', 'KTEB'),
  pair('KVNY', 'KLAS'),
  pair('KHPN', 'KPBI'),
  pair('KDAL', 'KASE'),
  pair('KTEB', 'KOPF'),
  pair('KSNA', 'KSDL'),
  pair('KHOU', 'KAPA'),
  pair('KBED', 'KACK'),
  pair('KPDK', 'KMIA'),
  pair('KSJC', 'KSUN'),
  pair('KBFI', 'KJAC'),
  pair('KTEB', 'KMVY'),
];

/** The 'More Popular Routes' list. */
export const MORE_POPULAR_ROUTES: readonly PopularRoute[] = [
  pair('KTEB', 'KEGE'),
  pair('KVNY', 'KTRK'),
  pair('KHPN', 'KBCT'),
  pair('KFRG', 'KACK'),
  pair('KMDW', 'KISM'),
  pair('KAUS', 'KAGS'),
  pair('KDAL', 'KJAC'),
  pair('KHOU', 'KEGE'),
  pair('KSNA', 'KSUN'),
  pair('KSJC', 'KASE'),
  pair('KBFI', 'KSUN'),
  pair('KAPA', 'KSDL'),
  pair('KLAS', 'KTEB'),
  pair('KMIA', 'KTEB'),
  pair('KFXE', 'KHPN'),
  pair('KPBI', 'KBED'),
  pair('KPDK', 'KTEB'),
  pair('KBED', 'KMVY'),
  pair('KTEB', 'KASE'),
  pair('KVNY', 'KSDL'),
  pair('KVNY', 'KSJC'),
  pair('KDAL', 'KHOU'),
  pair('KMDW', 'KTEB'),
  pair('KPWK', 'KAPF'),
  pair('KTEB', 'KAPF'),
  pair('KHPN', 'KFXE'),
  pair('KSDL', 'KSJC'),
  pair('KSNA', 'KLAS'),
  pair('KAUS', 'KSDL'),
  pair('KHOU', 'KMSY'),
  pair('KBNA', 'KTEB'),
  pair('KADS', 'KTEB'),
  pair('KTEB', 'KCHS'),
  pair('KHPN', 'KHXD'),
  pair('KMIA', 'KEYW'),
  pair('KOPF', 'KHPN'),
  pair('KBCT', 'KTEB'),
  pair('KSJC', 'KJAC'),
  pair('KBFI', 'KVNY'),
  pair('KAPA', 'KJAC'),
  pair('KLAS', 'KSUN'),
  pair('KPDK', 'KPBI'),
  pair('KSJC', 'KTRK'),
  pair('KISM', 'KTEB'),
  pair('KMVY', 'KHPN'),
  pair('KACK', 'KTEB'),
  pair('KEGE', 'KDAL'),
  pair('KSJC', 'KPSP'),
];

/** "Teterboro to West Palm Beach", the route's destination text. */
/** Every popular route the site shows, each once (the market weighs their airports and pairs). */
export const ALL_POPULAR_ROUTES: readonly PopularRoute[] = [
  ...new Map(
    [...HOME_POPULAR_ROUTES, ...POPULAR_ROUTE_GRID, ...MORE_POPULAR_ROUTES].map((r) => [
      `${r.deptICAO}-${r.arrivalICAO}`,
      r,
    ]),
  ).values(),
];

export function routeTitle(route: PopularRoute): string {
  return `${route.deptCity} to ${route.arrivalCity}`;
}

/** Where a route card leads: the booking search, prefilled from the query (or the navigation state). */
export function popularRouteBookHref(route: Pick<PopularRoute, 'deptICAO' | 'arrivalICAO'>): `/${string}` {
  const query = new URLSearchParams({ deptICAO: route.deptICAO, arrivalICAO: route.arrivalICAO });
  return `/popular-routes-book?${query.toString()}`;
}

/** Everything the home page and /popular-routes show, as GET /api/content/popular-routes answers it. */
export function popularRoutesContent() {
  return {
    home: HOME_POPULAR_ROUTES,
    featured: FEATURED_POPULAR_ROUTES,
    grid: POPULAR_ROUTE_GRID,
    more: MORE_POPULAR_ROUTES,
  };
}
