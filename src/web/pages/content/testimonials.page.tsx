import { useSite } from '../../shell/root-data';
import './content.css';
import './testimonials.css';
import { PageHead } from '../../ui/page-head';

interface Testimonial {
  quote: string;
  person: string;
  place: string;
}

function testimonialsFor(brand: string): Testimonial[] {
  return [
    {
      quote:
        'I searched on a Tuesday night, booked a midsize jet before my coffee went cold, and the price on my receipt was the price I saw. That has never happened to me with a charter before.',
      person: 'Rachel M.',
      place: 'Greenwich, Connecticut',
    },
    {
      quote:
        'Our flight to Aspen was de-iced twice in a snowstorm and the concierge called me before I even thought to worry. The de-icing bill came after the trip, exactly at cost.',
      person: 'Jonathan K.',
      place: 'Dallas, Texas',
    },
    {
      quote:
        'Flying with two dogs used to mean a week of phone calls. I switched on the pets option, picked a light jet and they slept the whole way to Palm Beach.',
      person: 'Amelia R.',
      place: 'Chicago, Illinois',
    },
    {
      quote:
        'We run a small film production company and fly crews at short notice. The wallet makes paying instant, and the rewards have paid for a full leg this year.',
      person: 'Marcus T.',
      place: 'Los Angeles, California',
    },
    {
      quote: `What sold me was the safety standard. Knowing every operator is independently audited is the reason my family flies with ${brand}.`,
      person: 'Dr. Helen S.',
      place: 'Scottsdale, Arizona',
    },
    {
      quote:
        'I needed to be in Nassau the next morning for a closing. One call to the hotline at 11 p.m. and a super midsize was waiting at Teterboro at seven.',
      person: 'Daniel P.',
      place: 'New York, New York',
    },
  ];
}

export function Component() {
  const site = useSite();
  return (
    <article className="page content-page testimonials">
      <PageHead
        title={`Testimonials | ${site.brandName}`}
        description={`Business trips, family holidays, last-minute closings: what travellers say after flying private with ${site.brandName}.`}
      />
      <header className="page-hero">
        <div className="container">
          <span className="eyebrow">Testimonials</span>
          <h1>In our travellers’ words</h1>
          <p className="lead">
            Business trips, family holidays, last-minute closings. Here is what people say after flying with{' '}
            {site.brandName}.
          </p>
        </div>
      </header>

      <section className="section" aria-label="What travellers say">
        <div className="container">
          <ul className="grid card-list testimonials__list">
            {testimonialsFor(site.brandName).map((item) => (
              <li key={item.person} className="card">
                <figure className="testimonials__quote">
                  <svg className="testimonials__mark" viewBox="0 0 32 24" aria-hidden="true" focusable="false">
                    <path d="M0 24V14C0 6 4 1 12 0v5c-4 1-6 4-6 8h6v11zm18 0V14c0-8 4-13 12-14v5c-4 1-6 4-6 8h6v11z" />
                  </svg>
                  <blockquote>
                    <p>{item.quote}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{item.person}</strong>
                    <span>{item.place}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--mist" aria-labelledby="testimonials-press">
        <div className="container testimonials__press">
          <div>
            <span className="eyebrow">In the press</span>
            <h2 id="testimonials-press">As featured in</h2>
            <p>Read how {site.brandName} is changing the way people book private flights.</p>
          </div>
          <a className="testimonials__press-link" href={site.links.press} target="_blank" rel="noopener noreferrer">
            <img
              src="/images/content/press-logo.svg"
              alt="The Skyward Journal (opens in a new tab)"
              width="320"
              height="72"
            />
          </a>
        </div>
      </section>
    </article>
  );
}
