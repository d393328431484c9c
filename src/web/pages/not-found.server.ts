import { data } from 'react-router';
import type { DataError } from '../data-protocol';

/** Unknown paths answer 404 and render the not-found page inside the normal shell. */
export function loader(): never {
  throw data({ message: 'We could not find that page.' } satisfies DataError, { status: 404 });
}
