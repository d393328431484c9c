import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  FEATURED_POPULAR_ROUTES,
  MORE_POPULAR_ROUTES,
  POPULAR_ROUTE_GRID,
  popularRouteBookHref,
  routeTitle,
  type PopularRoute,
} from '../../../core/popular-routes';
import { useSite } from '../../shell/root-data';
import { telHref } from '../../site';
import './popular-routes.css';
import { PageHead } from '../../ui/page-head';

/** What /popular-routes-book reads when it is reached by a card (the query carries the same). */
export interface PopularRouteState {
  deptICAO: string;
  arrivalICAO: string;
}

function RouteLink({ route, className, children }: { route: PopularRoute; className?: string; children: ReactNode }) {
  const state: PopularRouteState = { deptICAO: route.deptICAO, arrivalICAO: route.arrivalICAO };
  return (
    <Link to={popularRouteBookHref(route)} state={state} className={className}>
      {children}
    </Link>
  );
}

/** A sky at three times of day, so the three featured cards can be told apart at a glance. */
const SKIES = [
  { top: '#1c2a44', bottom: '#d9a93d' },
  { top: '#2f6fde', bottom: '#bcd3f7' },
  { top: '#0b1526', bottom: '#5b4a8a' },
] as const;

/** Our own drawing of a route: two airports joined by a dashed great-circle arc and a jet. */
function RouteIllustration({ route, sky }: { route: PopularRoute; sky: (typeof SKIES)[number] }) {
  const id = `route-sky-${route.deptICAO}-${route.arrivalICAO}`;
  return (
    <svg className="popular-routes__art" viewBox="0 0 320 150" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={sky.top} />
          <stop offset="1" stopColor={sky.bottom} />
        </linearGradient>
      </defs>
      <rect width="320" height="150" fill={`url(#${id})`} />
      <path
        d="M0 128 L40 112 L70 120 L110 100 L150 118 L200 104 L250 122 L290 108 L320 116 V150 H0 Z"
        fill="#0b1526"
        opacity="0.35"
      />
      <path
        d="M48 112 Q160 6 272 112"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.5"
        strokeDasharray="7 7"
        opacity="0.9"
      />
      <circle cx="48" cy="112" r="7" fill="#ffffff" />
      <circle cx="48" cy="112" r="3" fill="#d9a93d" />
      <circle cx="272" cy="112" r="7" fill="#ffffff" />
      <circle cx="272" cy="112" r="3" fill="#d9a93d" />
      <g transform="translate(160 59) rotate(0)" fill="#ffffff">
        <path d="M-16 0 L10 -2.5 Q16 0 10 2.5 Z" />
        <path d="M-2 -1.5 L-8 -12 L-4 -12 L5 -1.5 Z" />
        <path d="M-2 1.5 L-8 12 L-4 12 L5 1.5 Z" />
        <path d="M-14 -0.8 L-17 -6 L-14.5 -6 L-11 -0.8 Z" />
      </g>
      <text x="48" y="138" textAnchor="middle" fill="#ffffff" fontSize="13" fontWeight="700">
        {route.deptICAO}
      </text>
      <text x="272" y="138" textAnchor="middle" fill="#ffffff" fontSize="13" fontWeight="700">
        {route.arrivalICAO}
      </text>
    </svg>
  );
}

/**
 * /popular-routes (spec 000, Popular Routes screens): three featured cards, a grid of twelve and
 * the 'More Popular Routes' list. Every route is a real link to /popular-routes-book with both
 * ICAO codes in the query, and in the navigation state for the booking page.
 */
export function Component() {
  const { brandName: brand, conciergeEmail, conciergePhone } = useSite();
  return (
    <article className="page popular-routes">
      <PageHead
        title={`Popular Routes | ${brand}`}
        description="The private jet routes our travellers fly most, between the terminals business aviation uses every day. Pick one to see guaranteed real-time prices."
      />
      <header className="page-hero">
        <div className="container">
          <span className="eyebrow">Popular Routes</span>
          <h1>Popular Private Jet Routes</h1>
          <p className="lead">
            The trips our travellers fly most, between the private terminals business aviation uses every day. Pick a
            route to see guaranteed real-time prices for every aircraft category.
          </p>
        </div>
      </header>

      <section className="section" aria-labelledby="featured-routes-title">
        <div className="container">
          <h2 id="featured-routes-title">Featured Routes</h2>
          <ul className="grid popular-routes__featured">
            {FEATURED_POPULAR_ROUTES.map((route, index) => (
              <li key={`${route.deptICAO}-${route.arrivalICAO}`} className="card popular-routes__feature">
                <RouteIllustration route={route} sky={SKIES[index % SKIES.length] ?? SKIES[0]} />
                <div className="popular-routes__feature-body">
                  <h3>{routeTitle(route)}</h3>
                  <p className="popular-routes__codes">
                    {route.deptICAO} – {route.arrivalICAO}
                  </p>
                  <RouteLink route={route} className="button button--primary">
                    Book this route<span className="visually-hidden">: {routeTitle(route)}</span>
                  </RouteLink>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--mist" aria-labelledby="route-grid-title">
        <div className="container">
          <h2 id="route-grid-title">Routes Travellers Love</h2>
          <ul className="grid popular-routes__grid">
            {POPULAR_ROUTE_GRID.map((route) => (
              <li key={`${route.deptICAO}-${route.arrivalICAO}`}>
                <RouteLink route={route} className="card popular-routes__tile">
                  <span className="popular-routes__tile-cities">
                    {route.deptCity}
                    <span className="popular-routes__arrow" aria-hidden="true">
                      {' → '}
                    </span>
                    <span className="visually-hidden"> to </span>
                    {route.arrivalCity}
                  </span>
                  <span className="popular-routes__codes">
                    {route.deptICAO} – {route.arrivalICAO}
                  </span>
                </RouteLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="more-routes-title">
        <div className="container">
          <h2 id="more-routes-title">More Popular Routes</h2>
          <ul className="popular-routes__more">
            {MORE_POPULAR_ROUTES.map((route) => (
              <li key={`${route.deptICAO}-${route.arrivalICAO}`}>
                <RouteLink route={route}>{routeTitle(route)}</RouteLink>{' '}
                <span className="popular-routes__codes">
                  {route.deptICAO} – {route.arrivalICAO}
                </span>
              </li>
            ))}
          </ul>
          <p className="popular-routes__help">
            Don’t see your trip? {brand} flies between thousands of airports: our concierge plans any route at{' '}
            <a href={`mailto:${conciergeEmail}`}>{conciergeEmail}</a> or{' '}
            <a href={telHref(conciergePhone)}>{conciergePhone}</a>.
          </p>
        </div>
      </section>
    </article>
  );
}
