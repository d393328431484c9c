/**
 * How people write airport names and cities, and how the data does: "Palm Beach Intl" is
 * Palm Beach International, "Ft Lauderdale" Fort Lauderdale, "Saint Louis" the data's
 * "St Louis". Each group below is one word, whichever member is written. Int'l is "intl"
 * once apostrophes are dropped.
 */
const SAME_WORDS: readonly (readonly string[])[] = [
  ['international', 'intl'],
  ['regional', 'rgnl'],
  ['municipal', 'muni'],
  ['county', 'co'],
  ['mount', 'mt'],
  ['saint', 'st'],
  ['fort', 'ft'],
];

const groupOf = new Map(SAME_WORDS.flatMap((group) => group.map((word) => [word, group] as const)));

/**
 * Lower case, accents and apostrophes removed, other punctuation as spaces:
 * "São Paulo/Congonhas" -> "sao paulo congonhas", "León Int'l" -> "leon intl".
 */
export function normaliseAirportText(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // An apostrophe joins its word ("int'l", "o'hare"); any other mark separates words.
      .replace(/['’‘`]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
  );
}

/**
 * The words a name or city can be found by: each word with the other spellings of its group
 * ("st" also as "saint"), and words with an apostrophe both joined and split ("ohare",
 * "o", "hare"), so that what matched before still does.
 */
export function searchWords(text: string): string[] {
  const joined = normaliseAirportText(text).split(' ');
  const split = normaliseAirportText(text.replace(/['’‘`]/g, ' ')).split(' ');
  const words = new Set<string>();
  for (const word of [...joined, ...split]) {
    if (!word) continue;
    for (const form of groupOf.get(word) ?? [word]) words.add(form);
  }
  return [...words];
}

/**
 * Normalised text with every word in the first spelling of its group, to compare a typed
 * text with a name or city: "ft lauderdale intl" -> "fort lauderdale international".
 */
export function canonicalAirportText(normalised: string): string {
  return normalised
    .split(' ')
    .map((word) => groupOf.get(word)?.[0] ?? word)
    .join(' ');
}
