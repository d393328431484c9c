import { redirect } from 'react-router';
import type { ActionArgs } from '../../context';

/** Ends the session (revoking its refresh token) and goes home. */
export async function action({ context }: ActionArgs) {
  const headers = new Headers();
  for (const cookie of await context.session.end()) headers.append('Set-Cookie', cookie);
  return redirect('/', { headers });
}
