import { useRouteLoaderData } from 'react-router';
import { ROOT_ROUTE_ID } from '../route-specs';
import type { SiteInfo } from '../site';

/** What every page can read from the root route. */
export interface RootData {
  site: SiteInfo;
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
