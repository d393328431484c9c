import { useEffect, useMemo, useState } from 'react';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from 'react-router';
import './booking.css';
import './edit-airport.css';
import type { AirportSuggestion } from '../../../core/charter/airport-suggestion';
import type { LegView } from '../../../core/quotes/quote-view';
import { cutAirportName, type AirportEnd } from '../../../core/search/edit-search';
import { useSite } from '../../shell/root-data';
import { useToast } from '../../shell/toasts';
import { AirportMap, type MapArea } from './airport-map';
import type { EditAirportActionData, EditAirportData } from './edit-airport.server';

/** The history state /book-flight's EDIT AIRPORT passes (spec 000 section 2). */
export interface EditAirportState {
  legs: LegView[];
  legOrder: number;
}

/** Before the map has reported its bounds: about what a zoom-10 map shows around its centre. */
const FIRST_RADIUS_NM = 30;

async function getJson<T>(path: string, signal: AbortSignal): Promise<T | null> {
  try {
    const res = await fetch(path, { signal, headers: { Accept: 'application/json' } });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

function isEditState(value: unknown): value is EditAirportState {
  const state = value as Partial<EditAirportState> | null;
  return Boolean(state && Array.isArray(state.legs) && state.legs.length > 0 && typeof state.legOrder === 'number');
}

/** The airport a leg's end names, read from the airport search (which ranks the exact code first). */
function useAirport(icao: string): AirportSuggestion | null | undefined {
  const [found, setFound] = useState<{ icao: string; airport: AirportSuggestion | null } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const find = async () => {
      const list = await getJson<AirportSuggestion[]>(
        `/api/airport/search?${new URLSearchParams({ searchStr: icao }).toString()}`,
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setFound({ icao, airport: list?.find((a) => a.icaoCode === icao) ?? list?.[0] ?? null });
    };
    void find();
    return () => controller.abort();
  }, [icao]);
  return found?.icao === icao ? found.airport : undefined;
}

/**
 * Airports near the map's area, from the nearby-airports API. `end` names the leg's end the map
 * is about: a list found for another end is never shown, even while the new one loads.
 */
function useNearby(area: MapArea | null, end: string): AirportSuggestion[] {
  const [found, setFound] = useState<{ end: string; airports: AirportSuggestion[] }>({ end, airports: [] });
  useEffect(() => {
    if (!area) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ lat: String(area.lat), lng: String(area.lng), rad: String(area.rad) });
    const find = async () => {
      const list = await getJson<AirportSuggestion[]>(`/api/airport/nearby?${query.toString()}`, controller.signal);
      if (!controller.signal.aborted && list) setFound({ end, airports: list });
    };
    void find();
    return () => controller.abort();
  }, [area, end]);
  return found.end === end ? found.airports : [];
}

/**
 * /edit-airport (spec 000 sections 2 and 4): choose the departure or the arrival of a leg, pick
 * a nearby airport on the map or from the suggestions, and Change Airport searches again as a
 * multi city trip. Before scripts run, the airport is typed as an ICAO code.
 */
export function Component() {
  const data = useLoaderData() as EditAirportData;
  const result = useActionData() as EditAirportActionData | undefined;
  const location = useLocation();
  const site = useSite();
  const toast = useToast();
  const busy = useNavigation().state !== 'idle';
  const state: unknown = location.state;
  const legs = isEditState(state) ? state.legs : data.legs;
  const legOrder = isEditState(state) ? state.legOrder : data.legOrder;
  const leg = legs.find((l) => l.legOrder === legOrder) ?? legs[0];
  const [end, setEnd] = useState<AirportEnd>(data.end);
  const [chosen, setChosen] = useState('');
  // The airport chosen from the map or the list stays listed when the map moves away from it.
  const [pinned, setPinned] = useState<AirportSuggestion | null>(null);
  const [area, setArea] = useState<MapArea | null>(null);

  const currentCode = (end === 'departure' ? leg?.departureAirport : leg?.arrivalAirport)?.icaoCode ?? '';
  const current = useAirport(currentCode);
  const center = useMemo(() => (current ? { lat: current.latitude, lng: current.longitude } : null), [current]);
  // Until the map reports its bounds (or when it cannot load), suggest around the airport itself.
  const firstArea = useMemo(() => (center ? { ...center, rad: FIRST_RADIUS_NM } : null), [center]);
  const nearby = useNearby(area ?? firstArea, `${legOrder}-${end}`);
  const suggestions = useMemo(() => {
    const near = nearby.filter((a) => a.icaoCode !== currentCode);
    const keep = pinned && pinned.icaoCode === chosen && !near.some((a) => a.icaoCode === pinned.icaoCode);
    return keep ? [pinned, ...near] : near;
  }, [nearby, currentCode, pinned, chosen]);
  const choose = (icao: string) => {
    setChosen(icao);
    setPinned(suggestions.find((a) => a.icaoCode === icao) ?? null);
  };

  useEffect(() => {
    if (result?.formError) toast.show(result.formError, 'error');
  }, [result, toast]);

  if (!leg) return null;
  const endLabel = (which: AirportEnd) => {
    const airport = which === 'departure' ? leg.departureAirport : leg.arrivalAirport;
    return `${which === 'departure' ? 'Departure' : 'Arrival'}: ${airport.icaoCode} ${airport.displayName}`;
  };

  return (
    <article className="page container edit-airport">
      <title>{`Edit Airport | ${site.brandName}`}</title>
      <h1>Edit Airport</h1>
      <p className="lead">
        Step {leg.legOrder} of {legs.length}: {leg.departureAirport.icaoCode} to {leg.arrivalAirport.icaoCode}
      </p>
      <Form method="post" className="edit-airport__form">
        <input type="hidden" name="leg" value={leg.legOrder} />
        <fieldset className="edit-airport__ends">
          <legend>Airport to change</legend>
          {(['departure', 'arrival'] as const).map((which) => (
            <label key={which} className="search-form__toggle">
              <input
                type="radio"
                name="end"
                value={which}
                checked={end === which}
                onChange={() => {
                  setEnd(which);
                  setChosen('');
                  setPinned(null);
                  setArea(null);
                }}
              />
              <span>{endLabel(which)}</span>
            </label>
          ))}
        </fieldset>

        {center ? (
          <AirportMap
            key={`${leg.legOrder}-${end}`}
            center={center}
            tiles={site.mapTiles}
            airports={suggestions}
            current={current ?? null}
            chosen={chosen}
            label={`Map of airports near ${currentCode}`}
            onArea={setArea}
            onChoose={choose}
          />
        ) : (
          <div className="airport-map airport-map__canvas airport-map--waiting" aria-hidden="true" />
        )}

        <section className="edit-airport__suggestions" aria-labelledby="suggested-title">
          <h2 id="suggested-title">Suggested airports</h2>
          {suggestions.length === 0 ? (
            <p>Move the map to see the airports in that area.</p>
          ) : (
            <ul className="edit-airport__list">
              {suggestions.map((airport) => (
                <li key={airport.icaoCode}>
                  <button
                    type="button"
                    className="edit-airport__choice"
                    aria-pressed={chosen === airport.icaoCode}
                    onClick={() => choose(airport.icaoCode)}
                  >
                    <strong>{airport.icaoCode}</strong> <span>{cutAirportName(airport.airportName)}</span>
                    <small>{airport.city}</small>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <label className="field edit-airport__code">
          <span>New airport (ICAO code)</span>
          <input
            name="icao"
            value={chosen}
            onChange={(event) => setChosen(event.target.value.toUpperCase())}
            autoComplete="off"
            maxLength={4}
            placeholder={currentCode}
          />
        </label>

        {result?.formError ? (
          <p className="search-form__error" role="alert">
            {result.formError}
          </p>
        ) : null}
        <div className="button-row">
          <Link to="/book-flight" className="button button--ghost">
            Back
          </Link>
          <button type="submit" className="button button--primary" disabled={busy}>
            Change Airport
          </button>
        </div>
      </Form>
    </article>
  );
}
