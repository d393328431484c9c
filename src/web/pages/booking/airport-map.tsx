import { useEffect, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { AirportSuggestion } from '../../../core/charter/airport-suggestion';
import { cutAirportName } from '../../../core/search/edit-search';
import type { SiteInfo } from '../../site';

/** The spec's default zoom for the Edit Airport map. */
export const MAP_ZOOM = 10;
/** The nearby-airports API's largest radius (src/engine/airports-nearby.ts). */
const MAX_RADIUS_NM = 500;
const METRES_PER_NM = 1852;

export interface MapArea {
  lat: number;
  lng: number;
  /** Nautical miles from the centre to a corner of the visible map. */
  rad: number;
}

interface Loaded {
  L: typeof Leaflet;
  map: Leaflet.Map;
  markers: Leaflet.LayerGroup;
}

/**
 * The Edit Airport map: Leaflet, imported only here and only in the browser, so no other page
 * pays for it (its CSS comes with this page's chunk). Tiles are optional (configuration): the
 * markers are drawn by Leaflet itself (div icons, no images), so the map still shows where
 * the airports are on a plain background. Moving the map reports the visible area; choosing
 * a marker (click, or Enter on a focused marker) reports its airport.
 */
export function AirportMap({
  center,
  tiles,
  airports,
  current,
  chosen,
  label,
  onArea,
  onChoose,
}: {
  center: { lat: number; lng: number };
  tiles: SiteInfo['mapTiles'];
  airports: readonly AirportSuggestion[];
  /** The airport being replaced, drawn apart. */
  current: AirportSuggestion | null;
  chosen: string;
  label: string;
  onArea(area: MapArea): void;
  onChoose(icao: string): void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const loaded = useRef<Loaded | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  // Leaflet's listeners are bound once; they call the latest callbacks through these.
  const callbacks = useRef({ onArea, onChoose });
  useEffect(() => {
    callbacks.current = { onArea, onChoose };
  }, [onArea, onChoose]);
  const initialCenter = useRef(center);
  // By value: the site data is a new object after each revalidation, the tiles are not.
  const tileUrl = tiles?.url;
  const tileAttribution = tiles?.attribution;

  useEffect(() => {
    let cancelled = false;
    let map: Leaflet.Map | undefined;
    const load = async () => {
      const module = await import('leaflet');
      // Leaflet 1.9 ships a UMD build: bundlers hand it over as the default export.
      const L = ((module as { default?: typeof Leaflet }).default ?? module) as typeof Leaflet;
      if (cancelled || !element.current) return;
      const start = initialCenter.current;
      map = L.map(element.current, { center: [start.lat, start.lng], zoom: MAP_ZOOM, attributionControl: false });
      if (tileUrl) {
        L.control.attribution({ prefix: false }).addTo(map);
        L.tileLayer(tileUrl, { attribution: tileAttribution, maxZoom: 18 }).addTo(map);
      }
      const markers = L.layerGroup().addTo(map);
      const report = () => {
        if (!map) return;
        const middle = map.getCenter();
        const corner = map.getBounds().getNorthEast();
        const rad = Math.min(MAX_RADIUS_NM, Math.max(1, Math.ceil(map.distance(middle, corner) / METRES_PER_NM)));
        callbacks.current.onArea({ lat: round(middle.lat), lng: round(middle.lng), rad });
      };
      map.on('moveend', report);
      loaded.current = { L, map, markers };
      setReady(true);
      report();
    };
    load().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      map?.remove();
      loaded.current = null;
    };
  }, [tileUrl, tileAttribution]);

  useEffect(() => {
    const map = loaded.current?.map;
    if (!ready || !map) return;
    const here = map.getCenter();
    if (round(here.lat) !== round(center.lat) || round(here.lng) !== round(center.lng))
      map.setView([center.lat, center.lng], MAP_ZOOM);
  }, [ready, center.lat, center.lng]);

  useEffect(() => {
    const state = loaded.current;
    if (!ready || !state) return;
    const { L, markers } = state;
    markers.clearLayers();
    if (current) {
      L.marker([current.latitude, current.longitude], {
        icon: L.divIcon({ className: 'airport-marker airport-marker--current', iconSize: [22, 22] }),
        title: `${current.icaoCode} ${cutAirportName(current.airportName)} (current)`,
        keyboard: false,
        interactive: false,
      }).addTo(markers);
    }
    for (const airport of airports) {
      const isChosen = airport.icaoCode === chosen;
      const marker = L.marker([airport.latitude, airport.longitude], {
        icon: L.divIcon({
          className: `airport-marker${isChosen ? ' airport-marker--chosen' : ''}`,
          iconSize: isChosen ? [22, 22] : [16, 16],
        }),
        title: `${airport.icaoCode} ${cutAirportName(airport.airportName)}`,
        riseOnHover: true,
        zIndexOffset: isChosen ? 1000 : 0,
      });
      marker.on('click', () => callbacks.current.onChoose(airport.icaoCode));
      // The code stays shown beside each marker: without tiles it is how the map reads.
      marker.bindTooltip(airport.icaoCode, {
        permanent: true,
        direction: 'right',
        offset: [8, 0],
        className: 'airport-marker__label',
      });
      marker.addTo(markers);
    }
  }, [ready, airports, chosen, current]);

  return (
    <div className="airport-map">
      <div ref={element} className="airport-map__canvas" role="region" aria-label={label} />
      {failed ? (
        <p className="airport-map__note" role="status">
          The map could not be shown; choose from the suggested airports below.
        </p>
      ) : null}
    </div>
  );
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
