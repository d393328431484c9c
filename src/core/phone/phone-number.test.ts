import { describe, expect, it } from 'vitest';
import { INVALID_PHONE_MESSAGE, isE164, phoneNumberSchema, toE164 } from './phone-number';

describe('toE164', () => {
  it.each([
    ['(212) 555-0123', '+12125550123'],
    ['212-555-0123', '+12125550123'],
    ['212.555.0123', '+12125550123'],
    ['2125550123', '+12125550123'],
    ['1 212 555 0123', '+12125550123'],
    ['+1 (212) 555-0123', '+12125550123'],
    ['  212 555 0123  ', '+12125550123'],
  ])('reads the US national format %j', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it('reads +44 numbers, landline and mobile, whatever the default country', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('+44 7911 123456')).toBe('+447911123456');
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958');
  });

  it('refuses letters, vanity numbers included', () => {
    expect(toE164('call me')).toBeNull();
    expect(toE164('1-800-FLOWERS')).toBeNull();
    expect(toE164('212555O123')).toBeNull();
  });

  it('refuses numbers too short, or with digits no number can have', () => {
    expect(toE164('12')).toBeNull();
    expect(toE164('555-0123')).toBeNull();
    expect(toE164('+1 222 333 3333')).toBeNull();
    expect(toE164('')).toBeNull();
    expect(toE164('   ')).toBeNull();
  });

  it('refuses an extension: a text cannot reach one', () => {
    expect(toE164('(415) 555-2671 ext. 12')).toBeNull();
  });

  it('drops NUL and other control characters before reading', () => {
    expect(toE164('+1 212\u0000 555 0123')).toBe('+12125550123');
    expect(toE164('212\t555\u00070123\n')).toBe('+12125550123');
    expect(toE164('\u0000')).toBeNull();
  });

  it('refuses more than 32 characters', () => {
    expect(toE164(`+1 212 555 0123${' '.repeat(30)}x`)).toBeNull();
    expect(toE164('+1 (212) 555 - 0123 ' + '-'.repeat(20))).toBeNull();
  });
});

describe('isE164', () => {
  it('accepts only a number already written in E.164 that exists', () => {
    expect(isE164('+12125550123')).toBe(true);
    expect(isE164('+442079460958')).toBe(true);
    expect(isE164('+1 212 555 0123')).toBe(false);
    expect(isE164('2125550123')).toBe(false);
    expect(isE164('+12223333333')).toBe(false);
    expect(isE164('+1212555012\u0000')).toBe(false);
  });
});

describe('phoneNumberSchema', () => {
  it('turns what was typed into E.164', () => {
    expect(phoneNumberSchema.parse('(212) 555-0123')).toBe('+12125550123');
  });

  it('says plainly what is wrong', () => {
    const result = phoneNumberSchema.safeParse('not a phone');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([INVALID_PHONE_MESSAGE]);
    expect(INVALID_PHONE_MESSAGE).toBe('Please enter a valid phone number.');
  });

  it('refuses what is not a string', () => {
    expect(phoneNumberSchema.safeParse(2125550123).success).toBe(false);
  });
});
