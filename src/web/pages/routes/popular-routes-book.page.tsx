import { useEffect, useMemo } from 'react';
import { Link, useActionData, useLoaderData } from 'react-router';
import '../booking/booking.css';
import './popular-routes-book.css';
import { useRootData } from '../../shell/root-data';
import { useAccountModals } from '../account/modals/account-modals';
import type { ConsumerBookingActionData, SearchPrefill } from '../booking/consumer-booking.server';
import { SearchForm } from '../booking/search-form';
import type { PopularRoutesBookData } from './popular-routes-book.server';
import { RouteHeroArt } from './route-hero-art';
import { PageHead } from '../../ui/page-head';

/**
 * /popular-routes-book (spec 000 sections 2 and 4): the looping hero, an introduction, and the
 * search form with the chosen route's two airports already filled in (each code is searched
 * and its first match chosen). A visitor is offered the login dialog after 3 seconds; a social
 * account still missing part of its profile gets the shell's create-account dialog instead.
 */
export function Component() {
  const data = useLoaderData() as PopularRoutesBookData;
  const result = useActionData() as ConsumerBookingActionData | undefined;
  const { site, user } = useRootData();
  // Visitors get the Login dialog after 3 s; an incomplete social profile gets the shell's dialog.
  const account = useAccountModals({ loginPrompt: true });
  const { open: openAccountModal } = account;
  const prefill = useMemo<SearchPrefill>(
    () => ({
      form: {
        routeType: 'ROUND_TRIP',
        passengers: 1,
        petFriendly: false,
        legs: [{ from: data.deptICAO ?? '', to: data.arrivalICAO ?? '', date: '', time: '' }],
        returnDate: '',
        returnTime: '',
      },
      airportLabels: {},
    }),
    [data.deptICAO, data.arrivalICAO],
  );

  // A visitor's search is kept: the Benefits dialog opens, and signing in resumes the search.
  useEffect(() => {
    if (result?.benefits) openAccountModal('benefit', { redirectTo: '/searching', searchSaved: true });
  }, [result, openAccountModal]);

  const heading =
    data.deptCity && data.arrivalCity
      ? `Fly private from ${data.deptCity} to ${data.arrivalCity}`
      : 'Book a popular private jet route';

  return (
    <article className="popular-routes-book">
      <PageHead
        title={`${heading} | ${site.brandName}`}
        description={`${heading}: choose your dates and see guaranteed real-time prices for every aircraft category, with no membership fee and no pre-paid hours.`}
      />
      <section className="route-book-hero" aria-labelledby="route-book-title">
        <RouteHeroArt />
        <div className="container route-book-hero__inner">
          <p className="eyebrow">Popular Routes</p>
          <h1 id="route-book-title">{heading}</h1>
          <p className="lead">
            {data.deptICAO && data.arrivalICAO ? `${data.deptICAO} to ${data.arrivalICAO}: ` : null}
            choose your dates and see guaranteed real-time prices for every aircraft category, with no membership fee
            and no pre-paid hours.
          </p>
          {user ? null : (
            <div className="button-row">
              <Link to="/create-account" className="button button--primary" onClick={account.openFromLink('benefit')}>
                Join
              </Link>
              <Link to="/login" className="button button--ghost" onClick={account.openFromLink('login')}>
                Login
              </Link>
            </div>
          )}
        </div>
      </section>

      <section className="section" aria-labelledby="route-book-search">
        <div className="container route-book__intro">
          <h2 id="route-book-search">Search this route</h2>
          <p>
            Your route is filled in below: pick the dates, the number of passengers and whether pets are travelling.
            Every operator we price holds a US Part 135 certificate, and your Flight Concierge is on hand around the
            clock.
          </p>
          <SearchForm minDate={data.minDate} today={data.today} result={result} prefill={prefill} />
          {result?.benefits ? (
            <p className="booking-saved" role="status">
              Your search is saved for 15 minutes. <Link to="/login?redirectTo=/searching">Sign in</Link> or{' '}
              <Link to="/create-account">create an account</Link> to see prices.
            </p>
          ) : null}
          <p>
            <Link to="/popular-routes">See all popular routes</Link>
          </p>
        </div>
      </section>
      {account.element}
    </article>
  );
}
