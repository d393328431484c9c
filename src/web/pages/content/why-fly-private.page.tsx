import { Link } from 'react-router';
import { useSite } from '../../shell/root-data';
import { Icon, type IconName } from './content-icons';
import './content.css';
import { PageHead } from '../../ui/page-head';

interface Topic {
  icon: IconName;
  title: string;
  text: string;
  link?: { to: string; label: string };
}

const topics: Topic[] = [
  {
    icon: 'building',
    title: 'FBO',
    text: 'Private flights leave from an FBO (fixed-base operator): a private terminal beside the runway with a lounge, parking close to the door and staff who know your name. No gates, no crowds, no boarding groups.',
  },
  {
    icon: 'document',
    title: 'Itinerary information',
    text: 'Your final itinerary, with the aircraft type and operator, arrives no later than 48 hours before departure, and the tail number no later than 24 hours before. Send passenger names and dates of birth at least 48 hours ahead.',
  },
  {
    icon: 'ticket',
    title: 'Check-in',
    text: 'There is no check-in desk. Arrive 15 to 30 minutes before departure with a government-issued photo ID for every adult; the crew greets you, loads your bags and you are in the air shortly after.',
  },
  {
    icon: 'lock',
    title: 'Security',
    text: 'Charter flights skip the airline security lines, but not the rules: the crew verifies each passenger, and anything dangerous on an airline is just as unwelcome on board. Passengers under 18 fly with a guardian.',
  },
  {
    icon: 'crew',
    title: 'Flight crews',
    text: 'Every jet flies with two pilots trained to the operator’s FAA Part 135 standards. Larger cabins add a flight attendant. Their names are on your itinerary before you fly.',
  },
  {
    icon: 'luggage',
    title: 'Luggage',
    text: 'Soft-sided bags pack best. Each category lists how many bags it carries; golf clubs and skis fit only in limited numbers on turboprops, light and midsize jets, so tell us about them when you book.',
  },
  {
    icon: 'snowflake',
    title: 'De-icing',
    text: 'In freezing weather the aircraft must be de-iced before take-off. It takes about 10 to 30 minutes per application, and because the fluid needed depends on the day, it is billed at cost after the trip.',
  },
  {
    icon: 'shield',
    title: 'Safety ratings',
    text: 'We only fly with operators rated ARGUS Gold or better, Wyvern Wingman, or IS-BAO Stage 2 or better: independent audits on top of the FAA certificate.',
    link: { to: '/safety-ratings', label: 'How the ratings work' },
  },
  {
    icon: 'route',
    title: 'Empty legs',
    text: 'When an aircraft flies empty to pick up its next passengers, that leg can be sold for up to 75% less. Dates and times are set by the trip it serves, so empty legs reward flexible travellers.',
    link: { to: '/empty-legs', label: 'See the empty legs for sale' },
  },
  {
    icon: 'wifi',
    title: 'Wi-Fi',
    text: 'Many aircraft have Wi-Fi, from e-mail-speed connections on smaller jets to streaming on large cabins. The Jet Info of each result says what to expect, and the concierge can request a connected aircraft.',
  },
];

export function Component() {
  const site = useSite();
  return (
    <article className="page content-page">
      <PageHead
        title={`Why Fly Private | ${site.brandName}`}
        description={
          'Flying private trades the terminal for a lounge and the timetable for your own. Here is what the day looks like, from the curb to the cabin.'
        }
      />
      <header className="page-hero content-hero">
        <div className="container">
          <span className="eyebrow">Why fly private</span>
          <h1>Your schedule, your airport, your aircraft</h1>
          <p className="lead">
            Flying private trades the terminal for a lounge and the timetable for your own. Here is what the day looks
            like, from the curb to the cabin.
          </p>
          <div className="button-row">
            <Link className="button button--primary" to="/jet-info">
              View Aircraft
            </Link>
          </div>
        </div>
      </header>

      <section className="section" aria-labelledby="why-topics">
        <div className="container">
          <div className="section__intro">
            <span className="eyebrow">Good to know</span>
            <h2 id="why-topics">What to expect on the day</h2>
          </div>
          <ul className="grid card-list">
            {topics.map((topic) => (
              <li key={topic.title} className="card icon-card">
                <Icon name={topic.icon} />
                <h3>{topic.title}</h3>
                <p>{topic.text}</p>
                {topic.link && (
                  <p className="icon-card__more">
                    <Link to={topic.link.to}>{topic.link.label}</Link>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="why-next">
        <div className="container">
          <div className="cta-band">
            <div>
              <h2 id="why-next">Which aircraft is right for you?</h2>
              <p>Five categories, from nimble turboprops to ocean-crossing large jets.</p>
            </div>
            <Link className="button button--primary" to="/jet-info">
              View Aircraft
            </Link>
          </div>
        </div>
      </section>
    </article>
  );
}
