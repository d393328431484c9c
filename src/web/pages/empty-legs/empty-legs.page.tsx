import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import './empty-legs.css';
import { AIRCRAFT_CATEGORIES, CATEGORY_PROFILES } from '../../../core/aircraft-categories';
import type { EmptyLegView } from '../../../core/empty-legs/empty-leg-price';
import { EMPTY_LEGS_PAGE_SIZE } from '../../../core/empty-legs/empty-leg-requests';
import { useSite } from '../../shell/root-data';
import { legMoment, usd } from '../trips/trip-format';
import type { EmptyLegFilter, EmptyLegsActionData, EmptyLegsData } from './empty-legs.server';
import { PageHead } from '../../ui/page-head';

/** "DD-MM-YYYY HH:mm:ss" on the airport's clock as "Mar 11, 2027, 1:30 PM". */
function when(local: string): string {
  const { date, time } = legMoment(local);
  return `${date}, ${time}`;
}

/** /empty-legs: aircraft flying empty to or from a booked trip, at 75% off (docs/decisions/038). */
export function Component() {
  const { filter, passengers, legs, total, page, pages, fieldErrors, signedIn, available, booked } =
    useLoaderData() as EmptyLegsData;
  const result = useActionData() as EmptyLegsActionData | undefined;
  const site = useSite();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/empty-legs';
  const filtered = Object.keys(fieldErrors).length > 0;

  return (
    <article className="page empty-legs">
      <PageHead
        title={`Empty Legs | ${site.brandName}`}
        description={`Empty legs with ${site.brandName}: aircraft flying empty to meet their next passengers or home, sold at a quarter of the charter price and booked like any flight.`}
      />
      <header className="page-hero">
        <div className="container">
          <span className="eyebrow">Empty legs</span>
          <h1>Fly private for a quarter of the price</h1>
          <p className="lead">
            When an aircraft flies empty to meet its next passengers, or home after dropping them off, that flight can
            be yours at 75% off. Every empty leg below is a real aircraft with a real departure window: choose a time
            that suits you and book it like any other {site.brandName} flight.
          </p>
        </div>
      </header>

      <div className="container">
        <FilterForm filter={filter} errors={fieldErrors} />
        {(filter.from || filter.to) && !filtered ? (
          <p className="empty-legs__watch">
            <Link to={watchLink(filter)}>Tell me about new legs on this route</Link>
          </p>
        ) : null}
        <section aria-labelledby="empty-legs-results" aria-busy={loading} className="empty-legs__results">
          <h2 id="empty-legs-results" className="visually-hidden">
            Empty legs for sale
          </h2>
          {booked ? (
            <p className="empty-legs__booked card" role="status">
              This flight has been booked.{legs.length > 0 ? ' Here are the other empty legs of this route.' : ''}
            </p>
          ) : null}
          {result && !legs.some((leg) => leg.id === result.emptyLegId) ? (
            // The leg it was about is gone (sold or flown meanwhile): the answer stands above the list.
            <p className="form-error" role="alert">
              {result.formError}
            </p>
          ) : null}
          {loading ? (
            <p role="status" className="empty-legs__status">
              Loading empty legs…
            </p>
          ) : null}
          {!available ? (
            <p className="empty-legs__status">Empty legs cannot be shown at the moment. Please contact us.</p>
          ) : legs.length === 0 && !filtered ? (
            <div className="empty-legs__none card">
              <p>
                No empty legs match your search right now. New ones appear as trips are booked, so check back soon, or
                ask our Flight Concierge what is flying your way.
              </p>
              <Link to="/concierge" className="button button--primary">
                Contact the concierge
              </Link>
            </div>
          ) : (
            <>
              <p className="empty-legs__count" role="status">
                {countLine(total, page, legs.length)}
              </p>
              <ul className="empty-legs__list">
                {legs.map((leg) => (
                  <li key={leg.id}>
                    <EmptyLegCard
                      leg={leg}
                      passengers={passengers}
                      signedIn={signedIn}
                      result={result?.emptyLegId === leg.id ? result : undefined}
                    />
                  </li>
                ))}
              </ul>
              <Pages filter={filter} page={page} pages={pages} />
            </>
          )}
        </section>
      </div>
    </article>
  );
}

const COUNT = new Intl.NumberFormat('en-US');

/** "Empty legs 21 to 40 of 12,345" (or "One empty leg", "3 empty legs"). */
function countLine(total: number, page: number, shown: number): string {
  if (total <= shown) return total === 1 ? 'One empty leg' : `${COUNT.format(total)} empty legs`;
  const first = (page - 1) * EMPTY_LEGS_PAGE_SIZE + 1;
  return `Empty legs ${COUNT.format(first)} to ${COUNT.format(first + shown - 1)} of ${COUNT.format(total)}`;
}

/** My Account's Watches tab, its new watch prefilled with this filter (empty legs are sold once: watch for the next). */
function watchLink(filter: EmptyLegFilter): string {
  const params = new URLSearchParams({ tab: 'watches' });
  for (const key of ['from', 'to', 'category', 'passengers'] as const) if (filter[key]) params.set(key, filter[key]);
  return `/my-account?${params.toString()}`;
}

/** Previous and next pages of the list, keeping the filter (plain links: they work without scripts). */
function Pages({ filter, page, pages }: { filter: EmptyLegFilter; page: number; pages: number }) {
  if (pages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...filter, page: String(n) })) if (value) params.set(key, value);
    return `/empty-legs?${params}`;
  };
  return (
    <nav className="empty-legs__pages" aria-label="Pages of empty legs">
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" preventScrollReset>
          Previous page
        </Link>
      ) : null}
      <span>{`Page ${COUNT.format(page)} of ${COUNT.format(pages)}`}</span>
      {page < pages ? (
        <Link to={to(page + 1)} rel="next" preventScrollReset>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

function FilterForm({ filter, errors }: { filter: EmptyLegFilter; errors: Record<string, string> }) {
  const described = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `filter-${name}-error` } : {};
  const error = (name: string) =>
    errors[name] ? (
      <span id={`filter-${name}-error`} className="field__error">
        {errors[name]}
      </span>
    ) : null;
  return (
    <Form method="get" className="empty-legs__filter card" aria-label="Find empty legs" preventScrollReset>
      <label className="field">
        <span className="field__label">From (airport code)</span>
        <input name="from" defaultValue={filter.from} autoComplete="off" maxLength={4} {...described('from')} />
        {error('from')}
      </label>
      <label className="field">
        <span className="field__label">To (airport code)</span>
        <input name="to" defaultValue={filter.to} autoComplete="off" maxLength={4} {...described('to')} />
        {error('to')}
      </label>
      <label className="field">
        <span className="field__label">Aircraft category</span>
        <select name="category" defaultValue={filter.category} {...described('category')}>
          <option value="">Any category</option>
          {AIRCRAFT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_PROFILES[category].displayName}
            </option>
          ))}
        </select>
        {error('category')}
      </label>
      <label className="field">
        <span className="field__label">Passengers</span>
        <input
          name="passengers"
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          defaultValue={filter.passengers || '1'}
          {...described('passengers')}
        />
        {error('passengers')}
      </label>
      <button type="submit" className="button button--primary empty-legs__find">
        Show empty legs
      </button>
    </Form>
  );
}

function EmptyLegCard({
  leg,
  passengers,
  signedIn,
  result,
}: {
  leg: EmptyLegView;
  passengers: number;
  signedIn: boolean;
  result: EmptyLegsActionData | undefined;
}) {
  const navigation = useNavigation();
  const booking = navigation.state === 'submitting' && navigation.formData?.get('emptyLegId') === leg.id;
  const titleId = `leg-${leg.id}`;
  const departureError = result?.fieldErrors?.departure;
  const from = leg.departureAirport;
  const to = leg.arrivalAirport;
  return (
    <article className="empty-leg card" aria-labelledby={titleId}>
      <p className="eyebrow">
        {leg.displayName} · {leg.aircraftName}
      </p>
      <h3 id={titleId} className="empty-leg__route">
        {from.icaoCode} {from.city} <span aria-hidden="true">→</span>
        <span className="visually-hidden"> to </span> {to.icaoCode} {to.city}
      </h3>
      <dl className="empty-leg__facts">
        <dt>Leaves between</dt>
        <dd>
          {when(leg.window.earliest)} and {when(leg.window.latest)}
          <span className="empty-leg__zone"> (local time at {from.icaoCode})</span>
        </dd>
        <dt>Flight</dt>
        <dd>
          {leg.flightTime} · {leg.stopLabel} · up to {leg.seats} passengers
        </dd>
        <dt>Price for {passengers === 1 ? '1 passenger' : `${passengers} passengers`}</dt>
        <dd>
          <strong className="empty-leg__price">{usd(leg.priceBreakup.totalPrice)}</strong> including{' '}
          {usd(leg.priceBreakup.taxes)} taxes
          <span className="empty-leg__was">
            {' '}
            · {leg.discountPercent}% off the aircraft&apos;s charter price of {usd(leg.charterPrice)}
          </span>
        </dd>
      </dl>
      <Form method="post" className="empty-leg__book" preventScrollReset>
        <input type="hidden" name="emptyLegId" value={leg.id} />
        <input type="hidden" name="passengers" value={passengers} />
        <label className="field">
          <span className="field__label">Departure time (local time at {from.icaoCode})</span>
          <select
            name="departure"
            defaultValue={leg.departureTimes[0]?.at}
            aria-invalid={departureError ? true : undefined}
            aria-describedby={departureError ? `${titleId}-error` : undefined}
          >
            {leg.departureTimes.map((time) => (
              <option key={time.at} value={time.at}>
                {when(time.local)}
              </option>
            ))}
          </select>
        </label>
        {result ? (
          <p id={`${titleId}-error`} className="form-error" role="alert">
            {result.formError}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={booking} aria-describedby={titleId}>
          {booking ? 'Booking…' : 'Book this flight'}
        </button>
        {signedIn ? null : <p className="field__hint">You will be asked to sign in first.</p>}
      </Form>
    </article>
  );
}
