import { Link } from 'react-router';
import { useSite } from '../../shell/root-data';
import { Icon, type IconName } from './content-icons';
import './content.css';
import { PageHead } from '../../ui/page-head';

const commitments: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'users',
    title: 'Hiring widely',
    text: 'We post every role publicly, write job descriptions around the work rather than pedigree, and interview with structured questions and a diverse panel, so that every candidate is measured the same way.',
  },
  {
    icon: 'tag',
    title: 'Paying fairly',
    text: 'Salaries follow published bands for each role and level. Once a year we review pay across gender and ethnicity and correct any gap we find, and we report the result to the whole company.',
  },
  {
    icon: 'crew',
    title: 'Opening the flight deck',
    text: 'Fewer than one in ten commercial pilots is a woman, and far fewer are people of colour. We fund flight-training scholarships and ask our operator partners about the make-up of their crews.',
  },
  {
    icon: 'heart',
    title: 'Serving every traveller',
    text: 'Our concierge arranges wheelchair access, service animals, dietary needs and gender-neutral facilities without a second question, and our site is built to meet the WCAG accessibility guidelines.',
  },
  {
    icon: 'globe',
    title: 'Choosing partners with care',
    text: 'We favour caterers, ground-transportation firms and suppliers that share these values, including small and minority-owned businesses near the airports we fly from.',
  },
  {
    icon: 'shield',
    title: 'Speaking up, safely',
    text: 'Anyone on our team or at a partner can report discrimination or harassment confidentially. Every report is investigated, and no one is penalised for raising a concern in good faith.',
  },
];

export function Component() {
  const site = useSite();
  return (
    <article className="page content-page">
      <PageHead
        title={`Diversity and Inclusion | ${site.brandName}`}
        description={`Private aviation should welcome everyone. How ${site.brandName} works to look like the people we serve, and to treat every traveller, employee and partner with the same respect.`}
      />
      <header className="page-hero">
        <div className="container">
          <span className="eyebrow">Diversity and inclusion</span>
          <h1>Private aviation should welcome everyone</h1>
          <p className="lead">
            Our industry has long looked the same from the cockpit to the boardroom. We want {site.brandName} to look
            like the people we serve, and to treat every traveller, employee and partner with the same respect.
          </p>
        </div>
      </header>

      <section className="section" aria-labelledby="di-statement">
        <div className="container">
          <div className="prose">
            <span className="eyebrow">Our statement</span>
            <h2 id="di-statement">What we believe</h2>
            <p>
              {site.brandName} does not discriminate on the basis of race, colour, ethnicity, national origin, religion,
              sex, gender identity or expression, sexual orientation, age, disability, veteran status or any other
              characteristic protected by law. That applies to whom we hire and promote, whom we fly, and whom we work
              with.
            </p>
            <p>
              Not discriminating is the floor, not the goal. Teams with different backgrounds make better decisions,
              catch more mistakes and build products that work for more people. A safety culture depends on every voice
              being heard, whoever it belongs to. So we set ourselves concrete commitments and measure them.
            </p>
          </div>
        </div>
      </section>

      <section className="section section--mist" aria-labelledby="di-commitments">
        <div className="container">
          <div className="section__intro">
            <span className="eyebrow">Our commitments</span>
            <h2 id="di-commitments">What we do about it</h2>
          </div>
          <ul className="grid card-list">
            {commitments.map((item) => (
              <li key={item.title} className="card icon-card">
                <Icon name={item.icon} />
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="di-contact">
        <div className="container">
          <div className="cta-band">
            <div>
              <h2 id="di-contact">Tell us how we are doing</h2>
              <p>
                Ideas, concerns or a travel need we did not anticipate: write to us at{' '}
                <a className="di__mail" href={`mailto:${site.conciergeEmail}`}>
                  {site.conciergeEmail}
                </a>{' '}
                and it reaches a person who will act on it.
              </p>
            </div>
            <Link className="button button--primary" to="/about_us">
              Meet the team
            </Link>
          </div>
        </div>
      </section>
    </article>
  );
}
