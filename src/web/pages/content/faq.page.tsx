import { beforeFlightGroups } from './faq-before-flight';
import type { FaqGroup } from './faq-questions';
import { tripAndAccountGroups } from './faq-trip-and-account';
import { useSite } from '../../shell/root-data';
import { telHref } from '../../site';
import './faq.css';
import { PageHead } from '../../ui/page-head';

/**
 * The FAQ: questions grouped by subject, each answer in a native <details> disclosure so it is
 * in the first HTML, readable without JavaScript and announced as expandable by screen readers.
 * The questions and answers are in faq-before-flight.tsx and faq-trip-and-account.tsx.
 */
export function Component() {
  const { brandName: brand, conciergeEmail, conciergePhone } = useSite();
  const email = <a href={`mailto:${conciergeEmail}`}>{conciergeEmail}</a>;
  const phone = <a href={telHref(conciergePhone)}>{conciergePhone}</a>;

  const groups: FaqGroup[] = [
    ...beforeFlightGroups({ brand, email, phone }),
    ...tripAndAccountGroups({ brand, email, phone }),
  ];

  return (
    <article className="page faq">
      <PageHead
        title={`Frequently Asked Questions | ${brand}`}
        description={`Answers about booking, paying for and flying a private jet with ${brand}: prices, payment, rewards, passengers, luggage, changes and refunds. Our concierge is here 24/7.`}
      />
      <header className="page-hero">
        <div className="container">
          <span className="eyebrow">FAQ</span>
          <h1>Frequently Asked Questions</h1>
          <p className="lead">
            Everything about booking, paying for and flying a private jet with {brand}. Can’t find your answer? Our
            concierge is here 24/7 at {email} or {phone}.
          </p>
        </div>
      </header>
      <div className="container faq__layout">
        <nav className="faq__groups" aria-labelledby="faq-groups-title">
          <h2 id="faq-groups-title" className="faq__groups-title">
            Topics
          </h2>
          <ul>
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="faq__list">
          {groups.map((group) => (
            <section key={group.id} id={group.id} className="faq__group" aria-labelledby={`${group.id}-title`}>
              <h2 id={`${group.id}-title`}>{group.title}</h2>
              {group.questions.map((q) => (
                <details key={q.id} id={q.id} className="faq__item">
                  <summary>{q.question}</summary>
                  <div className="faq__answer">{q.answer}</div>
                </details>
              ))}
            </section>
          ))}
          <aside className="faq__contact" aria-labelledby="faq-contact-title">
            <h2 id="faq-contact-title">Still have a question?</h2>
            <p>
              Our Flight Concierge Team answers 24 hours a day, 7 days a week, at {email} and {phone}.
            </p>
            <p className="button-row">
              <a className="button button--primary" href={`mailto:${conciergeEmail}`}>
                E-mail the concierge
              </a>
              <a className="button button--ghost" href={telHref(conciergePhone)}>
                Call the concierge
              </a>
            </p>
          </aside>
        </div>
      </div>
    </article>
  );
}
