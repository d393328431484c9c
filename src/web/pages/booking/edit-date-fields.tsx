import type { LegView } from '../../../core/quotes/quote-view';

/** "dd-MM-yyyy HH:mm:ss" (a leg's local departure) as the date and time inputs' values. */
export function legInputValues(leg: LegView): { date: string; time: string } {
  const text = leg.departureDateTime;
  return { date: `${text.slice(6, 10)}-${text.slice(3, 5)}-${text.slice(0, 2)}`, time: text.slice(11, 16) };
}

/** The fields of a leg's date change, shared by the results dialog and the /edit-date page. */
export function EditDateFields({
  leg,
  date,
  time,
  minDate,
  error,
}: {
  leg: LegView;
  date: string;
  time: string;
  minDate: string;
  error?: string;
}) {
  return (
    <>
      <input type="hidden" name="leg" value={leg.legOrder} />
      <p>
        {leg.departureAirport.icaoCode} {leg.departureAirport.displayName} to {leg.arrivalAirport.icaoCode}{' '}
        {leg.arrivalAirport.displayName}
      </p>
      <div className="edit-date__fields">
        <label className="field">
          <span>Depart date</span>
          <input name="date" type="date" min={minDate} defaultValue={date} required />
        </label>
        <label className="field">
          <span>Depart time</span>
          <input name="time" type="time" defaultValue={time} required />
        </label>
      </div>
      <p className="book-flight__note">Times are local to the departure airport.</p>
      {error ? (
        <p className="search-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
