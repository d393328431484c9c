/**
 * Card entry rules of spec 001 sections 3, 5 and 9: the brand from the leading digits, the
 * grouping and expiry formats the form applies while typing, and the check before a card is
 * sent to the gateway for tokenisation. Card numbers are only ever handled in the browser.
 */
export type CardBrand =
  'VISA' | 'VISA_ELECTRON' | 'MASTERCARD' | 'AMEX' | 'DISCOVER' | 'DINERS' | 'DINERS_CARTE_BLANCHE' | 'JCB';

export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  VISA: 'Visa',
  VISA_ELECTRON: 'Visa Electron',
  MASTERCARD: 'Mastercard',
  AMEX: 'AMEX',
  DISCOVER: 'Discover',
  DINERS: 'Diners',
  DINERS_CARTE_BLANCHE: 'Diners Carte Blanche',
  JCB: 'JCB',
};

export const CARD_DETAILS_INVALID = 'Credit card details are not valid!';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The more specific prefixes come first: Visa Electron before Visa, Carte Blanche before Diners. */
const BRAND_PATTERNS: [CardBrand, RegExp][] = [
  ['VISA_ELECTRON', /^(4026|417500|4405|4508|4844|4913|4917)/],
  ['VISA', /^4/],
  ['MASTERCARD', /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
  ['AMEX', /^3[47]/],
  ['DINERS_CARTE_BLANCHE', /^30[0-5]/],
  ['DINERS', /^(36|38|39|309)/],
  ['JCB', /^(352[89]|35[3-8]\d)/],
  ['DISCOVER', /^(6011|65|64[4-9]|622(12[6-9]|1[3-9]\d|[2-8]\d\d|9[01]\d|92[0-5]))/],
];

export function detectCardBrand(number: string): CardBrand | null {
  const digits = digitsOf(number);
  for (const [brand, pattern] of BRAND_PATTERNS) if (pattern.test(digits)) return brand;
  return null;
}

/** Groups digits with dashes while typing: 4-4-4-4, or 4-6-5 for AMEX. */
export function formatCardNumber(input: string): string {
  const isAmex = detectCardBrand(input) === 'AMEX';
  const digits = digitsOf(input).slice(0, isAmex ? 15 : 16);
  const groups = isAmex ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}

/** MM/YY while typing, at most 5 characters. */
export function formatExpiry(input: string): string {
  const digits = digitsOf(input).slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function cvvLength(brand: CardBrand | null): number {
  return brand === 'AMEX' ? 4 : 3;
}

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number);
  if (digits.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export interface CardEntry {
  name: string;
  number: string;
  /** MM/YY */
  expiry: string;
  cvv: string;
}

/**
 * Spec 001 section 5: name and number present, expiry of 5 characters with a slash, CVV of 4
 * digits for AMEX and 3 otherwise; we also require a known brand, a Luhn-valid number and an
 * expiry month that is real and not past (`now` is the browser's date).
 */
export function validateCard(card: CardEntry, now: Date): { valid: true } | { valid: false; message: string } {
  const invalid = { valid: false as const, message: CARD_DETAILS_INVALID };
  const brand = detectCardBrand(card.number);
  if (!card.name.trim() || !card.number.trim() || !brand) return invalid;
  const digits = digitsOf(card.number);
  const expectedLength = brand === 'AMEX' ? 15 : brand === 'DINERS' || brand === 'DINERS_CARTE_BLANCHE' ? 14 : 16;
  if (digits.length !== expectedLength && !(brand === 'VISA' && digits.length === 13)) return invalid;
  if (!passesLuhn(digits)) return invalid;
  const expiry = /^(\d{2})\/(\d{2})$/.exec(card.expiry);
  if (card.expiry.length !== 5 || !expiry) return invalid;
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (month < 1 || month > 12) return invalid;
  const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < currentMonth) return invalid;
  if (!new RegExp(`^\\d{${cvvLength(brand)}}$`).test(card.cvv)) return invalid;
  return { valid: true };
}
