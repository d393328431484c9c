/**
 * Passkeys' words and paths (decision 058), shared by the engine, the JSON routes and the pages'
 * scripts: the paths the scripts call, and every message a person is shown.
 */
export const PASSKEY_PATHS = {
  signInOptions: '/passkeys/sign-in/options',
  signIn: '/passkeys/sign-in',
  registerOptions: '/passkeys/register/options',
  register: '/passkeys/register',
} as const;

export const PASSKEY_MESSAGES = {
  NOT_VERIFIED: 'Your passkey could not be checked. Please try again.',
  UNKNOWN: 'We don’t recognise that passkey. Sign in with your password, then add the passkey in My Account.',
  EXPIRED: 'That passkey request has expired. Please try again.',
  TAKEN: 'That passkey is already added to an account.',
  ADDED: 'Your passkey was added. You can now sign in with it.',
  REMOVED: 'That passkey was removed. It can no longer sign in.',
  NOT_YOURS: 'That passkey is not on your account.',
  CANCELLED: 'The passkey was not used. Try again, or sign in with your password.',
  ALREADY_HERE: 'This device already has a passkey for your account.',
  SIGN_IN_AGAIN: 'Please sign in again.',
} as const;
