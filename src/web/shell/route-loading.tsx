import { useNavigation } from 'react-router';

/** Shown while the next page's code or data is on its way. */
export function RouteLoading() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="route-loading" role="status" aria-live="polite">
      <span className="route-loading__bar" aria-hidden="true" />
      <span className="route-loading__text">Loading…</span>
    </div>
  );
}
