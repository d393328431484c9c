/**
 * Sign-up rules both sides apply (spec 000 §5): the server on every post, the Create Account
 * modal before it moves on to the password step.
 */

/** The code step sent without a code: our own check, shown at the field rather than a provider failure. */
export const CODE_REQUIRED = 'Please type the code.';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The phone as stored: the +1 prefix of spec 000 §5 for a plain ten-digit US number. */
export function normalisePhone(input: string): string | null {
  const digits = input.replace(/[\s().-]/g, '');
  if (/^\d{10}$/.test(digits)) return `+1${digits}`;
  if (/^\+\d{7,15}$/.test(digits)) return digits;
  return null;
}

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

export type SignUpDetailErrors = Partial<Record<keyof SignUpDetails, string>>;

/** The create-account details' errors, word for word from spec 000 §5 (empty when valid). */
export function signUpDetailErrors(details: SignUpDetails): SignUpDetailErrors {
  const errors: SignUpDetailErrors = {};
  if (!details.firstName.trim()) errors.firstName = 'Field required';
  if (!details.lastName.trim()) errors.lastName = 'Field required';
  if (!details.phone.trim()) errors.phone = 'Field required';
  else if (!normalisePhone(details.phone)) errors.phone = 'Invalid Phone Number';
  const email = details.email.trim();
  if (!email) errors.email = 'Field required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Invalid email';
  return errors;
}
