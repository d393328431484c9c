import { describe, expect, it } from 'vitest';
import { AIRCRAFT_MODELS } from '../../engine/reference/aircraft-models';
import { carbonSummary, carbonView, emptyLegCarbon, formatCo2e } from './carbon-view';
import { CO2E_KG_PER_KG_FUEL, flightKg, tripCarbon, type FlownFlight } from './emissions';
import { CATEGORY_FUEL_BURN, MODEL_FUEL_BURN, fuelBurnOf } from './fuel-burn';

const TEB = { icao: 'KTEB' };
const PBI = { icao: 'KPBI' };
const ORD = { icao: 'KORD' };
const flight = (blockMinutes: number, stops = 0, from = TEB, to = PBI): FlownFlight => ({
  from,
  to,
  blockMinutes,
  stops: Array.from({ length: stops }),
});

describe('the carbon of a flight, against figures worked by hand', () => {
  it('uses the Travel Impact Model factor: 3.1894 burnt + 0.6465 produced = 3.8359 kg CO2e per kg', () => {
    expect(CO2E_KG_PER_KG_FUEL).toBeCloseTo(3.8359, 10);
  });

  it('a light jet: a Citation CJ3+ for 2 hours of block time', () => {
    // 149 gal/h x 2 h = 298 gal; x 6.7 lb = 1,996.6 lb; x 0.45359237 = 905.6425 kg of Jet A;
    // x 3.8359 = 3,473.954 kg CO2e.
    expect(flightKg({ id: 'citation-cj3-plus', category: 'LIGHT_JET' }, flight(120))).toBeCloseTo(3473.954, 2);
  });

  it('a large jet: a G650ER for 5 hours of block time', () => {
    // 500 gal/h x 5 h = 2,500 gal; x 6.7 lb = 16,750 lb; x 0.45359237 = 7,597.6722 kg of Jet A;
    // x 3.8359 = 29,143.911 kg CO2e.
    expect(flightKg({ id: 'g650er', category: 'LARGE_JET' }, flight(300))).toBeCloseTo(29143.911, 2);
  });

  it("a type with no published figure burns its category's: a Citation XLS+ for 1 hour", () => {
    // No figure for the XLS+: the midsize range 198-291 gal/h, its middle 244.5 gal/h;
    // 244.5 gal; x 6.7 lb = 1,638.15 lb; x 0.45359237 = 743.0523 kg; x 3.8359 = 2,850.274 kg CO2e.
    const xls = { id: 'citation-xls-plus', category: 'MIDSIZE_JET' } as const;
    expect(fuelBurnOf(xls)).toEqual({ gallonsPerHour: 244.5, basis: 'CATEGORY' });
    expect(flightKg(xls, flight(60))).toBeCloseTo(2850.274, 2);
  });

  it('an unknown light jet burns the middle of the light range for 1 h 30', () => {
    // 178 gal/h x 1.5 h = 267 gal; x 6.7 = 1,788.9 lb; x 0.45359237 = 811.4314 kg; x 3.8359 = 3,112.570 kg.
    expect(flightKg({ id: 'unknown-jet', category: 'LIGHT_JET' }, flight(90))).toBeCloseTo(3112.57, 2);
  });

  it('burns no fuel during the ground time of a fuel stop', () => {
    // 3 h 40 of block time with 2 fuel stops of 40 minutes on the ground: 140 minutes burning.
    const cj3 = { id: 'citation-cj3-plus', category: 'LIGHT_JET' } as const;
    expect(flightKg(cj3, flight(220, 2))).toBeCloseTo(flightKg(cj3, flight(140)), 9);
  });

  it('every category figure lies within its published range', () => {
    for (const range of Object.values(CATEGORY_FUEL_BURN)) {
      expect(range.used).toBeGreaterThanOrEqual(range.low);
      expect(range.used).toBeLessThanOrEqual(range.high);
    }
  });

  it('every published figure names a type of the fleet', () => {
    const ids = new Set(AIRCRAFT_MODELS.map((m) => m.id));
    expect(Object.keys(MODEL_FUEL_BURN).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('the carbon of a trip', () => {
  const cj3 = { id: 'citation-cj3-plus', category: 'LIGHT_JET' } as const;

  it('counts the repositioning flights apart and shares the whole per passenger', () => {
    // Legs of 2 h (3,474 kg) and 1 h (1,737 kg); repositioning 1 h from Chicago and 1 h home,
    // 1,737 kg each: 3,474 + 1,737 + 1,737 + 1,737 = 8,685 kg; per passenger of 4: 2,171 kg.
    const carbon = tripCarbon(
      cj3,
      [flight(120), flight(60, 0, PBI, TEB)],
      [flight(60, 0, ORD, TEB), flight(0, 0, TEB, TEB), flight(60, 0, TEB, ORD)],
      4,
    );
    expect(carbon.legsKg).toEqual([3474, 1737]);
    expect(carbon.repositioning).toEqual([
      { from: 'KORD', to: 'KTEB', kg: 1737 },
      { from: 'KTEB', to: 'KORD', kg: 1737 },
    ]);
    expect(carbon.totalKg).toBe(8685);
    const view = carbonView(carbon);
    expect(view.perPassengerKg).toBe(2171);
    expect(view.legs).toEqual([
      { legOrder: 1, kg: 3474, perPassengerKg: 869 },
      { legOrder: 2, kg: 1737, perPassengerKg: 434 },
    ]);
    expect(view.repositioning.kg).toBe(3474);
    expect(view.repositioning.perPassengerKg).toBe(869);
    expect(carbonSummary(view)).toEqual({
      shown: '8.7 t CO2e, 3.5 t of it repositioning; 2.2 t per passenger',
      spoken:
        '8.7 tonnes of carbon dioxide equivalent, 3.5 tonnes of it from the aircraft flying empty to and from the trip; 2.2 tonnes per passenger',
    });
  });

  it('says nothing of repositioning when the aircraft flies none', () => {
    const view = carbonView(tripCarbon(cj3, [flight(15)], [], 1));
    expect(carbonSummary(view).shown).toBe('434 kg CO2e; 434 kg per passenger');
  });

  it('says an empty leg flies anyway, with its own flight only, and that booking it adds none', () => {
    // A 1-hour CJ3+ empty leg for 2: 1,737 kg, 869 kg each (868.5 rounds up); no repositioning.
    const view = emptyLegCarbon(cj3, flight(60), 2);
    expect(view).toMatchObject({ totalKg: 1737, perPassengerKg: 869, fliesAnyway: true });
    expect(view.repositioning.kg).toBe(0);
    expect(carbonSummary(view)).toEqual({
      shown: '1.7 t CO2e, 869 kg per passenger; this flight flies anyway, so booking it adds no flight',
      spoken:
        '1.7 tonnes of carbon dioxide equivalent, 869 kilograms per passenger; this flight flies anyway, so booking it adds no flight',
    });
  });

  it('shows tonnes to one decimal from 1,000 kg, and kilograms below', () => {
    expect(formatCo2e(999)).toBe('999 kg');
    expect(formatCo2e(1000)).toBe('1.0 t');
    expect(formatCo2e(12_345)).toBe('12.3 t');
    expect(formatCo2e(1_234_567)).toBe('1,234.6 t');
  });

  it('writes each figure as Intl.NumberFormat writes it in en-US, halves rounded up', () => {
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const tenth = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const intl = (kg: number) => (kg < 1000 ? `${whole.format(Math.round(kg))} kg` : `${tenth.format(kg / 1000)} t`);
    const figures = [0, 0.4, 0.5, 999.4, 999.5, 1050, 1150, 1250, 2675, 9_999_950, 123_456_789.123];
    let seed = 7;
    for (let i = 0; i < 20_000; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      const scale = 10 ** (seed % 8);
      figures.push(
        (seed / 2 ** 31) * scale,
        Math.round((seed / 2 ** 31) * scale) + 50,
        ((seed % 100_000) * 100 + 50) / 10,
      );
    }
    for (const kg of figures) expect({ kg, shown: formatCo2e(kg) }).toEqual({ kg, shown: intl(kg) });
  });
});
