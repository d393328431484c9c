import {
  perPassenger,
  sum,
  tripCarbon,
  type AircraftType,
  type FlownFlight,
  type RepositioningCarbon,
  type TripCarbon,
} from './emissions';
import type { FuelBurn } from './fuel-burn';
import { groupThousands } from '../money';

/**
 * A trip's carbon as the search answer carries it (REST and pages), kilograms of CO2e, whole.
 * The total counts the aircraft's repositioning flights; they are also given apart, and every
 * figure per passenger as well.
 */
export interface CarbonView {
  /** Every flight of the trip, the repositioning flights included. */
  totalKg: number;
  perPassengerKg: number;
  passengers: number;
  /** The passenger legs, in the itinerary's order (legOrder is 1-based, as the itinerary's). */
  legs: { legOrder: number; kg: number; perPassengerKg: number }[];
  /** The flights the aircraft makes empty to reach the trip, between its legs and home. */
  repositioning: { kg: number; perPassengerKg: number; flights: RepositioningCarbon[] };
  /** The fuel burn used: the aircraft type's own published figure, or its category's. */
  fuelBurn: FuelBurn;
  /**
   * An empty leg: an aircraft's repositioning flight for another customer's trip, which flies
   * whether or not it is booked. Its CO2e is that flight's; booking it adds no flight.
   */
  fliesAnyway?: true;
}

export function carbonView(carbon: TripCarbon): CarbonView {
  const { passengers } = carbon;
  const repositioningKg = sum(carbon.repositioning.map((f) => f.kg));
  return {
    totalKg: carbon.totalKg,
    perPassengerKg: perPassenger(carbon.totalKg, passengers),
    passengers,
    legs: carbon.legsKg.map((kg, i) => ({ legOrder: i + 1, kg, perPassengerKg: perPassenger(kg, passengers) })),
    repositioning: {
      kg: repositioningKg,
      perPassengerKg: perPassenger(repositioningKg, passengers),
      flights: carbon.repositioning,
    },
    fuelBurn: carbon.fuelBurn,
  };
}

/**
 * "12,345.6": a figure of zero or more to one decimal, rounded half up as Intl.NumberFormat
 * rounds (on the figure's shortest decimal form: 0.15 is "0.2"), without calling it: a results
 * page states a dozen figures, and each call to a formatter cost a microsecond or two.
 */
function oneDecimal(value: number): string {
  const shifted = Number(`${value}e1`);
  const tenths = Math.round(Number.isFinite(shifted) ? shifted : value * 10);
  return `${groupThousands(Math.floor(tenths / 10))}.${tenths % 10}`;
}

/** "4.2 t": tonnes of CO2e to one decimal. */
export function formatTonnes(kg: number): string {
  return `${oneDecimal(Math.max(0, kg) / 1000)} t`;
}

/** "850 kg", "4.2 t": kilograms below a tonne, else tonnes to one decimal. */
export function formatCo2e(kg: number): string {
  if (kg < 1000) return `${groupThousands(Math.round(Math.max(0, kg)))} kg`;
  return formatTonnes(kg);
}

/** The same figure in words, for screen readers: "4.2 tonnes", "850 kilograms". */
export function spokenCo2e(kg: number): string {
  const shown = formatCo2e(kg);
  return shown.endsWith(' t') ? `${shown.slice(0, -2)} tonnes` : `${shown.slice(0, -3)} kilograms`;
}

/** What the summary line states: the whole, the repositioning part and the share per passenger. */
export type CarbonFigures = Pick<CarbonView, 'totalKg' | 'perPassengerKg' | 'fliesAnyway'> & {
  repositioning: { kg: number };
};

/** An empty leg's carbon: its one flight, which flies anyway (docs/decisions/057). */
export function emptyLegCarbon(type: AircraftType, flight: FlownFlight, passengers: number): CarbonView {
  return { ...carbonView(tripCarbon(type, [flight], [], passengers)), fliesAnyway: true };
}

/** The results' line: "4.2 t CO2e, 1.1 t of it repositioning; 1.1 t per passenger". */
export function carbonSummary(view: CarbonFigures): { shown: string; spoken: string } {
  const { totalKg, perPassengerKg, repositioning } = view;
  if (view.fliesAnyway)
    return {
      shown: `${formatCo2e(totalKg)} CO2e, ${formatCo2e(perPassengerKg)} per passenger; this flight flies anyway, so booking it adds no flight`,
      spoken: `${spokenCo2e(totalKg)} of carbon dioxide equivalent, ${spokenCo2e(perPassengerKg)} per passenger; this flight flies anyway, so booking it adds no flight`,
    };
  const apart = repositioning.kg > 0;
  return {
    shown:
      `${formatCo2e(totalKg)} CO2e` +
      (apart ? `, ${formatCo2e(repositioning.kg)} of it repositioning` : '') +
      `; ${formatCo2e(perPassengerKg)} per passenger`,
    spoken:
      `${spokenCo2e(totalKg)} of carbon dioxide equivalent` +
      (apart ? `, ${spokenCo2e(repositioning.kg)} of it from the aircraft flying empty to and from the trip` : '') +
      `; ${spokenCo2e(perPassengerKg)} per passenger`,
  };
}
