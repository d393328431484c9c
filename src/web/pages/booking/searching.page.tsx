import { useEffect, useRef } from 'react';
import { Form, useSubmit } from 'react-router';
import './booking.css';

/**
 * /searching: the interstitial while the search saved before sign-in runs. With scripts the
 * search starts at once; before them a button starts it.
 */
export function Component() {
  const submit = useSubmit();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void submit(null, { method: 'post' });
  }, [submit]);

  return (
    <article className="page container searching">
      <title>Searching</title>
      <h1 className="searching__title" aria-live="polite">
        Searching for your private flight...
      </h1>
      <ul className="checklist">
        <li>
          <strong>Safety Check</strong>: every operator and aircraft is vetted before it is offered.
        </li>
        <li>
          <strong>COVID Cleaned</strong>: aircraft are cleaned and sanitised before every flight.
        </li>
      </ul>
      <noscript>
        <Form method="post">
          <button type="submit" className="button button--primary">
            Show results
          </button>
        </Form>
      </noscript>
    </article>
  );
}
