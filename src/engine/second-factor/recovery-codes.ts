import { randomInt } from 'node:crypto';
import { normalRecoveryCode } from './sealed-secrets';

/** Ten codes, each good for one sign-in without the authenticator (decision 053). */
export const RECOVERY_CODE_COUNT = 10;

// No 0/o, 1/l/i: codes are copied from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A code like "k7m2p-x9qwd": 10 characters of a 31-letter alphabet, about 50 bits. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** Whether typed text has the shape of a recovery code (rather than a six-digit TOTP code). */
export function looksLikeRecoveryCode(text: string): boolean {
  return /^[a-z0-9]{10}$/.test(normalRecoveryCode(text)) && !/^\d+$/.test(text.trim());
}
