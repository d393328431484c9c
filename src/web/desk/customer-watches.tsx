import { CATEGORY_PROFILES } from '../../core/aircraft-categories';
import type { RouteWatch } from '../../core/watches/watch-rules';
import { formatUsd } from '../../core/money';
import { searchLabel } from '../../core/watches/price-watch';
import type { ToldLeg } from '../../../ports/route-watches';
import { money, TableScroll, utc } from './desk-ui';

/** A customer's route watch as the desk lists it. */
export interface DeskWatchRow {
  id: string;
  route: string;
  days: string;
  party: string;
  status: string;
  since: string;
  /** "Empty legs", and the price watched: its search, the share, the prices watched, last priced and last told. */
  watching: string;
}

/** A leg a customer's alert told, as the desk lists it. */
export interface DeskToldRow {
  key: string;
  at: string;
  watch: string;
  leg: string;
  price: number;
}

export function deskWatchRows(
  watches: RouteWatch[],
  told: ToldLeg[],
): { watches: DeskWatchRow[]; told: DeskToldRow[] } {
  const routes = new Map(watches.map((w) => [w.id, `${w.fromLabel} to ${w.toLabel}`]));
  return {
    watches: watches.map((w) => ({
      id: w.id,
      route: routes.get(w.id) ?? w.id,
      days: `${w.firstDay} to ${w.lastDay}`,
      party: `${w.passengers}, ${w.categories.map((c) => CATEGORY_PROFILES[c].displayName).join(', ')}`,
      status: w.status.toLowerCase(),
      since: w.createdAt.toISOString(),
      watching: [
        w.emptyLegs ? 'Empty legs' : '',
        w.price
          ? `Price of ${searchLabel(w.price.search)}, ${CATEGORY_PROFILES[w.price.category].displayName}, at ${w.price.dropPercent}% lower: ${formatUsd(w.price.watchedCents)} watched, ${formatUsd(w.price.pricedCents)} last priced${w.price.toldCents === null ? '' : `, ${formatUsd(w.price.toldCents)} told`}`
          : '',
      ]
        .filter(Boolean)
        .join('; '),
    })),
    told: told.map((t) => ({
      key: `${t.watchId}|${t.leg.id}`,
      at: t.alertedAt.toISOString(),
      watch: routes.get(t.watchId) ?? t.watchId,
      leg: `${t.leg.from.code} to ${t.leg.to.code}, ${t.leg.earliest.slice(0, 16)}`,
      price: t.leg.totalCents,
    })),
  };
}

/** The desk's view of a customer's route watches (issue 27) and the legs their alerts told. */
export function CustomerWatches({ watches, told }: { watches: DeskWatchRow[]; told: DeskToldRow[] }) {
  return (
    <section className="desk-card" aria-labelledby="desk-watches-title">
      <h2 id="desk-watches-title">Route watches</h2>
      {watches.length === 0 ? (
        <p>No route watches.</p>
      ) : (
        <TableScroll labelledBy="desk-watches-title">
          <table className="desk-table">
            <caption className="visually-hidden">Route watches</caption>
            <thead>
              <tr>
                <th scope="col">Route</th>
                <th scope="col">Days</th>
                <th scope="col">Party and aircraft</th>
                <th scope="col">Watching</th>
                <th scope="col">Status</th>
                <th scope="col">Since</th>
              </tr>
            </thead>
            <tbody>
              {watches.map((w) => (
                <tr key={w.id}>
                  <td>{w.route}</td>
                  <td>{w.days}</td>
                  <td>{w.party}</td>
                  <td>{w.watching}</td>
                  <td>{w.status}</td>
                  <td>{utc(w.since)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <h3 id="desk-watch-alerts-title">Alerts sent</h3>
      {told.length === 0 ? (
        <p>No alerts sent.</p>
      ) : (
        <TableScroll labelledBy="desk-watch-alerts-title">
          <table className="desk-table">
            <caption className="visually-hidden">Empty legs told in alerts</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Watch</th>
                <th scope="col">Empty leg</th>
                <th scope="col">Price from</th>
              </tr>
            </thead>
            <tbody>
              {told.map((t) => (
                <tr key={t.key}>
                  <td>{utc(t.at)}</td>
                  <td>{t.watch}</td>
                  <td>{t.leg}</td>
                  <td>{money(t.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
