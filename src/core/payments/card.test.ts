import { describe, expect, it } from 'vitest';
import {
  CARD_DETAILS_INVALID,
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
  passesLuhn,
  validateCard,
  type CardBrand,
} from './card';

const now = new Date('2026-11-22T12:00:00Z');
const card = (overrides: Partial<Parameters<typeof validateCard>[0]> = {}) => ({
  name: 'Maya Lindqvist',
  number: '4111-1111-1111-1111',
  expiry: '12/28',
  cvv: '123',
  ...overrides,
});

describe('card brand from the leading digits', () => {
  it.each<[string, CardBrand]>([
    ['4111111111111111', 'VISA'],
    ['4917300800000000', 'VISA_ELECTRON'],
    ['4026000000000002', 'VISA_ELECTRON'],
    ['5555555555554444', 'MASTERCARD'],
    ['2223003122003222', 'MASTERCARD'],
    ['378282246310005', 'AMEX'],
    ['341111111111111', 'AMEX'],
    ['6011111111111117', 'DISCOVER'],
    ['6445644564456445', 'DISCOVER'],
    ['30569309025904', 'DINERS_CARTE_BLANCHE'],
    ['36227206271667', 'DINERS'],
    ['3530111333300000', 'JCB'],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('knows no brand for other numbers', () => {
    expect(detectCardBrand('9999')).toBeNull();
    expect(detectCardBrand('')).toBeNull();
  });
});

describe('formatting while typing', () => {
  it('groups 4-4-4-4 with dashes and stops at 16 digits', () => {
    expect(formatCardNumber('41111111')).toBe('4111-1111');
    expect(formatCardNumber('4111 1111 1111 1111 99')).toBe('4111-1111-1111-1111');
  });

  it('groups AMEX 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumber('3782822463100059')).toBe('3782-822463-10005');
  });

  it('writes the expiry as MM/YY, at most 5 characters', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12/289')).toBe('12/28');
  });
});

describe('card validation', () => {
  it('accepts a complete, Luhn-valid, unexpired card', () => {
    expect(validateCard(card(), now)).toEqual({ valid: true });
    expect(validateCard(card({ number: '3782-822463-10005', cvv: '1234' }), now)).toEqual({ valid: true });
  });

  it.each([
    ['no name', { name: '  ' }],
    ['no number', { number: '' }],
    ['a number failing the Luhn check', { number: '4111-1111-1111-1112' }],
    ['an expiry without a slash', { expiry: '1228' }],
    ['an expiry month 13', { expiry: '13/28' }],
    ['an expired card', { expiry: '10/26' }],
    ['a 4-digit CVV on a Visa', { cvv: '1234' }],
    ['a 3-digit CVV on an AMEX', { number: '378282246310005', cvv: '123' }],
  ])('refuses %s with the spec message', (_what, overrides) => {
    expect(validateCard(card(overrides), now)).toEqual({ valid: false, message: CARD_DETAILS_INVALID });
  });

  it('accepts a card expiring this month', () => {
    expect(validateCard(card({ expiry: '11/26' }), now)).toEqual({ valid: true });
  });

  it('implements Luhn', () => {
    expect(passesLuhn('79927398713')).toBe(false); // too short to be a card
    expect(passesLuhn('4012888888881881')).toBe(true);
    expect(passesLuhn('4012888888881882')).toBe(false);
  });
});
