import { describe, expect, it } from 'vitest';
import { canonicalAirportText, normaliseAirportText, searchWords } from './airport-names';

describe('airport names as people type them', () => {
  it('normalises case, accents, apostrophes and punctuation', () => {
    expect(normaliseAirportText('São Paulo/Congonhas')).toBe('sao paulo congonhas');
    expect(normaliseAirportText("León Int'l")).toBe('leon intl');
    expect(normaliseAirportText('Chicago O’Hare')).toBe('chicago ohare');
    expect(normaliseAirportText('  St. Louis  ')).toBe('st louis');
  });

  it.each([
    ['Palm Beach Intl', 'palm beach international'],
    ["Palm Beach Int'l", 'palm beach international'],
    ['Eagle County Rgnl', 'eagle county regional'],
    ['Morristown Muni', 'morristown municipal'],
    ['Butler Co', 'butler county'],
    ['Mt Pleasant', 'mount pleasant'],
    ['St Louis', 'saint louis'],
    ['Saint Louis', 'saint louis'],
    ['Ft Lauderdale', 'fort lauderdale'],
  ])('reads "%s" as "%s"', (typed, canonical) => {
    expect(canonicalAirportText(normaliseAirportText(typed))).toBe(canonical);
  });

  it('finds a name by every spelling of its words, and by both halves of an apostrophe', () => {
    expect(searchWords('St. Louis Lambert International Airport')).toEqual(
      expect.arrayContaining(['st', 'saint', 'louis', 'international', 'intl']),
    );
    expect(searchWords('Fort Lauderdale Executive')).toEqual(expect.arrayContaining(['fort', 'ft']));
    expect(searchWords("Chicago O'Hare International Airport")).toEqual(expect.arrayContaining(['ohare', 'o', 'hare']));
    // Words of other words are left alone: "Stewart" is not "Saintewart".
    expect(searchWords('New York Stewart International Airport')).toEqual(expect.arrayContaining(['stewart']));
    expect(searchWords('New York Stewart International Airport')).not.toContain('saint');
  });
});
