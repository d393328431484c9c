import { Form, useNavigation } from 'react-router';
import './flexible-date-strip.css';
import { CATEGORY_PROFILES, type AircraftCategory } from '../../../core/aircraft-categories';
import { dollarsToCents, formatUsd } from '../../../core/money';
import type { FlexibleDay } from '../../../core/quotes/quote-view';
import { MONTH_NAMES } from '../../../core/search/leg-calendar';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "2027-03-04" as its weekday and "Mar 4", without a date library (the page's bundle stays small). */
function dayLabel(date: string): { weekday: string; short: string } {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) return { weekday: '', short: date };
  const day = new Date(time);
  return {
    weekday: WEEKDAYS[day.getUTCDay()] ?? '',
    short: `${MONTH_NAMES[day.getUTCMonth()]?.slice(0, 3) ?? ''} ${day.getUTCDate()}`,
  };
}

export type TripShape = 'ROUND_TRIP' | 'ONE_WAY' | 'MULTI_CITY';

const HOW_IT_MOVES: Record<TripShape, string> = {
  ROUND_TRIP: 'Both flights move together, so your stay keeps its length.',
  ONE_WAY: 'Your flight leaves at the same time of day.',
  MULTI_CITY: 'Every leg moves together, keeping its order and spacing.',
};

/**
 * The flexible-dates strip of the results (docs/decisions/038): the searched day and the three
 * days either side, each with its guaranteed price in the category shown. Each other day is a
 * submit button of one plain form, so choosing it works before JavaScript; days the search
 * rules do not allow, or with no aircraft of the category, are shown and not offered.
 */
export function FlexibleDateStrip({
  days,
  category,
  shape,
  error,
}: {
  days: readonly FlexibleDay[] | undefined;
  category: AircraftCategory;
  shape: TripShape;
  error: string | undefined;
}) {
  const navigation = useNavigation();
  const choosing = navigation.formData?.get('intent') === 'date' ? navigation.formData.get('date') : null;
  if (!days || days.length === 0) return null;
  const categoryName = CATEGORY_PROFILES[category].displayName;
  const chosen = typeof choosing === 'string' ? dayLabel(choosing) : null;

  return (
    <section className="flex-dates" aria-labelledby="flex-dates-title" aria-busy={chosen !== null}>
      <h2 id="flex-dates-title" className="flex-dates__title">
        Flexible dates
      </h2>
      <p className="flex-dates__note">
        {categoryName} prices if you leave up to 3 days earlier or later. {HOW_IT_MOVES[shape]}
      </p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="date" />
        <input type="hidden" name="category" value={category} />
        <ul className="flex-dates__days">
          {days.map((day) => (
            <li key={day.date}>
              <StripDay day={day} category={category} disabled={chosen !== null} />
            </li>
          ))}
        </ul>
      </Form>
      {chosen ? (
        <p className="flex-dates__note" role="status">
          Searching {chosen.weekday}, {chosen.short}…
        </p>
      ) : null}
      {error ? (
        <p className="book-flight__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function StripDay({ day, category, disabled }: { day: FlexibleDay; category: AircraftCategory; disabled: boolean }) {
  const { weekday, short } = dayLabel(day.date);
  const price = day.prices[category];
  const when = (
    <>
      <span className="flex-dates__weekday">
        {weekday.slice(0, 3)}
        {/* One text, not two: React writes a marker between adjacent texts, seven times a strip. */}
        <span className="visually-hidden">{`${weekday.slice(3)},`}</span>
      </span>{' '}
      <span className="flex-dates__date">{short}</span>
    </>
  );
  if (day.shift === 0) {
    return (
      <span className="flex-dates__day flex-dates__day--current" aria-current="date">
        <span className="visually-hidden">Your date: </span>
        {when} <span className="flex-dates__price">{price === undefined ? 'No aircraft' : usd(price)}</span>
      </span>
    );
  }
  if (!day.available || price === undefined) {
    return (
      <span className="flex-dates__day flex-dates__day--off">
        {when} <span className="flex-dates__price">{day.available ? 'No aircraft' : 'Unavailable'}</span>
      </span>
    );
  }
  return (
    <button type="submit" name="date" value={day.date} className="flex-dates__day" disabled={disabled}>
      <span className="visually-hidden">Leave </span>
      {when} <span className="flex-dates__price">{usd(price)}</span>
    </button>
  );
}

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));
