import type { ReactNode } from 'react';
import { useSite } from '../../shell/root-data';
import './legal.css';
import { PageHead } from '../../ui/page-head';

export interface LegalSection {
  /** The in-page anchor (some are fixed by the spec, e.g. CANCELLATION-AND-REFUND-POLICY). */
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * The frame shared by the three legal pages: a hero with the title and the date of the text,
 * an ordered table of contents linking to each numbered section, then the sections. The
 * numbering comes from the order of `sections`, so the contents and the headings agree.
 */
export function LegalDocument(props: {
  title: string;
  /** What the document covers, for search engines and link previews. */
  description: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const { brandName } = useSite();
  return (
    <article className="page legal">
      <PageHead title={`${props.title} | ${brandName}`} description={props.description} />
      <header className="page-hero">
        <div className="container">
          <span className="eyebrow">Legal</span>
          <h1>{props.title}</h1>
          <p className="lead">Last updated {props.updated}</p>
        </div>
      </header>
      <div className="container legal__layout">
        <nav className="legal__toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="legal__toc-title">
            Contents
          </h2>
          <ol>
            {props.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose legal__body">
          <div className="legal__intro">{props.intro}</div>
          {props.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="legal__section"
              data-section={index + 1}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                <span className="legal__number">{index + 1}.</span> {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
