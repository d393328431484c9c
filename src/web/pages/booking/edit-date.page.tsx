import { useEffect } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import './booking.css';
import { useSite } from '../../shell/root-data';
import { useToast } from '../../shell/toasts';
import { EditDateFields } from './edit-date-fields';
import type { EditDateActionData, EditDateData } from './edit-date.server';

/** /edit-date?leg=n: change one leg's date and time, then search again. */
export function Component() {
  const { legs, legOrder, date, time, minDate } = useLoaderData() as EditDateData;
  const result = useActionData() as EditDateActionData | undefined;
  const site = useSite();
  const toast = useToast();
  const busy = useNavigation().state !== 'idle';
  const leg = legs.find((l) => l.legOrder === legOrder) ?? legs[0];

  useEffect(() => {
    if (result?.formError) toast.show(result.formError, 'error');
  }, [result, toast]);

  if (!leg) return null;
  return (
    <article className="page container edit-date">
      <title>{`Edit Date | ${site.brandName}`}</title>
      <h1>Edit Date</h1>
      <p className="lead">
        Step {leg.legOrder} of {legs.length}
      </p>
      <Form method="post" className="card search-form">
        <EditDateFields leg={leg} date={date} time={time} minDate={minDate} error={result?.formError} />
        <div className="button-row">
          <Link to="/book-flight" className="button button--ghost">
            Back
          </Link>
          <button type="submit" className="button button--primary" disabled={busy}>
            Change Date
          </button>
        </div>
      </Form>
    </article>
  );
}
