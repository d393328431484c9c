import { useRouteLoaderData } from 'react-router';
import { ROOT_ROUTE_ID } from '../route-specs';
import type { SiteInfo } from '../site';

/** The signed-in person, as pages need them (the session itself stays on the server). */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** Signed in through Apple, Google or Facebook: no password to change. */
  federated: boolean;
  role: 'CUSTOMER' | 'SUPPORT' | 'ADMIN';
}

/** What every page can read from the root route. */
export interface RootData {
  site: SiteInfo;
  /** Null for visitors. */
  user: SessionUser | null;
  /**
   * A federated sign-in whose provider left out a name or the phone: what is known, for the
   * profile-completion modal (the session does not count as signed in until it is complete).
   */
  pendingProfile?: PendingProfile | null;
  /** The social sign-in providers configured here (Apple, Google, Facebook), for the account dialogs. */
  signInProviders: readonly string[];
}

export interface PendingProfile {
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
}

/** The root loader's data, for any component under the root route. */
export function useRootData(): RootData {
  const data = useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined;
  if (!data) throw new Error('useRootData must be used under the root route');
  return data;
}

export function useSite(): SiteInfo {
  return useRootData().site;
}

export function useUser(): SessionUser | null {
  return useRootData().user;
}
