import { Link } from 'react-router';
import { useSite } from '../../shell/root-data';
import { Icon } from './content-icons';
import './content.css';
import './safety-ratings.css';
import { PageHead } from '../../ui/page-head';

interface Level {
  name: string;
  meaning: string;
  /** Holding this level is enough for Contrail to price the operator. */
  qualifies: boolean;
}

interface Rating {
  id: string;
  name: string;
  summary: string;
  levels: Level[];
}

const ratings: Rating[] = [
  {
    id: 'argus',
    name: 'ARGUS',
    summary:
      'ARGUS rates charter operators on their history, their aircraft and their pilots, and at the higher levels sends auditors on site.',
    levels: [
      {
        name: 'Gold',
        meaning:
          'The operator has held its certificate for at least a year, flies turbine aircraft, has a clean safety history, and its pilots pass background checks.',
        qualifies: true,
      },
      {
        name: 'Gold Plus',
        meaning: 'Everything in Gold, plus an on-site audit with no safety-of-flight findings.',
        qualifies: true,
      },
      {
        name: 'Platinum',
        meaning:
          'An on-site audit with zero findings, a working safety management system and an emergency response plan: the highest ARGUS rating.',
        qualifies: true,
      },
    ],
  },
  {
    id: 'wyvern',
    name: 'Wyvern',
    summary: 'Wyvern collects operator safety data and audits operators against its own Wingman standard.',
    levels: [
      {
        name: 'Registered',
        meaning:
          'The operator has submitted its data to Wyvern, but no on-site audit has taken place. Useful, not sufficient.',
        qualifies: false,
      },
      {
        name: 'Wingman',
        meaning:
          'The operator passed an on-site audit against the Wingman standard and keeps sending safety data to stay certified.',
        qualifies: true,
      },
    ],
  },
  {
    id: 'is-bao',
    name: 'IS-BAO',
    summary:
      'The International Standard for Business Aircraft Operations measures how mature an operator’s safety management system is, in three stages.',
    levels: [
      {
        name: 'Stage 1',
        meaning: 'A safety management system is documented and in place.',
        qualifies: false,
      },
      {
        name: 'Stage 2',
        meaning: 'The safety management system is working: risks are managed day to day, not only on paper.',
        qualifies: true,
      },
      {
        name: 'Stage 3',
        meaning: 'Safety management is embedded in the operator’s culture, at every level of the company.',
        qualifies: true,
      },
    ],
  },
];

export function Component() {
  const site = useSite();
  return (
    <article className="page content-page safety">
      <PageHead
        title={`Safety Ratings | ${site.brandName}`}
        description={`Every operator ${site.brandName} offers holds an FAA Part 135 certificate and an independent safety rating from ARGUS, Wyvern or IS-BAO.`}
      />
      <header className="page-hero">
        <div className="container">
          <span className="eyebrow">Safety ratings</span>
          <h1>Independent audits, not promises</h1>
          <p className="lead">
            Every operator we work with holds an FAA Part 135 certificate. That is the legal minimum, and we ask for
            more: an independent safety rating from ARGUS, Wyvern or IS-BAO.
          </p>
        </div>
      </header>

      <section className="section" aria-labelledby="safety-requirement">
        <div className="container">
          <div className="safety__requirement card">
            <Icon name="shield" />
            <div>
              <h2 id="safety-requirement">What {site.brandName} requires</h2>
              <p>
                We only price operators that hold at least one of these ratings. An operator that does not qualify never
                appears in your results, whatever its price.
              </p>
              <ul className="checklist">
                <li>ARGUS Gold or better (Gold, Gold Plus or Platinum)</li>
                <li>Wyvern Wingman</li>
                <li>IS-BAO Stage 2 or better (Stage 2 or Stage 3)</li>
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section className="section section--mist" aria-labelledby="safety-meaning">
        <div className="container">
          <div className="section__intro">
            <span className="eyebrow">The ratings explained</span>
            <h2 id="safety-meaning">What each rating means</h2>
          </div>
          <div className="grid safety__ratings">
            {ratings.map((rating) => (
              <section key={rating.id} className="card" aria-labelledby={`rating-${rating.id}`}>
                <h3 id={`rating-${rating.id}`}>{rating.name}</h3>
                <p>{rating.summary}</p>
                <dl className="safety__levels">
                  {rating.levels.map((level) => (
                    <div key={level.name} className={level.qualifies ? 'safety__level--ok' : undefined}>
                      <dt>
                        {`${rating.name} ${level.name}`}
                        <span className={`safety__badge${level.qualifies ? ' safety__badge--ok' : ''}`}>
                          {level.qualifies ? 'Qualifies' : 'Not enough on its own'}
                        </span>
                      </dt>
                      <dd>{level.meaning}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
          <p className="fine-print safety__note">
            Questions about the operator on your trip? Your itinerary names it before you fly, and our{' '}
            <Link to="/concierge">Flight Concierge Team</Link> can tell you which ratings it holds.
          </p>
        </div>
      </section>
    </article>
  );
}
