import { useEffect, useMemo } from 'react';
import { Link, useActionData, useLoaderData } from 'react-router';
import './booking.css';
import { popularRouteBookHref, routeTitle } from '../../../core/popular-routes';
import { useSite, useUser } from '../../shell/root-data';
import { useAccountModals } from '../account/modals/account-modals';
import { SiteLink } from '../../ui/site-link';
import { InstallApp } from '../../pwa/install-app';
import { HeroArt } from '../landing/hero-art';
import type { ConsumerBookingActionData, ConsumerBookingData } from './consumer-booking.server';
import { SearchForm } from './search-form';
import { PageHead } from '../../ui/page-head';

const HOW_IT_WORKS = [
  { title: 'Search', text: 'Tell us where and when. We price thousands of vetted aircraft in real time.' },
  { title: 'Choose', text: 'Compare aircraft categories side by side, with the full price up front.' },
  { title: 'Fly', text: 'Book in minutes; your Flight Concierge takes care of every detail.' },
];

const WHY_FLY_PRIVATE = [
  { title: 'Your schedule', text: 'Leave when you are ready, from airports close to where you are going.' },
  { title: 'Privacy', text: 'No terminals, no crowds: drive to the aircraft and board in minutes.' },
  { title: 'Safety first', text: 'Every operator is vetted and every aircraft holds recognised safety ratings.' },
];

const THREE_STEPS = [
  'Create your free account',
  'Search and book your flight with a guaranteed price',
  'Relax: your concierge confirms every detail',
];

/** /consumer-booking: the consumer home with the flight search (spec 000 section 2). */
export function Component() {
  const { popularRoutes, peakMessage, minDate, today, prefill, searchError } = useLoaderData() as ConsumerBookingData;
  const result = useActionData() as ConsumerBookingActionData | undefined;
  // One object per loaded error, so the form toasts it once.
  const carried = useMemo(() => (searchError ? { formError: searchError } : undefined), [searchError]);
  const site = useSite();
  const user = useUser();
  const account = useAccountModals({ offer: true });
  // Each visitor answer opens the Benefits prompt once; their search resumes after signing in.
  const { open: openAccountModal } = account;
  useEffect(() => {
    if (result?.benefits) openAccountModal('benefit', { redirectTo: '/searching', searchSaved: true });
  }, [result, openAccountModal]);

  return (
    <article className="consumer-booking">
      <PageHead
        title={`${site.brandName} | Search private flights`}
        description={`Search private jet flights with ${site.brandName}, one way, round trip or multi-city, and see a guaranteed real-time price for every aircraft category.`}
      />
      {peakMessage ? (
        <p className="peak-banner" role="status">
          {peakMessage}
        </p>
      ) : null}

      <section className="booking-hero" aria-labelledby="booking-title">
        <div className="container booking-hero__inner">
          <div className="booking-hero__text">
            <p className="eyebrow">Private jet charter</p>
            <h1 id="booking-title">Where would you like to fly?</h1>
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
          <div className="booking-hero__art">
            <HeroArt />
          </div>
        </div>
        <div className="container">
          <SearchForm minDate={minDate} today={today} prefill={prefill} result={result ?? carried} />
          {result?.benefits ? (
            <p className="booking-saved" role="status">
              Your search is saved for 15 minutes. <Link to="/login?redirectTo=/searching">Sign in</Link> or{' '}
              <Link to="/create-account">create an account</Link> to see prices.
            </p>
          ) : null}
        </div>
      </section>

      <section className="section" aria-labelledby="popular-title">
        <div className="container">
          <h2 id="popular-title">Popular Routes</h2>
          <ul className="grid booking-routes">
            {popularRoutes.map((route) => (
              <li key={`${route.deptICAO}-${route.arrivalICAO}`} className="card booking-route">
                <h3>{routeTitle(route)}</h3>
                <p>
                  {route.deptICAO} → {route.arrivalICAO}
                </p>
                <SiteLink to={popularRouteBookHref(route)} className="button button--dark">
                  Book this route
                </SiteLink>
              </li>
            ))}
          </ul>
          <p>
            <SiteLink to="/popular-routes" className="button button--ghost">
              View All Routes
            </SiteLink>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="how-title">
        <div className="container">
          <h2 id="how-title">How it works</h2>
          <ol className="grid booking-steps">
            {HOW_IT_WORKS.map((step) => (
              <li key={step.title} className="card">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" id="WhyFlyPrivate" aria-labelledby="why-title">
        <div className="container">
          <h2 id="why-title">Why fly private</h2>
          <ul className="grid booking-steps">
            {WHY_FLY_PRIVATE.map((reason) => (
              <li key={reason.title} className="card">
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title">Three steps to your flight</h2>
          <ol className="checklist">
            {THREE_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" id="downloads" aria-labelledby="downloads-title">
        <div className="container">
          <h2 id="downloads-title">Get the app</h2>
          <p className="lead">Search, book and manage your trips from your phone.</p>
          <InstallApp site={site} />
        </div>
      </section>

      {account.element}
    </article>
  );
}
