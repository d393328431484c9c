import { data } from 'react-router';
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

export { EMAIL_PATTERN } from './sign-up-rules';

/** The HTTP status a failed account call answers with on a page. */
export function statusOf(error: AccountError): number {
  return error.name === 'TooManyRequestsException' ? 429 : 400;
}

/**
 * A form's failure answer. A plain form post (no JavaScript yet) gets the page with its 4xx
 * status; the browser's data request gets the same body as ordinary action data, because the
 * data protocol turns every non-2xx answer into the error boundary (src/web/client-data.ts).
 */
export function formFailure<T>(request: Request, body: T, status: number) {
  const fromScript = (request.headers.get('Accept') ?? '').includes('application/json');
  return fromScript ? body : data(body, { status });
}
