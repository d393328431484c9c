import { describe, expect, it } from 'vitest';
import { emergencyContactSchema, LEGS_REQUIRED, legsOnBoardSchema, travellerSchema } from './traveller';

const today = '2026-11-22';
const domestic = travellerSchema({ today, international: false });
const international = travellerSchema({ today, international: true });
const maya = { fname: 'Maya', lname: 'Lindqvist', dob: '1988-04-02', phoneNumber: '+1 212 555 0187' };

/** The first message for each field, as a form shows it. */
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

describe('a passenger', () => {
  it('needs names, date of birth and phone; the rest has defaults', () => {
    expect(domestic.parse({ ...maya, mname: 'k' })).toMatchObject({
      mname: 'K',
      passportCountry: 'USA',
      email: '',
      tag: null,
    });
    expect(messagesOf(domestic.safeParse({ fname: ' ', lname: '', dob: '', phoneNumber: '' }))).toMatchObject({
      fname: 'First name is required',
      lname: 'Last name is required',
      phoneNumber: 'Phone number is required',
    });
  });

  it('has a one-letter middle initial', () => {
    expect(messagesOf(domestic.safeParse({ ...maya, mname: 'Jo' })).mname).toBe('Middle initial is one letter');
  });

  it('was born between 1920 and today', () => {
    expect(domestic.safeParse({ ...maya, dob: '1919-12-31' }).success).toBe(false);
    expect(domestic.safeParse({ ...maya, dob: '2026-11-23' }).success).toBe(false);
    expect(domestic.safeParse({ ...maya, dob: '2026-11-22' }).success).toBe(true);
    expect(domestic.safeParse({ ...maya, dob: '2026-02-30' }).success).toBe(false);
  });

  it('has a passport expiring between today and 20 years ahead', () => {
    expect(domestic.safeParse({ ...maya, passportExpiry: '2026-11-21' }).success).toBe(false);
    expect(domestic.safeParse({ ...maya, passportExpiry: '2046-11-22' }).success).toBe(true);
    expect(domestic.safeParse({ ...maya, passportExpiry: '2046-11-23' }).success).toBe(false);
  });

  it('needs e-mail and passport details for international trips', () => {
    expect(Object.keys(messagesOf(international.safeParse(maya))).sort()).toEqual([
      'email',
      'passportExpiry',
      'passportNumber',
    ]);
    expect(
      international.safeParse({
        ...maya,
        email: 'maya@example.com',
        passportNumber: 'X1234567',
        passportExpiry: '2030-01-01',
        passportCountry: 'SWE',
      }).success,
    ).toBe(true);
  });
});

describe('legs on board and emergency contacts', () => {
  it('need at least one leg', () => {
    expect(legsOnBoardSchema(2).safeParse([]).error?.issues[0]?.message).toBe(LEGS_REQUIRED);
    expect(legsOnBoardSchema(2).parse([2, 1, 2])).toEqual([1, 2]);
    expect(legsOnBoardSchema(2).safeParse([3]).success).toBe(false);
  });

  it('need a first name, last name and phone', () => {
    expect(emergencyContactSchema.safeParse({ fname: 'Ana', lname: 'Ruiz', phoneNumber: '3125550111' }).success).toBe(
      true,
    );
    expect(emergencyContactSchema.safeParse({ fname: 'Ana', lname: '', phoneNumber: '' }).success).toBe(false);
  });
});
