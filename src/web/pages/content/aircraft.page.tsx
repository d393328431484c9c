import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  AIRCRAFT_CATEGORIES,
  CATEGORIES_BY_DISPLAY_ORDER,
  CATEGORY_PROFILES,
  formatRange,
  type AircraftCategory,
} from '../../../core/aircraft-categories';
import { useSite } from '../../shell/root-data';
import { TabPanel, Tabs, useTabsId } from '../../ui/tabs';
import './content.css';
import './aircraft.css';
import { PageHead } from '../../ui/page-head';

const DEFAULT_CATEGORY: AircraftCategory = 'MIDSIZE_JET';

/** The illustration of each category, under public/images/categories/. */
const IMAGE: Record<AircraftCategory, string> = {
  TURBO_PROP: '/images/categories/turbo-prop.svg',
  LIGHT_JET: '/images/categories/light-jet.svg',
  MIDSIZE_JET: '/images/categories/midsize-jet.svg',
  SUPER_MIDSIZE_JET: '/images/categories/super-midsize-jet.svg',
  LARGE_JET: '/images/categories/large-jet.svg',
};

function categoryFrom(value: string | null): AircraftCategory {
  return AIRCRAFT_CATEGORIES.find((category) => category === value) ?? DEFAULT_CATEGORY;
}

export function Component() {
  const site = useSite();
  const idBase = useTabsId();
  const [searchParams] = useSearchParams();
  const fromUrl = categoryFrom(searchParams.get('category'));
  const [selected, setSelected] = useState(fromUrl);
  // A link to another tab while on this page (/aircraft?category=...) changes the URL the
  // router knows: follow it.
  const [urlSeen, setUrlSeen] = useState(fromUrl);
  if (urlSeen !== fromUrl) {
    setUrlSeen(fromUrl);
    setSelected(fromUrl);
  }

  const select = (category: AircraftCategory) => {
    setSelected(category);
    // The address reflects the tab so it can be shared, without a router navigation: that
    // would refetch the root data on every tab change for nothing.
    const url = new URL(window.location.href);
    url.searchParams.set('category', category);
    window.history.replaceState(window.history.state, '', url);
  };

  const profile = CATEGORY_PROFILES[selected];
  return (
    <article className="page content-page aircraft">
      <PageHead
        title={`Aircraft | ${site.brandName}`}
        description={`Compare turboprops and light, midsize, super-midsize and large jets by range, seats and luggage room, then see guaranteed prices for your route on ${site.brandName}.`}
      />
      <header className="page-hero">
        <div className="container">
          <span className="eyebrow">The fleet</span>
          <h1>Find the right aircraft for the trip</h1>
          <p className="lead">
            Five categories, more than 5,000 vetted aircraft. Compare range, seats and luggage room, then search your
            route to see guaranteed prices for each.
          </p>
        </div>
      </header>

      <section className="section" aria-label="Aircraft categories">
        <div className="container">
          <Tabs
            items={CATEGORIES_BY_DISPLAY_ORDER.map((category) => ({ key: category.id, label: category.label }))}
            selected={selected}
            onSelect={select}
            label="Aircraft categories"
            idBase={idBase}
          />
          <TabPanel idBase={idBase} selected={selected}>
            <div className="aircraft__overview">
              <img
                className="aircraft__image"
                src={IMAGE[selected]}
                alt={`Side view of a ${profile.displayName.toLowerCase()}`}
                width="640"
                height="300"
              />
              <div>
                <h2>{profile.displayName}</h2>
                <dl className="aircraft__specs">
                  <div>
                    <dt>Range</dt>
                    <dd>{formatRange(profile.rangeNm, 'NM')}</dd>
                  </div>
                  <div>
                    <dt>Passengers</dt>
                    <dd>{formatRange(profile.passengers)}</dd>
                  </div>
                  <div>
                    <dt>Luggage</dt>
                    <dd>{formatRange(profile.bags)} bags</dd>
                  </div>
                </dl>
                <p>{profile.description}</p>
              </div>
            </div>

            <h3 className="aircraft__makers-title">Manufacturers and models</h3>
            <ul className="grid card-list aircraft__makers">
              {profile.manufacturers.map((maker) => (
                <li key={maker.name} className="card">
                  <h4>{maker.name}</h4>
                  <ul className="aircraft__models">
                    {maker.models.map((model) => (
                      <li key={model}>{model}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </TabPanel>

          <p className="fine-print aircraft__disclaimer">
            Ranges, seats and luggage are typical for the category; the exact figures depend on the model, the payload,
            the weather and the airports. Models shown are examples and are subject to availability. Need a particular
            aircraft? <Link to="/concierge">Ask our Flight Concierge Team</Link>.
          </p>
        </div>
      </section>
    </article>
  );
}
