import type { AccountError } from '../../../engine/accounts/account-service';

/** A form field as a trimmed string ('' when absent or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** The same, untrimmed: passwords are taken exactly as typed. */
export function rawField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The HTTP status a failed account call answers with on a page. */
export function statusOf(error: AccountError): number {
  return error.name === 'TooManyRequestsException' ? 429 : 400;
}
