import { useCallback, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LoginModal } from './login-modal';

/** Which account dialog is open (spec 000 §4, "Home modals"). */
export type AccountModalMode = 'login';

export interface AccountModals {
  mode: AccountModalMode | null;
  open(mode: AccountModalMode): void;
  close(): void;
  /**
   * A click handler for a link to the mode's page (/login): with JavaScript the dialog opens in
   * place; before hydration the link simply goes to the page.
   */
  openFromLink(mode: AccountModalMode): (event: MouseEvent) => void;
  /** The dialogs, to render once on the page. */
  element: ReactNode;
}

/** The account dialogs of a page, with the state that switches between them. */
export function useAccountModals(): AccountModals {
  const [mode, setMode] = useState<AccountModalMode | null>(null);
  const location = useLocation();
  const close = useCallback(() => setMode(null), []);
  const openFromLink = useCallback(
    (next: AccountModalMode) => (event: MouseEvent) => {
      event.preventDefault();
      setMode(next);
    },
    [],
  );
  const element = (
    <LoginModal open={mode === 'login'} onClose={close} redirectTo={location.pathname + location.search} />
  );
  return { mode, open: setMode, close, openFromLink, element };
}
