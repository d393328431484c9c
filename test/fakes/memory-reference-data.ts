import type { ReferenceData } from '../../ports/reference-data';
import type { Airport } from '../../src/core/charter/reference-data';
import { AIRPORTS, FLEET, MODELS, OPERATORS, airportsNear, findAirport } from '../fixtures/charter';

/** ReferenceData over the small fixture world of test/fixtures/charter.ts. */
export class MemoryReferenceData implements ReferenceData {
  airport(icao: string) {
    return findAirport(icao.toUpperCase());
  }
  searchAirports(text: string, limit: number): Airport[] {
    const q = text.trim().toLowerCase();
    return AIRPORTS.filter((a) =>
      [a.icao, a.iata ?? '', a.name, a.city].some((field) => field.toLowerCase().includes(q)),
    ).slice(0, limit);
  }
  airportsNear(latitude: number, longitude: number, radiusNm: number, limit: number) {
    return airportsNear(latitude, longitude, radiusNm, limit);
  }
  operators() {
    return OPERATORS;
  }
  operator(id: string) {
    return OPERATORS.find((o) => o.id === id);
  }
  models() {
    return MODELS;
  }
  model(id: string) {
    return MODELS.find((m) => m.id === id);
  }
  fleet() {
    return FLEET;
  }
  aircraft(tailNumber: string) {
    return FLEET.find((a) => a.tailNumber === tailNumber);
  }
  fbos(icao: string) {
    const airport = findAirport(icao);
    return airport
      ? [{ airportIcao: airport.icao, name: `${airport.city} Jet Center`, address: airport.name, phone: '+1 555 0100' }]
      : [];
  }
}
