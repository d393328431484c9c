import type { LoaderArgs } from '../../context';
import { requireUser } from '../../guards.server';
import type { SessionUser } from '../../shell/root-data';

export function loader({ context, request }: LoaderArgs): { user: SessionUser } {
  return { user: requireUser(context, request) };
}
