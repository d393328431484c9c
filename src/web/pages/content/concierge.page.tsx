import { telHref } from '../../site';
import { useSite } from '../../shell/root-data';
import { openChat } from '../../chat/open-chat';
import { Icon, type IconName } from './content-icons';
import './content.css';
import './concierge.css';
import { PageHead } from '../../ui/page-head';

const sellingPoints: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'tag',
    title: 'Complimentary, always',
    text: 'The concierge comes with every account. No membership fee, no pre-paid hours, no charge for changing your plans with us.',
  },
  {
    icon: 'crew',
    title: 'One team that knows your trip',
    text: 'Your concierge sees your itinerary, passengers and preferences, so you never explain the same thing twice.',
  },
  {
    icon: 'shield',
    title: 'Only vetted operators',
    text: 'We arrange flights only with Part 135 operators that hold ARGUS Gold or better, Wyvern Wingman or IS-BAO Stage 2 or better.',
  },
];

const fullService: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'sliders',
    title: 'Customization',
    text: 'A specific aircraft, a pet on board, a birthday cake at 41,000 feet: tell us once and we build the trip around it.',
  },
  {
    icon: 'route',
    title: 'Fully automated itineraries',
    text: 'Your itinerary, FBO details, crew names and tail number arrive on their own, and update the moment anything changes.',
  },
  {
    icon: 'catering',
    title: 'Catering coordination',
    text: 'From a light breakfast to a plated dinner, we order from caterers near your departure airport and have it loaded before you board.',
  },
  {
    icon: 'car',
    title: 'Ground transportation',
    text: 'A sedan, SUV or Sprinter van waiting at the FBO door, timed to your wheels-down, on the way in and the way out.',
  },
  {
    icon: 'headset',
    title: '24/7 concierge',
    text: 'Weather moves, meetings run long. Day or night, a person answers and re-plans with you, not a ticket number.',
  },
];

export function Component() {
  const site = useSite();
  const mailto = `mailto:${site.conciergeEmail}`;
  const tel = telHref(site.conciergePhone);
  return (
    <article className="page content-page concierge">
      <PageHead
        title={`Concierge | ${site.brandName}`}
        description={`The ${site.brandName} Flight Concierge Team plans and looks after your private flight, free and around the clock: book online in a minute, or hand the whole trip to us.`}
      />
      <header className="page-hero content-hero">
        <div className="container content-hero__grid">
          <div>
            <span className="eyebrow">Flight Concierge Team</span>
            <h1>A real person for every part of your trip</h1>
            <p className="lead">
              Book online in a minute, or hand the whole trip to us. The {site.brandName} Flight Concierge Team is
              complimentary, awake around the clock and a message or a call away.
            </p>
            <dl className="figures concierge__figures">
              <div>
                <dt>24/7</dt>
                <dd>Every day of the year</dd>
              </div>
              <div>
                <dt>5,000+</dt>
                <dd>Vetted aircraft to choose from</dd>
              </div>
              <div>
                <dt>$0</dt>
                <dd>Membership fees</dd>
              </div>
            </dl>
          </div>
          <img className="content-hero__art" src="/images/content/concierge.svg" alt="" width="480" height="360" />
        </div>
      </header>

      <section className="section" aria-labelledby="concierge-contact">
        <div className="container">
          <div className="section__intro">
            <span className="eyebrow">Reach us</span>
            <h2 id="concierge-contact">Chat, e-mail or call</h2>
            <p className="lead">Whichever you choose, the same team answers, with your trip already on screen.</p>
          </div>
          <ul className="grid card-list concierge__contacts">
            <li className="card icon-card">
              <Icon name="chat" />
              <h3>Chat</h3>
              <p>
                Live chat with a concierge, right here and in the {site.brandName} app. Leave the page and the reply
                follows you by e-mail.
              </p>
              <p className="icon-card__more">
                <button type="button" className="button button--dark" onClick={() => openChat()}>
                  Chat with us
                </button>
              </p>
            </li>
            <li className="card icon-card">
              <Icon name="mail" />
              <h3>E-mail</h3>
              <p>Quotes, changes, passenger details, special requests: write whenever it suits you.</p>
              <p className="icon-card__more">
                <a className="concierge__contact-link" href={mailto}>
                  {site.conciergeEmail}
                </a>
              </p>
            </li>
            <li className="card icon-card">
              <Icon name="phone" />
              <h3>Call</h3>
              <p>For trips within 24 hours, or when you would simply rather talk it through.</p>
              <p className="icon-card__more">
                <a className="concierge__contact-link" href={tel}>
                  {site.conciergePhone}
                </a>
              </p>
            </li>
          </ul>
        </div>
      </section>

      <section className="section section--mist" aria-labelledby="concierge-why">
        <div className="container">
          <div className="section__intro">
            <span className="eyebrow">Why it works</span>
            <h2 id="concierge-why">Service that stays out of your way</h2>
          </div>
          <ul className="grid card-list">
            {sellingPoints.map((point) => (
              <li key={point.title} className="card icon-card">
                <Icon name={point.icon} />
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--dark" aria-labelledby="concierge-full-service">
        <div className="container">
          <div className="section__intro">
            <span className="eyebrow">Full Service</span>
            <h2 id="concierge-full-service">Everything around the flight, handled</h2>
            <p className="lead">
              The flight is the easy part. These are the details we look after so you do not have to.
            </p>
          </div>
          <ul className="grid card-list concierge__services">
            {fullService.map((item) => (
              <li key={item.title} className="card icon-card">
                <Icon name={item.icon} />
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="concierge-hotline">
        <div className="container">
          <div className="cta-band">
            <div>
              <span className="eyebrow">International trips</span>
              <h2 id="concierge-hotline">24/7 international hotline</h2>
              <p>
                Flying beyond North America, Mexico and the Caribbean, or leaving in less than 24 hours? Those trips are
                arranged by phone: call our hotline at any hour and a concierge plans permits, customs and crew rest
                with you.
              </p>
            </div>
            <a className="button button--primary" href={tel}>
              <Icon name="phone" className="concierge__button-icon" />
              Call {site.conciergePhone}
            </a>
          </div>
        </div>
      </section>
    </article>
  );
}
