import { Link } from 'react-router';
import { useSite } from '../../shell/root-data';
import { Icon, type IconName } from './content-icons';
import './content.css';
import './general-template.css';
import { PageHead } from '../../ui/page-head';

const LOREM =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.';
const LOREM_SHORT =
  'Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur.';

const cards: { icon: IconName; title: string }[] = [
  { icon: 'plane', title: 'Lorem ipsum' },
  { icon: 'clock', title: 'Dolor sit amet' },
  { icon: 'shield', title: 'Consectetur' },
];

/**
 * The placeholder template pages (spec 001: "a lorem ipsum page, a generic section page"):
 * every generic section layout of the content pages, in a dark or a light variant, for
 * designers and editors to start a new page from.
 */
export function GeneralTemplate({ variant }: { variant: 'dark' | 'light' }) {
  const site = useSite();
  const name = variant === 'dark' ? 'General Template Dark' : 'General Template Light';
  const dark = variant === 'dark';
  return (
    <article className={`page content-page template template--${variant}`}>
      <PageHead
        title={`${name} | ${site.brandName}`}
        description={`A sample page showing the ${variant} layout of ${site.brandName}'s content pages, with placeholder text.`}
      />
      <header className={`page-hero content-hero${dark ? '' : ' page-hero--light'}`}>
        <div className="container">
          <span className="eyebrow">{name}</span>
          <h1>Lorem ipsum dolor sit amet</h1>
          <p className="lead">{LOREM}</p>
          <div className="button-row">
            <Link className="button button--primary" to="/concierge">
              Primary action
            </Link>
            <Link className="button button--ghost" to="/how_it_works">
              Secondary action
            </Link>
          </div>
        </div>
      </header>

      <section className={`section${dark ? ' section--dark' : ''}`} aria-labelledby="template-prose">
        <div className="container">
          <div className="prose">
            <span className="eyebrow">Text section</span>
            <h2 id="template-prose">Sed ut perspiciatis unde omnis</h2>
            <p>{LOREM}</p>
            <p>{LOREM_SHORT}</p>
            <ul className="checklist">
              <li>Excepteur sint occaecat cupidatat non proident</li>
              <li>Sunt in culpa qui officia deserunt mollit</li>
              <li>Anim id est laborum et dolorum fuga</li>
            </ul>
          </div>
        </div>
      </section>

      <section
        className={`section ${dark ? 'section--dark template__band' : 'section--mist'}`}
        aria-labelledby="template-cards"
      >
        <div className="container">
          <div className="section__intro">
            <span className="eyebrow">Card section</span>
            <h2 id="template-cards">Nemo enim ipsam voluptatem</h2>
            <p className="lead">{LOREM_SHORT}</p>
          </div>
          <ul className="grid card-list">
            {cards.map((card) => (
              <li key={card.title} className="card icon-card">
                <Icon name={card.icon} />
                <h3>{card.title}</h3>
                <p>{LOREM_SHORT}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`section${dark ? ' section--dark' : ''}`} aria-labelledby="template-split">
        <div className="container split">
          <div>
            <span className="eyebrow">Two-column section</span>
            <h2 id="template-split">Quis autem vel eum iure</h2>
            <p>{LOREM}</p>
          </div>
          <dl className="figures">
            <div>
              <dt>24/7</dt>
              <dd>Lorem ipsum</dd>
            </div>
            <div>
              <dt>5,000+</dt>
              <dd>Dolor sit amet</dd>
            </div>
            <div>
              <dt>1%</dt>
              <dd>Consectetur</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className={`section${dark ? ' section--dark' : ''}`} aria-labelledby="template-cta">
        <div className="container">
          <div className="cta-band">
            <div>
              <h2 id="template-cta">Ut enim ad minima veniam</h2>
              <p>{LOREM_SHORT}</p>
            </div>
            <Link className="button button--primary" to="/concierge">
              Call to action
            </Link>
          </div>
        </div>
      </section>
    </article>
  );
}
