import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { RouteType } from '../../../core/search/search-form';
import { useToast } from '../../shell/toasts';
import { AirportCombobox } from './airport-combobox';
import type { ConsumerBookingActionData } from './consumer-booking.server';

const ROUTE_TYPE_LABELS: Record<RouteType, string> = {
  ROUND_TRIP: 'Round Trip',
  ONE_WAY: 'One Way',
  MULTI_CITY: 'Multi City',
};

/**
 * The flight search form (spec 000 sections 4, 5 and 9). A plain POST to the page's action,
 * so it works before JavaScript: airports are ICAO codes and the server checks every rule.
 * With JavaScript the same rules' messages also show as toasts.
 */
export function SearchForm({
  minDate,
  result,
  initial,
}: {
  minDate: string;
  result?: ConsumerBookingActionData;
  /** ICAO codes the first leg starts with (a popular route). */
  initial?: { from?: string; to?: string };
}) {
  const formError = result?.formError;
  const [routeType, setRouteType] = useState<RouteType>('ROUND_TRIP');
  // Ids of the legs shown for multi city; the first leg is never removable.
  const [legIds, setLegIds] = useState<number[]>([0, 1]);
  const [nextId, setNextId] = useState(2);
  const busy = useNavigation().state === 'submitting';
  const toast = useToast();

  useEffect(() => {
    // Each answer toasts once, even when it repeats the previous message.
    if (result?.formError) toast.show(result.formError, 'error');
  }, [result, toast]);

  const legs = routeType === 'MULTI_CITY' ? legIds : [0];
  return (
    <Form method="post" className="search-form card" aria-label="Search flights">
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

      {legs.map((id, index) => (
        <fieldset key={id} className="search-form__leg">
          <legend className={routeType === 'MULTI_CITY' ? undefined : 'visually-hidden'}>
            {routeType === 'MULTI_CITY' ? `Leg ${index + 1}` : 'Flight'}
          </legend>
          <AirportCombobox
            name="from"
            label="Departure"
            placeholder="City, airport or ICAO"
            initial={index === 0 && initial?.from ? { icaoCode: initial.from } : undefined}
          />
          <AirportCombobox
            name="to"
            label="Destination"
            placeholder="City, airport or ICAO"
            initial={index === 0 && initial?.to ? { icaoCode: initial.to } : undefined}
          />
          <label className="field">
            <span>Depart date</span>
            <input name="date" type="date" min={minDate} />
          </label>
          <label className="field">
            <span>Depart time</span>
            <input name="time" type="time" />
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
      ))}

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
            <input name="returnDate" type="date" min={minDate} />
          </label>
          <label className="field">
            <span>Return time</span>
            <input name="returnTime" type="time" />
          </label>
        </div>
      ) : null}

      <div className="search-form__extras">
        <label className="field">
          <span>Passengers</span>
          <input name="passengers" type="number" min={1} max={999} defaultValue={1} inputMode="numeric" />
        </label>
        <label className="search-form__toggle">
          <input name="petFriendly" type="checkbox" />
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
