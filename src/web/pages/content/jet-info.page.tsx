import { Link } from 'react-router';
import { CATEGORIES_BY_DISPLAY_ORDER, formatRange, type AircraftCategory } from '../../../core/aircraft-categories';
import { useSite } from '../../shell/root-data';
import { Icon, type IconName } from './content-icons';
import './content.css';
import './jet-info.css';
import { PageHead } from '../../ui/page-head';

const IMAGE: Record<AircraftCategory, string> = {
  TURBO_PROP: '/images/categories/turbo-prop.svg',
  LIGHT_JET: '/images/categories/light-jet.svg',
  MIDSIZE_JET: '/images/categories/midsize-jet.svg',
  SUPER_MIDSIZE_JET: '/images/categories/super-midsize-jet.svg',
  LARGE_JET: '/images/categories/large-jet.svg',
};

const priceFactors: { title: string; text: string }[] = [
  {
    title: 'Aircraft category',
    text: 'Larger aircraft cost more per hour to fly: a turboprop and a large jet can differ by a factor of three or more.',
  },
  {
    title: 'Flight time',
    text: 'You pay for the time the aircraft flies, from taxi to taxi, including any fuel stop a long leg needs.',
  },
  {
    title: 'Positioning',
    text: 'If the nearest suitable aircraft is based elsewhere, its flight to you and back home is part of the trip. One-way trips often carry the return.',
  },
  {
    title: 'Dates and availability',
    text: 'Holidays and big events raise demand and prices. Booking early, or being flexible by a day, can make a real difference.',
  },
  {
    title: 'Overnights and fees',
    text: 'Crew overnights on multi-day trips, landing and handling fees, catering, and international permits are included in your price when they apply.',
  },
  {
    title: 'Taxes',
    text: 'US flights carry the 7.5% federal excise tax and a per-passenger segment fee; international trips add arrival and departure taxes. Your price includes them and shows the taxes apart.',
  },
];

const amenities: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'seat',
    title: 'Cabin comfort',
    text: 'Leather club seating on every category; a stand-up cabin from midsize up, and seats that turn into beds on large jets.',
  },
  { icon: 'wifi', title: 'Wi-Fi', text: 'Available on many aircraft; each result’s Jet Info says what is on board.' },
  {
    icon: 'building',
    title: 'Private lavatory',
    text: 'Enclosed lavatories from midsize jets up; some turboprops and light jets have a compact one.',
  },
  {
    icon: 'crew',
    title: 'Flight attendant',
    text: 'Standard on most large jets and available on super midsize aircraft for longer trips.',
  },
  {
    icon: 'paw',
    title: 'Pet-friendly',
    text: 'Many operators welcome pets in the cabin. Switch on the pets option when you search.',
  },
  {
    icon: 'catering',
    title: 'Catering',
    text: 'Snacks and drinks on board, or a full menu ordered by the concierge from a local caterer.',
  },
];

export function Component() {
  const site = useSite();
  return (
    <article className="page content-page jet-info">
      <PageHead
        title={`Jet Info | ${site.brandName}`}
        description={
          'How the five private aircraft categories compare, from turboprops for short regional hops to large jets that cross oceans: what moves the price and what is on board.'
        }
      />
      <header className="page-hero">
        <div className="container">
          <span className="eyebrow">Jet info</span>
          <h1>Know your aircraft before you book</h1>
          <p className="lead">
            From turboprops for short regional hops to large jets that cross oceans: how the five categories compare,
            what moves the price, and what you will find on board.
          </p>
        </div>
      </header>

      <section className="section" aria-labelledby="jet-categories">
        <div className="container">
          <div className="section__intro">
            <span className="eyebrow">The five categories</span>
            <h2 id="jet-categories">Pick a size, see the details</h2>
          </div>
          <ul className="grid card-list jet-info__categories">
            {CATEGORIES_BY_DISPLAY_ORDER.map((category) => (
              <li key={category.id} className="card jet-info__category">
                <img src={IMAGE[category.id]} alt="" width="640" height="300" />
                <h3>
                  <Link to={`/aircraft?category=${category.id}`} className="jet-info__category-link">
                    {category.displayName}
                  </Link>
                </h3>
                <p className="jet-info__facts">
                  {formatRange(category.rangeNm, 'NM')} · {formatRange(category.passengers)} passengers ·{' '}
                  {formatRange(category.bags)} bags
                </p>
                <p>{category.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--mist" aria-labelledby="jet-price">
        <div className="container">
          <div className="section__intro">
            <span className="eyebrow">Pricing</span>
            <h2 id="jet-price">What affects the price</h2>
            <p className="lead">
              Prices are calculated in real time for your route and dates, and guaranteed once you see them. These are
              the things that move them.
            </p>
          </div>
          <ol className="grid card-list jet-info__factors">
            {priceFactors.map((factor) => (
              <li key={factor.title} className="card">
                <h3>{factor.title}</h3>
                <p>{factor.text}</p>
              </li>
            ))}
          </ol>
          <p className="fine-print jet-info__note">
            De-icing, when the weather calls for it, is the one cost we cannot know in advance: it is billed at cost
            after the trip.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="jet-amenities">
        <div className="container">
          <div className="section__intro">
            <span className="eyebrow">On board</span>
            <h2 id="jet-amenities">Amenities</h2>
          </div>
          <ul className="grid card-list">
            {amenities.map((amenity) => (
              <li key={amenity.title} className="card icon-card">
                <Icon name={amenity.icon} />
                <h3>{amenity.title}</h3>
                <p>{amenity.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </article>
  );
}
