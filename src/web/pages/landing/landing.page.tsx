import { Link } from 'react-router';
import './landing.css';
import { useSite, useUser } from '../../shell/root-data';
import { telHref } from '../../site';
import { Icon } from '../../ui/icons';
import { StoreBadgeList } from '../../ui/store-badges';
import { Component as IqPlatformPage } from '../content/iq-platform.page';
import { HeroArt } from './hero-art';
import { PageHead } from '../../ui/page-head';

/**
 * "/": the consumer marketing and login landing page, or the operator platform page when the
 * site is configured so (LANDING_PAGE=iq-platform; decision 004).
 */
export function Component() {
  const site = useSite();
  if (site.landingPage === 'iq-platform') return <IqPlatformPage />;
  return <MarketingLanding />;
}

function MarketingLanding() {
  const site = useSite();
  const user = useUser();
  return (
    <article className="landing">
      <PageHead
        title={`${site.brandName} | Private jet charter with guaranteed real-time prices`}
        description={`Book a private jet at a guaranteed real-time price with ${site.brandName}: thousands of vetted aircraft, no membership fee, no pre-paid hours. Pay only for the flight you take.`}
      />

      <section className="landing-hero" aria-labelledby="landing-title">
        <div className="container landing-hero__inner">
          <div className="landing-hero__text">
            <p className="eyebrow">Private jet charter, booked online</p>
            <h1 id="landing-title">Fly private at a price you can book now</h1>
            <p className="lead">
              Guaranteed real-time pricing on thousands of vetted aircraft. No membership fee. No pre-paid hours. Pay
              only for the flight you take.
            </p>
            <div className="button-row landing-hero__actions">
              <Link to="/consumer-booking" className="button button--dark">
                <Icon name="search" size={20} />
                Search flights
              </Link>
              {user ? (
                <Link to="/my-trips" className="button button--ghost">
                  My Trips
                </Link>
              ) : (
                <>
                  <Link to="/create-account" className="button button--primary">
                    Create Account
                  </Link>
                  <Link to="/login" className="button button--ghost">
                    Login
                  </Link>
                </>
              )}
            </div>
            <ul className="landing-hero__facts">
              <li>
                <strong>5,000+</strong> aircraft vetted
              </li>
              <li>
                <strong>24/7</strong> Flight Concierge
              </li>
              <li>
                <strong>$0</strong> membership fee
              </li>
            </ul>
          </div>
          <div className="landing-hero__art">
            <HeroArt />
            <div className="landing-hero__quote" aria-hidden="true">
              <span className="landing-hero__quote-route">TEB → PBI</span>
              <span className="landing-hero__quote-label">Midsize jet · guaranteed price</span>
              <span className="landing-hero__quote-badge">Instantly bookable</span>
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="why-title">
        <div className="container">
          <div className="section__intro">
            <p className="eyebrow">Why {site.brandName}</p>
            <h2 id="why-title">Private aviation without the fine print</h2>
            <p className="lead">
              We price only operators that meet our safety standards, show you the real price for every aircraft
              category, and stay with you from search to landing.
            </p>
          </div>
          <ul className="grid landing-props">
            <li className="card">
              <Icon name="shield" className="card__icon" size={44} />
              <h3>Only safety-rated operators</h3>
              <p>
                Every flight is operated by a US Part 135 air carrier holding recognised safety ratings. Operators
                without them are never priced.
              </p>
            </li>
            <li className="card">
              <Icon name="headset" className="card__icon" size={44} />
              <h3>24/7 Flight Concierge</h3>
              <p>A complimentary team on hand day and night, with a 24/7 hotline for international trips.</p>
              <p className="landing-props__contact">
                <a href={telHref(site.conciergePhone)}>{site.conciergePhone}</a>
                <a href={`mailto:${site.conciergeEmail}`}>{site.conciergeEmail}</a>
              </p>
            </li>
            <li className="card">
              <Icon name="leaf" className="card__icon" size={44} />
              <h3>Carbon-neutral flights</h3>
              <p>The carbon of every flight booked with us is offset, at no extra cost to you.</p>
            </li>
            <li className="card">
              <Icon name="paw" className="card__icon" size={44} />
              <h3>Pets welcome</h3>
              <p>Tell us who is coming along: pet-friendly aircraft are marked, so the whole family flies together.</p>
            </li>
            <li className="card">
              <Icon name="plane" className="card__icon" size={44} />
              <h3>Over 5,000 aircraft vetted</h3>
              <p>Turbo-props to large cabin jets: choose the aircraft that fits the trip, the group and the luggage.</p>
            </li>
            <li className="card">
              <Icon name="route" className="card__icon" size={44} />
              <h3>Trips made to measure</h3>
              <p>One way, round trip or multi-city, with ground transportation and catering added in a click.</p>
            </li>
          </ul>
        </div>
      </section>

      {!user && (
        <section className="section landing-offer" aria-labelledby="offer-title">
          <div className="container landing-offer__inner">
            <div>
              <p className="eyebrow">Free account</p>
              <h2 id="offer-title">$3,000 in flight rewards when you join</h2>
              <p className="landing-offer__terms">
                $1,500 on your first flight (trip cost at least $20,000) and $1,500 on later flights. One promotion per
                person; the offer may be discontinued.
              </p>
            </div>
            <div className="button-row">
              <Link to="/create-account" className="button button--primary">
                Create Account
              </Link>
              <Link to="/login" className="button button--ghost">
                Login
              </Link>
            </div>
          </div>
        </section>
      )}

      <section className="section section--mist" aria-labelledby="steps-title">
        <div className="container">
          <div className="section__intro">
            <p className="eyebrow">How it works</p>
            <h2 id="steps-title">From search to wheels-up in three steps</h2>
          </div>
          <ol className="landing-steps">
            <li>
              <span className="landing-steps__number" aria-hidden="true">
                1
              </span>
              <h3>Search</h3>
              <p>Enter your airports, dates and passengers. We price every aircraft category in real time.</p>
            </li>
            <li>
              <span className="landing-steps__number" aria-hidden="true">
                2
              </span>
              <h3>Instantly Book</h3>
              <p>Pick a category, add ground transport or catering, and pay online. The price you see is guaranteed.</p>
            </li>
            <li>
              <span className="landing-steps__number" aria-hidden="true">
                3
              </span>
              <h3>Fly</h3>
              <p>Arrive at the private terminal minutes before departure. Your itinerary and crew details are ready.</p>
            </li>
          </ol>
          <p className="landing-steps__more">
            <Link to="/how_it_works">More about how it works</Link>
          </p>
        </div>
      </section>

      <section className="section landing-apps" aria-labelledby="apps-title">
        <div className="container landing-apps__inner">
          <div className="landing-apps__phone" aria-hidden="true">
            <div className="landing-apps__screen">
              <span className="landing-apps__bar" />
              <span className="landing-apps__card landing-apps__card--gold" />
              <span className="landing-apps__card" />
              <span className="landing-apps__card" />
            </div>
          </div>
          <div>
            <p className="eyebrow">Our apps</p>
            <h2 id="apps-title">Your next flight, in your pocket</h2>
            <p className="lead">
              Search, book and keep every itinerary with you. Your concierge is one tap away, wherever you are.
            </p>
            <StoreBadgeList site={site} />
          </div>
        </div>
      </section>
    </article>
  );
}
