import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True once React has hydrated; false on the server and while hydrating. Before that, links and
 * forms work as plain HTML (a modal's trigger link simply navigates to its page).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
