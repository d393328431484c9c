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
export function watchAlert(f: MessageFacts<'watch-alert'>, ctx: ComposeContext): ComposedMessage {
  const [first] = f.legs;
  const route = `${f.route.from} to ${f.route.to}`;
  const one = f.legs.length === 1 && first;
  const unsubscribe = link(ctx, f.unsubscribePath);
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
    notes: [
      `You get at most one alert a day for this watch. Stop these alerts: ${unsubscribe}`,
      `Manage your watches: ${link(ctx, f.managePath)}`,
    ],
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
