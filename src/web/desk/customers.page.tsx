import { Form, Link, useLoaderData } from 'react-router';
import type { DeskCustomersData } from './customers.server';
import { DeskPageError, TableScroll, utc } from './desk-ui';

export { DeskPageError as ErrorBoundary };

/** Find a customer by e-mail or name, to see their trips, wallet and rewards. */
export function Component() {
  const { text, message, customers } = useLoaderData() as DeskCustomersData;
  return (
    <section className="desk-page" aria-labelledby="desk-customers-title">
      <title>Customers · Support desk</title>
      <h1 id="desk-customers-title">Customers</h1>
      <Form method="get" className="desk-inline-form desk-card" role="search" aria-label="Search customers">
        <div className="field">
          <label htmlFor="desk-customer-text">E-mail or name</label>
          <input id="desk-customer-text" name="text" defaultValue={text} maxLength={100} autoComplete="off" />
        </div>
        <button type="submit" className="button button--dark">
          Find
        </button>
      </Form>
      <div aria-live="polite">
        {message && <p className="desk-empty">{message}</p>}
        {customers.length > 0 && (
          <TableScroll labelledBy="desk-customers-title">
            <table className="desk-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Customer since</th>
                </tr>
              </thead>
              <tbody>
                {customers.map((c) => (
                  <tr key={c.userId}>
                    <td>
                      <Link to={`/desk/customers/${encodeURIComponent(c.userId)}`}>{c.name || c.email}</Link>
                    </td>
                    <td>{c.email}</td>
                    <td>{c.phone || '—'}</td>
                    <td>{utc(c.since)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </div>
    </section>
  );
}
