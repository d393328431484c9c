import { useSite } from '../../shell/root-data';
import './content.css';
import './about-us.css';
import { PageHead } from '../../ui/page-head';

interface TeamMember {
  name: string;
  title: string;
  email: string;
  /** Slug of the public profile page. */
  profile: string;
  bio: string;
}

const team: TeamMember[] = [
  {
    name: 'Elena Marquez',
    title: 'Co-founder and Chief Executive Officer',
    email: 'elena.marquez@contrail.example',
    profile: 'elena-marquez',
    bio: 'Elena spent twelve years running charter sales for a Part 135 operator in Florida and kept hearing the same question: why does a price take two days? She co-founded the company to answer it in two seconds.',
  },
  {
    name: 'David Okafor',
    title: 'Co-founder and Chief Technology Officer',
    email: 'david.okafor@contrail.example',
    profile: 'david-okafor',
    bio: 'David built pricing and scheduling systems for a regional airline before turning to private aviation. He leads the engine that prices thousands of aircraft in real time, and still reads every bug report.',
  },
  {
    name: 'Captain Sarah Lindqvist',
    title: 'Director of Safety and Operator Standards',
    email: 'sarah.lindqvist@contrail.example',
    profile: 'sarah-lindqvist',
    bio: 'A former Challenger captain with 9,000 hours, Sarah audited operators for an IS-BAO program before joining us. No operator reaches our results without meeting the standards she keeps.',
  },
  {
    name: 'Marcus Bell',
    title: 'Head of the Flight Concierge Team',
    email: 'marcus.bell@contrail.example',
    profile: 'marcus-bell',
    bio: 'Marcus managed guest services at two luxury hotels before he traded lobbies for FBOs. His team answers day and night, and he believes the best trip is the one you never have to think about.',
  },
  {
    name: 'Priya Raman',
    title: 'Chief Financial Officer',
    email: 'priya.raman@contrail.example',
    profile: 'priya-raman',
    bio: 'Priya keeps our prices honest and our payments safe. Before joining us she led finance at a payments company, where she learned that a clear receipt is worth more than a clever one.',
  },
  {
    name: 'Tomás Herrera',
    title: 'Director of Operator Partnerships',
    email: 'tomas.herrera@contrail.example',
    profile: 'tomas-herrera',
    bio: 'Tomás works with the operators who fly for us, from single-aircraft family businesses to national fleets, making sure their aircraft and crews are priced fairly and booked without friction.',
  },
];

function initials(name: string): string {
  return name
    .replace(/^Captain /, '')
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

export function Component() {
  const site = useSite();
  return (
    <article className="page content-page about">
      <PageHead
        title={`About Us | ${site.brandName}`}
        description={`${site.brandName} is a private-jet charter marketplace: vetted aircraft priced in real time, booked in minutes, with a concierge who answers around the clock.`}
      />
      <header className="page-hero">
        <div className="container">
          <span className="eyebrow">About us</span>
          <h1>We make private flying simple and honest</h1>
          <p className="lead">
            {site.brandName} is a private-jet charter marketplace. We price vetted aircraft in real time, let you book
            them in minutes, and stand behind every trip with a concierge who answers around the clock.
          </p>
        </div>
      </header>

      <section className="section" aria-labelledby="about-mission">
        <div className="container split">
          <div>
            <span className="eyebrow">Our mission</span>
            <h2 id="about-mission">A guaranteed price, a safe aircraft, a person who answers</h2>
            <p>
              Chartering a jet used to mean phone calls, quotes that expired overnight and fees that appeared after you
              landed. We think that is backwards. When you search {site.brandName}, you see a guaranteed price for each
              aircraft category, from operators that hold an FAA Part 135 certificate and an independent safety rating.
              Book it, and that is what you pay.
            </p>
            <p>
              There is no membership fee and no pre-paid block of hours. Every flight is carbon neutral, every trip
              earns rewards, and our Flight Concierge Team takes care of the rest: catering, cars, pets, a change of
              plans at two in the morning.
            </p>
          </div>
          <dl className="figures about__figures">
            <div>
              <dt>5,000+</dt>
              <dd>Aircraft vetted</dd>
            </div>
            <div>
              <dt>24/7</dt>
              <dd>Flight Concierge Team</dd>
            </div>
            <div>
              <dt>100%</dt>
              <dd>Carbon-neutral flights</dd>
            </div>
            <div>
              <dt>$0</dt>
              <dd>Membership fees</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="section section--mist" aria-labelledby="about-team">
        <div className="container">
          <div className="section__intro">
            <span className="eyebrow">Our team</span>
            <h2 id="about-team">The people behind your flight</h2>
          </div>
          <ul className="grid card-list about__team">
            {team.map((person) => (
              <li key={person.email} className="card about__person">
                <div className="about__person-head">
                  <span className="about__avatar" aria-hidden="true">
                    {initials(person.name)}
                  </span>
                  <div>
                    <h3>{person.name}</h3>
                    <p className="about__title">{person.title}</p>
                  </div>
                </div>
                <p>{person.bio}</p>
                <p className="about__links">
                  <a href={`mailto:${person.email}`}>{person.email}</a>
                  <a
                    href={`https://www.contrail.example/team/${person.profile}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Profile<span className="visually-hidden"> of {person.name} (opens in a new tab)</span>
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </article>
  );
}
