/** The password rules of the local identity provider, and their text for the forms. */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_POLICY_TEXT =
  'At least 8 characters, with an upper-case letter, a lower-case letter and a digit.';

/** The rules a password breaks, in words; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('must have at least 8 characters');
  if (!/[A-Z]/.test(password)) problems.push('must have an upper-case letter');
  if (!/[a-z]/.test(password)) problems.push('must have a lower-case letter');
  if (!/[0-9]/.test(password)) problems.push('must have a digit');
  if (password.length > 256) problems.push('must have at most 256 characters');
  return problems;
}
