import { useEffect } from 'react';
import { Form, Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { formatUsd, dollarsToCents } from '../../../core/money';
import { countryName } from '../../../core/passengers/countries';
import { TRAVELLER_TAG_LABELS } from '../../../core/passengers/traveller';
import { WALLET_MINIMUM_BALANCE, WALLET_MINIMUM_INITIAL_DEPOSIT } from '../../../core/ledger/wallet';
import { REWARD_PERCENT, REWARD_SHARE_PER_BOOKING_PERCENT, REWARD_VALIDITY_MONTHS } from '../../../core/ledger/rewards';
import { useSite } from '../../shell/root-data';
import { telHref } from '../../site';
import { TravellerForm } from '../trips/traveller-form';
import { SelectField, UrlDialog } from '../trips/trip-fields';
import type { MyAccountActionData, MyAccountData } from './my-account.server';

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const day = (iso: string) => dateFormat.format(new Date(iso));
const PASSENGERS_PATH = '/my-account?tab=passengers';

type TravellerResult = Extract<
  MyAccountActionData,
  { intent: 'traveller-add' | 'traveller-remove' | 'traveller-assign' }
>;

/** The address book (spec 001 section 2): travellers with their tags; add, remove, add to a trip. */
export function PassengersPanel({ data, result }: { data: MyAccountData; result: MyAccountActionData | undefined }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const busy = useNavigation().state === 'submitting';
  const adding = params.get('modal') === 'add';
  const failed = (intent: string) =>
    result && !result.ok && result.intent === intent ? (result as TravellerResult) : undefined;
  const addFailure = failed('traveller-add');
  const rowFailure = failed('traveller-remove') ?? failed('traveller-assign');

  // Added: close the form (the toast says so).
  useEffect(() => {
    if (adding && result?.intent === 'traveller-add' && result.ok)
      void navigate(PASSENGERS_PATH, { replace: true, preventScrollReset: true });
  }, [adding, result, navigate]);

  return (
    <section className="account-section account-section--wide">
      <h2>Passengers</h2>
      <p>Save the people you fly with, then add them to a trip in one step.</p>
      {rowFailure ? (
        <p className="form-error" role="alert">
          {rowFailure.message}
        </p>
      ) : null}
      <Link className="button button--primary" to={`${PASSENGERS_PATH}&modal=add`} preventScrollReset>
        Add passenger
      </Link>
      {data.addressBook.length === 0 ? (
        <p className="account-empty">Your saved passengers will appear here.</p>
      ) : (
        <ul className="address-book">
          {data.addressBook.map((t) => (
            <li key={t.id} className="address-book__entry card">
              <div className="address-book__who">
                <strong>{t.name}</strong>
                {t.tag ? <span className="badge">{TRAVELLER_TAG_LABELS[t.tag]}</span> : null}
              </div>
              <p className="address-book__facts">
                Born {t.dob} · {t.phoneNumber}
                {t.email ? ` · ${t.email}` : ''}
                {t.passportNumber ? ` · Passport ${countryName(t.passportCountry)}` : ''}
              </p>
              <div className="address-book__actions">
                {data.upcomingTrips.length > 0 ? (
                  <Form method="post" className="address-book__assign" preventScrollReset>
                    <input type="hidden" name="intent" value="traveller-assign" />
                    <input type="hidden" name="travellerId" value={t.id} />
                    <SelectField
                      name="bookingId"
                      label={`Trip for ${t.name}`}
                      options={data.upcomingTrips.map((trip) => ({ value: trip.bookingId, label: trip.label }))}
                    />
                    <button className="button button--ghost" type="submit" disabled={busy}>
                      Add to trip
                    </button>
                  </Form>
                ) : null}
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="traveller-remove" />
                  <input type="hidden" name="travellerId" value={t.id} />
                  <button
                    className="button button--link"
                    type="submit"
                    disabled={busy}
                    aria-label={`Remove ${t.name} from your passengers`}
                  >
                    Remove
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      {adding || addFailure ? (
        <UrlDialog title="Add passenger" closeTo={PASSENGERS_PATH}>
          <TravellerForm
            intent="traveller-add"
            submitLabel="Save passenger"
            international={false}
            today={data.today}
            failure={addFailure}
          />
        </UrlDialog>
      ) : null}
    </section>
  );
}

/** Rewards: the balance and its history, ADDED when earned and CAPTURED when used. */
export function RewardsPanel({ data }: { data: MyAccountData }) {
  const { brandName } = useSite();
  const rewards = data.rewards ?? { rewardBalance: 0, transactions: [] };
  return (
    <section className="account-section account-section--wide">
      <h2>{brandName} Rewards</h2>
      <p className="ledger-balance">
        {`Your ${brandName} Rewards balance `}
        <strong>{usd(rewards.rewardBalance)}</strong>
      </p>
      <p>
        {`Every flight paid in full earns ${REWARD_PERCENT}% of its cost back in rewards, usable toward future travel within ${REWARD_VALIDITY_MONTHS} months. Up to ${REWARD_SHARE_PER_BOOKING_PERCENT}% of your rewards may be used on one booking.`}
      </p>
      {rewards.transactions.length === 0 ? (
        <p className="account-empty">No rewards yet: they appear here after your first paid flight.</p>
      ) : (
        <table className="ledger">
          <caption className="visually-hidden">Rewards history</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Booking</th>
              <th scope="col">Status</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {rewards.transactions.map((t) => (
              <tr key={`${t.date}|${t.bookingId}|${t.status}|${t.amount}`}>
                <td>{day(t.date)}</td>
                <td>{t.bookingId.split('-')[0]?.toUpperCase()}</td>
                <td>{t.status}</td>
                <td>{t.status === 'CAPTURED' ? `−${usd(t.amount)}` : usd(t.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The prepaid wallet: its balance, history and rules (spec 001 sections 2 and 9). */
export function WalletPanel({ data }: { data: MyAccountData }) {
  const site = useSite();
  const wallet = data.wallet ?? { walletBalance: 0, transactions: [] };
  const whole = (cents: number) => formatUsd(cents, { wholeDollars: true });
  return (
    <section className="account-section account-section--wide">
      <h2>Wallet</h2>
      <p className="ledger-balance">
        Wallet balance <strong>{usd(wallet.walletBalance)}</strong>
      </p>
      <p>
        Your {site.brandName} wallet is prepaid and set up through our Flight Concierge Team (
        <a href={telHref(site.conciergePhone)}>{site.conciergePhone}</a>,{' '}
        <a href={`mailto:${site.conciergeEmail}`}>{site.conciergeEmail}</a>).{' '}
        {`The minimum initial deposit is ${whole(WALLET_MINIMUM_INITIAL_DEPOSIT)}, and a balance of at least ${whole(WALLET_MINIMUM_BALANCE)} must stay in the wallet at all times.`}
      </p>
      {wallet.transactions.length === 0 ? (
        <p className="account-empty">No wallet activity yet.</p>
      ) : (
        <table className="ledger">
          <caption className="visually-hidden">Wallet history</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col">Status</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {wallet.transactions.map((t) => (
              <tr key={`${t.lastUpdatedDate}|${t.display}|${t.status}|${t.amount}`}>
                <td>{day(t.lastUpdatedDate)}</td>
                <td>{t.display}</td>
                <td>{t.status}</td>
                <td>{t.status === 'PAID' ? `−${usd(t.amount)}` : usd(t.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
