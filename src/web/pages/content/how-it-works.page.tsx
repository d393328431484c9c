import { Link } from 'react-router';
import { useSite } from '../../shell/root-data';
import { Icon, type IconName } from './content-icons';
import './content.css';
import { PageHead } from '../../ui/page-head';

const steps = [
  {
    title: 'Search',
    text: 'Enter your airports, dates and passengers. Round trip, one way or multi city.',
  },
  {
    title: 'Instantly Book',
    text: 'See a guaranteed, real-time price for every aircraft category and book the one you want.',
  },
  {
    title: 'Fly',
    text: 'Arrive at the private terminal minutes before departure. Your itinerary and crew details are already in your inbox.',
  },
];

export function Component() {
  const site = useSite();
  const features: { icon: IconName; title: string; text: string; link?: { to: string; label: string } }[] = [
    {
      icon: 'bolt',
      title: 'Auto Booking',
      text: `${site.brandName} prices real aircraft from real operators the moment you search, so the price you see is the price you book: no quote requests, no waiting for a call back. Book online or in the app with as little as 24 hours' notice; for anything sooner, the concierge books it with you by phone.`,
    },
    {
      icon: 'wallet',
      title: 'Limitless Wallet',
      text: 'Fly often? Keep a prepaid wallet and pay for every trip in one tap, with no card fee. Open it through the concierge with a $25,000 minimum initial deposit and keep at least $10,000 in it at all times; your balance and every movement are in your account.',
    },
    {
      icon: 'card',
      title: 'Payment Process',
      text: 'Pay by credit card, from your wallet, with Apple Pay or by wire transfer. Not ready to pay in full? Reserve the flight with a $1,000 deposit and we hold it for 24 hours while you complete payment. Your flight is confirmed when our e-mail says payment has been processed.',
    },
    {
      icon: 'shield',
      title: 'Safety Ratings',
      text: 'We only price operators with qualifying safety ratings: ARGUS Gold or better, Wyvern Wingman, or IS-BAO Stage 2 or better, on top of their FAA Part 135 certificate. If an operator does not qualify, its aircraft never reach your results.',
      link: { to: '/safety-ratings', label: 'What the ratings mean' },
    },
    {
      icon: 'star',
      title: 'Loyalty Program',
      text: 'Every trip earns rewards worth 1% of the flight cost, with no tiers and no blackout dates. Use them on any flight within 24 months and apply up to 50% of your rewards balance to a single booking.',
    },
    {
      icon: 'leaf',
      title: 'Carbon Offset',
      text: `Every ${site.brandName} flight is carbon neutral at no extra cost. We offset the emissions of each trip through a certified offset programme, so you can fly private and keep your footprint in check.`,
      link: { to: '/carbon', label: 'How we count the carbon of a trip' },
    },
  ];
  return (
    <article className="page content-page">
      <PageHead
        title={`How It Works | ${site.brandName}`}
        description={`How booking a private jet with ${site.brandName} works: search your route, choose an aircraft at a guaranteed real-time price, book and fly, with a concierge on call.`}
      />
      <header className="page-hero">
        <div className="container">
          <span className="eyebrow">How it works</span>
          <h1>Private flying, booked like it should be</h1>
          <p className="lead">
            Guaranteed real-time prices, no membership fee and no pre-paid flight hours. Search, book and fly, with a
            concierge on call for everything in between.
          </p>
        </div>
      </header>

      <section className="section" aria-labelledby="how-steps">
        <div className="container">
          <h2 id="how-steps" className="visually-hidden">
            Three steps
          </h2>
          <ol className="grid card-list how-steps">
            {steps.map((step, index) => (
              <li key={step.title} className="card">
                <span className="eyebrow">Step {index + 1}</span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section--mist" aria-labelledby="how-features">
        <div className="container">
          <div className="section__intro">
            <span className="eyebrow">What you get</span>
            <h2 id="how-features">Built for people who fly private</h2>
          </div>
          <ul className="grid card-list">
            {features.map((feature) => (
              <li key={feature.title} className="card icon-card">
                <Icon name={feature.icon} />
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
                {feature.link && (
                  <p className="icon-card__more">
                    <Link to={feature.link.to}>{feature.link.label}</Link>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="how-next">
        <div className="container">
          <div className="cta-band">
            <div>
              <h2 id="how-next">New to private aviation?</h2>
              <p>FBOs, check-in, luggage, de-icing, empty legs: what to expect on the day, in plain words.</p>
            </div>
            <Link className="button button--primary" to="/why_fly_private">
              Why fly private
            </Link>
          </div>
        </div>
      </section>
    </article>
  );
}
