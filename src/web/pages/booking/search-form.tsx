import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  earliestReturnTime,
  latestReturnTime,
  minReturnDate,
  validateSearch,
  type RouteType,
} from '../../../core/search/search-form';
import { readSearchForm } from '../../../core/search/search-form-data';
import { useToast } from '../../shell/toasts';
import { AirportCombobox } from './airport-combobox';
import type { ConsumerBookingActionData, SearchPrefill } from './consumer-booking.server';
import { browserSessionId } from './session-id';

const noSubscription = () => () => undefined;
const browserSessionIdOrEmpty = () => browserSessionId() ?? '';

const ROUTE_TYPE_LABELS: Record<RouteType, string> = {
  ROUND_TRIP: 'Round Trip',
  ONE_WAY: 'One Way',
  MULTI_CITY: 'Multi City',
};

/**
 * The flight search form (spec 000 sections 4, 5 and 9). A plain POST to the page's action,
 * so it works before JavaScript: airports are ICAO codes and the server checks every rule.
 * With JavaScript the browser checks the same rules (src/core/search) before posting and
 * toasts their message, and the calendars offer only the dates and times those rules allow.
 */
export function SearchForm({
  minDate,
  today,
  prefill,
  result,
}: {
  minDate: string;
  today: string;
  prefill?: SearchPrefill | null;
  result?: ConsumerBookingActionData;
}) {
  const start = prefill?.form;
  const [routeType, setRouteType] = useState<RouteType>(start?.routeType ?? 'ROUND_TRIP');
  // Ids of the legs shown for multi city; the first leg is never removable.
  const startLegs = start?.routeType === 'MULTI_CITY' ? start.legs.length : 2;
  const [legIds, setLegIds] = useState<number[]>(() => Array.from({ length: startLegs }, (_, i) => i));
  const [nextId, setNextId] = useState(startLegs);
  // The first leg's date and time and the return date steer the other calendars.
  const [departDate, setDepartDate] = useState(start?.legs[0]?.date ?? '');
  const [departTime, setDepartTime] = useState(start?.legs[0]?.time ?? '');
  const [returnDate, setReturnDate] = useState(start?.returnDate ?? '');
  const [clientError, setClientError] = useState<string | null>(null);
  // The tab's session id joins the search (spec 000: sessionId from session storage).
  const sessionId = useSyncExternalStore(noSubscription, browserSessionIdOrEmpty, () => '');
  const busy = useNavigation().state === 'submitting';
  const toast = useToast();

  useEffect(() => {
    // Each answer toasts once, even when it repeats the previous message.
    if (result?.formError) toast.show(result.formError, 'error');
  }, [result, toast]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const verdict = validateSearch(readSearchForm(new FormData(event.currentTarget)), today);
    if (verdict.ok) {
      setClientError(null);
      return;
    }
    // Stopped here, the form is not posted (React Router skips a prevented submit).
    event.preventDefault();
    setClientError(verdict.message);
    toast.show(verdict.message, 'error');
  };

  const legs = routeType === 'MULTI_CITY' ? legIds : [0];
  const airport = (code: string | undefined) =>
    code ? { icaoCode: code, label: prefill?.airportLabels[code] } : undefined;
  const sameDayReturn = returnDate !== '' && returnDate === departDate;
  const formError = clientError ?? result?.formError;
  return (
    <Form method="post" className="search-form card" aria-label="Search flights" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="sessionId" value={sessionId} />
      <fieldset className="search-form__types">
        <legend className="visually-hidden">Trip type</legend>
        {(Object.keys(ROUTE_TYPE_LABELS) as RouteType[]).map((type) => (
          <label key={type} className="search-form__type">
            <input
              type="radio"
              name="routeType"
              value={type}
              checked={routeType === type}
              onChange={() => setRouteType(type)}
            />
            <span>{ROUTE_TYPE_LABELS[type]}</span>
          </label>
        ))}
      </fieldset>

      {legs.map((id, index) => {
        const leg = start?.legs[id];
        return (
          <fieldset key={id} className="search-form__leg">
            <legend className={routeType === 'MULTI_CITY' ? undefined : 'visually-hidden'}>
              {routeType === 'MULTI_CITY' ? `Leg ${index + 1}` : 'Flight'}
            </legend>
            <AirportCombobox
              name="from"
              label="Departure"
              placeholder="City, airport or ICAO"
              initial={airport(leg?.from)}
            />
            <AirportCombobox
              name="to"
              label="Destination"
              placeholder="City, airport or ICAO"
              initial={airport(leg?.to)}
            />
            <label className="field">
              <span>Depart date</span>
              <input
                name="date"
                type="date"
                // A later leg's calendar starts from the first leg's date.
                min={index > 0 && departDate > minDate ? departDate : minDate}
                defaultValue={leg?.date}
                onChange={index === 0 ? (event) => setDepartDate(event.target.value) : undefined}
              />
            </label>
            <label className="field">
              <span>Depart time</span>
              <input
                name="time"
                type="time"
                defaultValue={leg?.time}
                onChange={index === 0 ? (event) => setDepartTime(event.target.value) : undefined}
              />
            </label>
            {routeType === 'MULTI_CITY' && index > 0 ? (
              <button
                type="button"
                className="button button--ghost search-form__remove"
                onClick={() => setLegIds((all) => all.filter((legId) => legId !== id))}
              >
                Remove leg {index + 1}
              </button>
            ) : null}
          </fieldset>
        );
      })}

      {routeType === 'MULTI_CITY' ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setLegIds((all) => [...all, nextId]);
            setNextId((n) => n + 1);
          }}
        >
          Add Leg
        </button>
      ) : null}

      {routeType === 'ROUND_TRIP' ? (
        <div className="search-form__return">
          <label className="field">
            <span>Return date</span>
            <input
              name="returnDate"
              type="date"
              min={minReturnDate(departDate, today)}
              defaultValue={start?.returnDate}
              onChange={(event) => setReturnDate(event.target.value)}
            />
          </label>
          <label className="field">
            <span>Return time</span>
            <input
              name="returnTime"
              type="time"
              min={sameDayReturn ? (earliestReturnTime(departDate, departTime, returnDate) ?? undefined) : undefined}
              max={sameDayReturn ? latestReturnTime(departDate, returnDate) : undefined}
              defaultValue={start?.returnTime}
            />
          </label>
        </div>
      ) : null}

      <div className="search-form__extras">
        <label className="field">
          <span>Passengers</span>
          <input
            name="passengers"
            type="number"
            min={1}
            max={999}
            defaultValue={start?.passengers ?? 1}
            inputMode="numeric"
          />
        </label>
        <label className="search-form__toggle">
          <input name="petFriendly" type="checkbox" defaultChecked={start?.petFriendly} />
          <span>Travelling with pets</span>
        </label>
      </div>

      {formError ? (
        <p className="search-form__error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="button button--primary search-form__submit" disabled={busy}>
        Search
      </button>
    </Form>
  );
}
