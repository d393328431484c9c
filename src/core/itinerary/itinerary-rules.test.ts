import { describe, expect, it } from 'vitest';
import { shownCrews, shownTailNumber, sortLegs, wrapText, type LegCrewFacts } from './itinerary-rules';

const pilot = { name: 'Dana Whitfield', position: 'Captain', contact: '+1 201 555 0101' };
const firstOfficer = { name: 'Luis Ortega', position: 'First Officer', contact: null };
const leg = (legOrder: number, overrides: Partial<LegCrewFacts> = {}): LegCrewFacts => ({
  legOrder,
  tailNumber: null,
  crews: [],
  crewSettings: null,
  ...overrides,
});

describe('itinerary legs', () => {
  it('are shown in leg order', () => {
    expect(sortLegs([leg(3), leg(1), leg(2)]).map((l) => l.legOrder)).toEqual([1, 2, 3]);
  });

  it('show the first non-empty tail number, else N/A', () => {
    expect(shownTailNumber([leg(2, { tailNumber: 'N350CT' }), leg(1, { tailNumber: ' ' })])).toBe('N350CT');
    expect(shownTailNumber([leg(2, { tailNumber: 'N2' }), leg(1, { tailNumber: 'N1' })])).toBe('N1');
    expect(shownTailNumber([leg(1), leg(2)])).toBe('N/A');
  });
});

describe('crews', () => {
  it('carry forward from the nearest earlier leg with named crew when crewSettings is true or null', () => {
    const crews = shownCrews([
      leg(1, { crews: [pilot, firstOfficer] }),
      leg(2, { crewSettings: true }),
      leg(3, { crewSettings: null }),
    ]);
    expect(crews[1]).toEqual(crews[0]);
    expect(crews[2]).toEqual(crews[0]);
    expect(crews[0]?.[1]).toEqual({ name: 'Luis Ortega', position: 'First Officer', contact: 'N/A' });
  });

  it('skip earlier legs without named crew', () => {
    const crews = shownCrews([
      leg(1, { crews: [pilot] }),
      leg(2, { crewSettings: false, crews: [{ name: null, position: 'Captain', contact: null }] }),
      leg(3, { crewSettings: true }),
    ]);
    expect(crews[1]).toEqual([{ name: 'N/A', position: 'Captain', contact: 'N/A' }]);
    expect(crews[2]?.[0]?.name).toBe('Dana Whitfield');
  });

  it("keep a leg's own crew when crewSettings is false, and never copy onto the first leg", () => {
    const crews = shownCrews([
      leg(1, { crewSettings: true }),
      leg(2, { crewSettings: false }),
      leg(3, { crews: [pilot] }),
    ]);
    expect(crews).toEqual([[], [], [{ name: 'Dana Whitfield', position: 'Captain', contact: '+1 201 555 0101' }]]);
  });
});

describe('wrapping text for the PDF columns', () => {
  it('cuts passport numbers at 10 characters and keeps words whole where they fit', () => {
    expect(wrapText('X123456789012', 10)).toEqual(['X123456789', '012']);
    expect(wrapText('Signature Flight Support Teterboro', 25)).toEqual(['Signature Flight Support', 'Teterboro']);
    expect(wrapText('Maximiliano Alejandro', 12)).toEqual(['Maximiliano', 'Alejandro']);
  });
});
