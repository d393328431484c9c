import type { SandboxToken } from '../../ports/sandbox-gateway-store';

/**
 * The sandbox's documented test cards (also in README). Any other Luhn-valid number of a
 * known brand is approved; these ask for a particular outcome at charge time.
 */
export const SANDBOX_TEST_CARDS: { number: string; outcome: SandboxToken['outcome']; note: string }[] = [
  { number: '4111111111111111', outcome: 'APPROVED', note: 'Visa, approved' },
  { number: '5555555555554444', outcome: 'APPROVED', note: 'Mastercard, approved' },
  { number: '378282246310005', outcome: 'APPROVED', note: 'AMEX, approved' },
  { number: '6011111111111117', outcome: 'APPROVED', note: 'Discover, approved' },
  { number: '4000000000000002', outcome: 'DECLINED', note: 'Visa, declined by the issuer' },
  { number: '4000000000000101', outcome: 'CVV_MISMATCH', note: 'Visa, declined: security code does not match' },
  { number: '4000000000009995', outcome: 'INSUFFICIENT_FUNDS', note: 'Visa, declined: insufficient funds' },
];

export function testOutcomeOf(cardNumber: string): SandboxToken['outcome'] {
  return SANDBOX_TEST_CARDS.find((card) => card.number === cardNumber)?.outcome ?? 'APPROVED';
}
