import type { LoaderArgs } from '../context';
import { requireStaff } from './desk.server';

export interface DeskLayoutData {
  staff: { name: string; email: string; role: 'SUPPORT' | 'ADMIN' };
}

/** The desk's shell: who is signed in, and whether the staff pages are theirs to see. */
export async function loader({ context, request }: LoaderArgs): Promise<DeskLayoutData> {
  const { staff } = requireStaff(context, request);
  const profile = context.account?.profile;
  return {
    staff: {
      name: profile ? `${profile.firstname} ${profile.lastname}`.trim() : '',
      email: profile?.email ?? '',
      role: staff.role,
    },
  };
}
