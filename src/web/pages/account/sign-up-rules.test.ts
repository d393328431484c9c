import { describe, expect, it } from 'vitest';
import { normalisePhone, signUpDetailErrors } from './sign-up-rules';

describe('the create-account details (spec 000 §5)', () => {
  it('requires all four fields with the spec words', () => {
    expect(signUpDetailErrors({ firstName: ' ', lastName: '', phone: '', email: '' })).toEqual({
      firstName: 'Field required',
      lastName: 'Field required',
      phone: 'Field required',
      email: 'Field required',
    });
  });

  it('refuses a phone that is not a number and a malformed e-mail', () => {
    expect(signUpDetailErrors({ firstName: 'Ines', lastName: 'Duarte', phone: '212-55x', email: 'ines@' })).toEqual({
      phone: 'Invalid Phone Number',
      email: 'Invalid email',
    });
  });

  it('accepts valid details', () => {
    expect(
      signUpDetailErrors({ firstName: 'Ines', lastName: 'Duarte', phone: '212 555 0123', email: 'ines@example.com' }),
    ).toEqual({});
  });

  it('stores a ten-digit number with +1 and keeps an international one', () => {
    expect(normalisePhone('(212) 555-0123')).toBe('+12125550123');
    expect(normalisePhone('+447700900123')).toBe('+447700900123');
    expect(normalisePhone('5550123')).toBeNull();
  });
});
