import { useEffect, useRef } from 'react';
import { useBlocker, useNavigation, type Location } from 'react-router';
import { Modal } from '../../ui/modal';

export const LEAVE_WARNING = 'If you leave this page, your aircraft selection and add-ons will be lost.';

/**
 * Where /book-flight may go without the warning: its own tabs (a query change), the review
 * after Book Now, and the screens that change the search and come back with new results.
 */
export function leavesResults(from: Pick<Location, 'pathname'>, to: Pick<Location, 'pathname'>): boolean {
  if (to.pathname === from.pathname) return false;
  return !['/review-booking/', '/edit-airport', '/searching'].some((path) => to.pathname.startsWith(path));
}

/**
 * "Leaving the page warns that data will be lost" (spec 000 section 4): the browser's own
 * prompt when the tab is closed or reloaded, and our dialog for a link inside the app.
 * Nothing warns while a form of the page is on its way (Book Now leaves on purpose).
 */
export function LeaveWarning() {
  const navigation = useNavigation();
  const armed = useRef(true);
  useEffect(() => {
    armed.current = navigation.formMethod === undefined;
  }, [navigation.formMethod]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => armed.current && leavesResults(currentLocation, nextLocation),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!armed.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const open = blocker.state === 'blocked';
  return (
    <Modal open={open} title="Leave this page?" onClose={() => blocker.reset?.()}>
      <p>{LEAVE_WARNING}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => blocker.reset?.()}>
          Stay
        </button>
        <button type="button" className="button button--ghost" onClick={() => blocker.proceed?.()}>
          Leave
        </button>
      </div>
    </Modal>
  );
}
