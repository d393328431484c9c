import './iq-platform.css';
import { useSite } from '../../shell/root-data';
import { Icon, type IconName } from '../../ui/icons';
import { PageHead } from '../../ui/page-head';

const FEATURES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'bolt',
    title: 'Whole-fleet quotes in seconds',
    text: 'Every tail you operate is priced for the trip in 2 to 3 seconds, with positioning, fuel stops, crew duty and taxes accounted for.',
  },
  {
    icon: 'palette',
    title: 'Your brand, your clients',
    text: 'A white-label booking site and widget in your colours and domain. Your clients see your name, not ours.',
  },
  {
    icon: 'tag',
    title: 'Pricing rules you control',
    text: 'Set hourly rates, minimums, peak-day premiums and repositioning rules per aircraft; change them and quotes follow at once.',
  },
  {
    icon: 'card',
    title: 'Book and get paid online',
    text: 'Clients accept the quote and pay by card or wire on the spot. No back-and-forth e-mails before the booking is firm.',
  },
  {
    icon: 'route',
    title: 'Sell your empty legs',
    text: 'Repositioning flights are offered automatically at the right price, so fewer aircraft fly empty.',
  },
  {
    icon: 'chart',
    title: 'See what sells',
    text: 'Reports on quotes, conversions and revenue per aircraft show where demand is and which routes pay.',
  },
];

/** The operator pitch: the white-label quoting platform ("IQ Platform"). */
export function Component() {
  const site = useSite();
  const demo = (
    <a className="button button--primary" href={site.links.demoScheduling} target="_blank" rel="noopener noreferrer">
      Setup Demo
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
  return (
    <article className="page iq">
      <PageHead
        title={`IQ Platform | Instant charter quoting for operators | ${site.brandName}`}
        description={`${site.brandName} IQ gives charter operators a real, bookable price for their whole fleet in 2 to 3 seconds, under their own brand.`}
      />

      <section className="page-hero iq-hero" aria-labelledby="iq-title">
        <div className="container iq-hero__inner">
          <div>
            <p className="eyebrow">For charter operators</p>
            <h1 id="iq-title">IQ Platform: instant quoting for your whole fleet</h1>
            <p className="lead">
              Give your clients a real, bookable price the moment they ask. {site.brandName} IQ quotes an
              operator&rsquo;s whole fleet in 2 to 3 seconds, under your own brand.
            </p>
            <ul className="checklist iq-hero__checklist">
              <li>Real-time quotes for every aircraft you operate</li>
              <li>White-label booking site in your brand</li>
              <li>Online booking and payment, no membership needed</li>
              <li>Your pricing rules, applied to every request</li>
            </ul>
            <div className="button-row">{demo}</div>
          </div>
          <QuoteMockup />
        </div>
      </section>

      <section className="section" aria-labelledby="iq-features-title">
        <div className="container">
          <div className="section__intro">
            <p className="eyebrow">What you get</p>
            <h2 id="iq-features-title">Everything a charter desk needs to quote, book and fly</h2>
          </div>
          <ul className="grid iq-features">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="card">
                <Icon name={feature.icon} className="card__icon" size={44} />
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--mist" aria-labelledby="iq-how-title">
        <div className="container iq-split">
          <div>
            <p className="eyebrow">How it works</p>
            <h2 id="iq-how-title">Connected to your fleet, live on your site</h2>
            <p className="lead">
              We load your aircraft, bases and pricing rules, connect your availability, and put the quoting engine on
              your website. Your sales team keeps every client relationship.
            </p>
          </div>
          <ol className="iq-steps">
            <li>
              <strong>Tell us about your fleet</strong>
              <span>Aircraft, home bases, rates and the rules your desk already uses.</span>
            </li>
            <li>
              <strong>Preview your quotes</strong>
              <span>Compare the engine&rsquo;s prices with your own before anything goes live.</span>
            </li>
            <li>
              <strong>Go live under your brand</strong>
              <span>Clients search, get a price in seconds and book online, around the clock.</span>
            </li>
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="iq-cta-title">
        <div className="container">
          <div className="iq-cta">
            <div>
              <h2 id="iq-cta-title">See your own fleet quoted in 2 to 3 seconds</h2>
              <p>Book a 30-minute demo: we will quote real trips on your aircraft while you watch.</p>
            </div>
            {demo}
          </div>
        </div>
      </section>
    </article>
  );
}

/** A picture of the product: a quote for one request across a fleet (illustrative figures). */
function QuoteMockup() {
  const rows = [
    { tail: 'Light jet', seats: '7 seats', price: '$18,400' },
    { tail: 'Midsize jet', seats: '8 seats', price: '$23,950' },
    { tail: 'Super midsize', seats: '9 seats', price: '$29,700' },
    { tail: 'Large cabin', seats: '13 seats', price: '$41,200' },
  ];
  return (
    <figure className="iq-mockup" aria-hidden="true">
      <div className="iq-mockup__head">
        <span className="iq-mockup__dots">
          <span />
          <span />
          <span />
        </span>
        <span>Quote · KTEB → KPBI · 6 passengers</span>
      </div>
      <ul>
        {rows.map((row) => (
          <li key={row.tail}>
            <span>
              <strong>{row.tail}</strong>
              <small>{row.seats}</small>
            </span>
            <span className="iq-mockup__price">{row.price}</span>
          </li>
        ))}
      </ul>
      <p className="iq-mockup__foot">
        <Icon name="clock" size={18} /> Whole fleet quoted in 2.4 s
      </p>
    </figure>
  );
}
