import { Form, Link, useActionData, useLoaderData } from 'react-router';
import type { DeskCustomerActionData, DeskCustomerData } from './customer.server';
import { DeskPageError, money, TableScroll, TripsTable, utc } from './desk-ui';
import { CustomerWatches } from './customer-watches';

export { DeskPageError as ErrorBoundary };

/** A customer's account: profile, trips, wallet (with a wire deposit) and rewards. */
export function Component() {
  const c = useLoaderData() as DeskCustomerData;
  const answer = useActionData() as DeskCustomerActionData | undefined;
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  return (
    <article className="desk-page" aria-labelledby="desk-customer-title">
      <title>{`${c.name || c.email} · Support desk`}</title>
      <p>
        <Link to="/desk/customers">← Customers</Link>
      </p>
      <h1 id="desk-customer-title">{c.name || c.email}</h1>
      {answer && (
        <p
          className={answer.ok ? 'desk-notice' : 'desk-notice desk-notice--error'}
          role={answer.ok ? 'status' : 'alert'}
        >
          {answer.message}
        </p>
      )}
      <div className="desk-grid">
        <section className="desk-card" aria-labelledby="desk-profile-title">
          <h2 id="desk-profile-title">Profile</h2>
          <dl className="desk-facts">
            <dt>E-mail</dt>
            <dd>{c.email}</dd>
            <dt>Phone</dt>
            <dd>{c.phone || '—'}</dd>
            <dt>Customer since</dt>
            <dd>{utc(c.since)}</dd>
            <dt>Signs in with</dt>
            <dd>{c.federated ? 'Apple, Google or Facebook' : 'E-mail and password'}</dd>
          </dl>
          <p>
            <Link to={`/desk/audit?customerId=${encodeURIComponent(c.userId)}`}>Who looked at this account</Link>
          </p>
        </section>
        <section className="desk-card" aria-labelledby="desk-wallet-title">
          <h2 id="desk-wallet-title">Wallet: {money(c.wallet.balanceCents)}</h2>
          <Form method="post" className="desk-inline-form">
            <div className="field">
              <label htmlFor="desk-deposit-amount">Wire deposit (USD)</label>
              <input
                id="desk-deposit-amount"
                name="amount"
                inputMode="decimal"
                required
                aria-invalid={errors.amount ? true : undefined}
                aria-describedby={errors.amount ? 'desk-deposit-amount-error' : 'desk-deposit-hint'}
              />
              {errors.amount ? (
                <span id="desk-deposit-amount-error" className="form-error">
                  {errors.amount}
                </span>
              ) : (
                <span id="desk-deposit-hint" className="desk-sub">
                  A wallet opens with at least $25,000; it must keep $10,000 after any payment.
                </span>
              )}
            </div>
            <div className="field">
              <label htmlFor="desk-deposit-reference">Bank wire reference</label>
              <input
                id="desk-deposit-reference"
                name="reference"
                required
                maxLength={60}
                aria-invalid={errors.reference ? true : undefined}
                aria-describedby={errors.reference ? 'desk-deposit-reference-error' : undefined}
              />
              {errors.reference && (
                <span id="desk-deposit-reference-error" className="form-error">
                  {errors.reference}
                </span>
              )}
            </div>
            <button type="submit" className="button button--dark">
              Credit the wallet
            </button>
          </Form>
          <EntryTable
            caption="Wallet history"
            rows={c.wallet.entries.map((e) => ({
              key: e.key,
              cells: [utc(e.at), e.display, e.status.toLowerCase(), money(e.amountCents)],
            }))}
          />
        </section>
      </div>
      <section className="desk-card" aria-labelledby="desk-trips-title">
        <h2 id="desk-trips-title">Trips</h2>
        <TripsTable trips={c.bookings} labelledBy="desk-trips-title" />
      </section>
      <section className="desk-card" aria-labelledby="desk-rewards-title">
        <h2 id="desk-rewards-title">Rewards: {money(c.rewards.balanceCents)}</h2>
        <EntryTable
          caption="Rewards history"
          rows={c.rewards.entries.map((e) => ({
            key: e.key,
            cells: [utc(e.at), e.bookingId, e.status.toLowerCase(), money(e.amountCents)],
          }))}
        />
      </section>
      <CustomerWatches watches={c.watches} told={c.told} />
    </article>
  );
}

function EntryTable({ caption, rows }: { caption: string; rows: { key: string; cells: string[] }[] }) {
  if (rows.length === 0) return <p>No entries yet.</p>;
  return (
    <TableScroll labelledBy="desk-rewards-title">
      <table className="desk-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col">Kind</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{row.cells[0]}</td>
              <td>{row.cells[1]}</td>
              <td>{row.cells[2]}</td>
              <td>{row.cells[3]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
