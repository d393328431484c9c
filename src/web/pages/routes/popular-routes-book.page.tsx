import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useActionData, useLoaderData, useLocation } from 'react-router';
import '../booking/booking.css';
import './popular-routes-book.css';
import { useSite, useUser } from '../../shell/root-data';
import { useToast } from '../../shell/toasts';
import { telHref } from '../../site';
import { Modal } from '../../ui/modal';
import { useAccountModals } from '../account/modals/account-modals';
import type { ConsumerBookingActionData } from '../booking/consumer-booking.server';
import { SearchForm } from '../booking/search-form';
import { CompleteProfileModal } from './complete-profile-modal';
import type { PopularRoutesBookData } from './popular-routes-book.server';
import { RouteHeroArt } from './route-hero-art';

/** Visitors are offered the login dialog this long after the page opens (spec 000 section 9). */
export const LOGIN_PROMPT_DELAY_MS = 3000;

/**
 * /popular-routes-book (spec 000 sections 2 and 4): the looping hero, an introduction, and the
 * search form with the chosen route's two airports already filled in (each code is searched
 * and its first match chosen). A visitor is offered the login dialog after 3 seconds; a social
 * account still missing part of its profile gets the create-account dialog instead.
 */
export function Component() {
  const data = useLoaderData() as PopularRoutesBookData;
  const result = useActionData() as ConsumerBookingActionData | undefined;
  const site = useSite();
  const user = useUser();
  const location = useLocation();
  const account = useAccountModals();
  const openAccount = account.open;
  const [dismissed, setDismissed] = useState<ConsumerBookingActionData | null>(null);
  const benefitsOpen = Boolean(result?.benefits) && dismissed !== result;
  const initial = useMemo(
    () => ({ from: data.deptICAO ?? undefined, to: data.arrivalICAO ?? undefined }),
    [data.deptICAO, data.arrivalICAO],
  );
  const pendingProfile = user ? null : data.incompleteProfile;

  const toast = useToast();
  const profileWasPending = useRef(Boolean(pendingProfile));
  useEffect(() => {
    if (pendingProfile) profileWasPending.current = true;
    else if (user && profileWasPending.current) {
      profileWasPending.current = false;
      toast.show('Changes Saved Successfully', 'success');
    }
  }, [pendingProfile, user, toast]);

  useEffect(() => {
    if (user || pendingProfile) return;
    const timer = setTimeout(() => openAccount('login'), LOGIN_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [user, pendingProfile, openAccount]);

  const heading =
    data.deptCity && data.arrivalCity
      ? `Fly private from ${data.deptCity} to ${data.arrivalCity}`
      : 'Book a popular private jet route';

  return (
    <article className="popular-routes-book">
      <title>{`${heading} | ${site.brandName}`}</title>
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
              <Link to="/create-account" className="button button--primary">
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
          <SearchForm minDate={data.minDate} result={result} initial={initial} />
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

      <Modal open={benefitsOpen} title="Benefits of a free account" onClose={() => setDismissed(result ?? null)}>
        <ul className="checklist">
          <li>See guaranteed real-time prices for every aircraft category</li>
          <li>Book in minutes and manage your trips</li>
          <li>A Flight Concierge available around the clock</li>
        </ul>
        <p>Your search is kept for 15 minutes and resumes after you sign in.</p>
        <div className="button-row">
          <Link to="/login?redirectTo=/searching" className="button button--primary">
            Sign In
          </Link>
          <Link to="/create-account" className="button button--ghost">
            Create Account
          </Link>
        </div>
        <p>
          Questions? <a href={`mailto:${site.conciergeEmail}`}>{site.conciergeEmail}</a> ·{' '}
          <a href={telHref(site.conciergePhone)}>{site.conciergePhone}</a>
        </p>
      </Modal>
      {benefitsOpen ? null : account.element}
      {pendingProfile ? (
        <CompleteProfileModal profile={pendingProfile} redirectTo={location.pathname + location.search} />
      ) : null}
    </article>
  );
}
