import { DateTime } from 'luxon';
import type { ComposedMessage } from './layout';
import type { MessageFacts } from './message-kinds';
import { hello, link, money, type ComposeContext } from './compose-parts';

/** "Tue, Dec 8, 10:00 AM" from a leg's first departure on its airport's clock. */
export const legDeparture = (earliest: string) => {
  const at = DateTime.fromFormat(earliest, 'dd-MM-yyyy HH:mm:ss');
  return at.isValid ? at.toFormat('ccc, LLL d, h:mm a') : earliest;
};

/**
 * Empty legs on a watched route (issue 27): one leg, or the day's digest of several, each with
 * its first departure, aircraft and price for the party, a link to the legs of the route, and
 * the one-click unsubscribe of RFC 8058 (List-Unsubscribe and List-Unsubscribe-Post: a mail
 * program posts to it and the watch is paused, no sign-in).
 */
/** The one-click unsubscribe of RFC 8058, and the notes every watch alert ends with. */
function watchFooter(ctx: ComposeContext, unsubscribePath: string, managePath: string) {
  const unsubscribe = link(ctx, unsubscribePath);
  return {
    notes: [
      `You get at most one alert a day for this watch. Stop these alerts: ${unsubscribe}`,
      `Manage your watches: ${link(ctx, managePath)}`,
    ],
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function watchAlert(f: MessageFacts<'watch-alert'>, ctx: ComposeContext): ComposedMessage {
  const [first] = f.legs;
  const route = `${f.route.from} to ${f.route.to}`;
  const one = f.legs.length === 1 && first;
  return {
    subject: one
      ? `Empty leg ${first.from.code} to ${first.to.code}, ${legDeparture(first.earliest)}, from ${money(first.totalCents)}`
      : `${f.legs.length} empty legs on your watched route ${route}`,
    heading: one ? 'An empty leg on your watched route' : 'Empty legs on your watched route',
    paragraphs: [
      hello(ctx),
      `${one ? 'An empty leg has' : `${f.legs.length} empty legs have`} appeared on your watched route, ${route}. Empty legs are sold once: the first to book one flies it.`,
    ],
    sections: f.legs.map((leg) => ({
      title: `${leg.from.name} (${leg.from.code}) to ${leg.to.name} (${leg.to.code})`,
      rows: [
        { label: 'First departure', value: legDeparture(leg.earliest) },
        { label: 'Aircraft', value: `${leg.categoryName}, ${leg.seats} seats` },
        { label: 'Price', value: `from ${money(leg.totalCents)}` },
      ],
    })),
    actions: [{ label: one ? 'See this empty leg' : 'See these empty legs', url: link(ctx, f.legsPath) }],
    ...watchFooter(ctx, f.unsubscribePath, f.managePath),
  };
}

/**
 * The guaranteed price of a watched search fell by the watch's share (docs/decisions/048): the
 * price then and now, and a link that runs the search again, bookable at the price it finds.
 */
export function priceAlert(f: MessageFacts<'price-alert'>, ctx: ComposeContext): ComposedMessage {
  const party = `${f.passengers} ${f.passengers === 1 ? 'passenger' : 'passengers'}`;
  return {
    subject: `Price down ${f.dropPercent}%: ${f.trip}, ${f.categoryName}, now ${money(f.nowCents)}`,
    heading: 'The price of your watched trip fell',
    paragraphs: [
      hello(ctx),
      `The guaranteed price of your watched trip, ${f.trip}, in a ${f.categoryName} for ${party}, is now ${money(f.nowCents)}: ${f.dropPercent}% below the ${money(f.watchedCents)} it was when you watched it. Prices follow the aircraft's other flying and can rise again.`,
    ],
    sections: [
      {
        title: f.trip,
        rows: [
          { label: 'Aircraft', value: f.categoryName },
          { label: 'Passengers', value: String(f.passengers) },
          { label: 'Price when watched', value: money(f.watchedCents) },
          { label: 'Price now', value: money(f.nowCents) },
        ],
      },
    ],
    actions: [{ label: 'Book at this price', url: link(ctx, f.bookPath) }],
    ...watchFooter(ctx, f.unsubscribePath, f.managePath),
  };
}
