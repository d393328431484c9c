import { data } from 'react-router';
import type { LoaderArgs } from '../context';
import type { DataError } from '../data-protocol';
import { requireStaff } from './desk.server';

/** An unknown desk address: 404 inside the desk for staff (and the site's 404 for anyone else). */
export function loader({ context }: LoaderArgs): never {
  requireStaff(context);
  throw data({ message: 'There is no such page in the support desk.' } satisfies DataError, { status: 404 });
}
