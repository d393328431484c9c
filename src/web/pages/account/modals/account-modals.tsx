import { startTransition, useCallback, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useRootData } from '../../../shell/root-data';
import type { SignUpDetailErrors, SignUpDetails } from '../sign-up-rules';
import { BenefitsModal } from './benefits-modal';
import { CreateAccountModal, CreatePasswordModal, NO_DETAILS } from './create-account-modal';
import { hasSocialLoginFlag, useSignOut } from '../sign-out';
import { LoginModal } from './login-modal';
import { OfferModal } from './offer-modal';

/** Which account dialog is open (spec 000 §4, "Home modals", plus the offer). */
export type AccountModalMode = 'login' | 'createAccount' | 'createPassword' | 'benefit' | 'offer';

/** Offer modal delay on home, and Login modal delay on /popular-routes-book, for visitors (spec 000 §9). */
export const OFFER_DELAY_MS = 3000;

/**
 * Browser session storage keys. A sign-up waiting for its e-mailed code survives a reload
 * (spec 000 §4: the create-account modal opens again instead of the offer); the offer is shown
 * once per browser session rather than on every return to home.
 */
export const PENDING_SIGN_UP_KEY = 'contrail-pending-sign-up';
export const OFFER_SEEN_KEY = 'contrail-offer-seen';

export interface AccountModals {
  mode: AccountModalMode | null;
  /**
   * Opens a dialog; `redirectTo` is where a sign-in from it goes (default: this page). Without
   * options the previous dialog's destination is kept.
   */
  open(mode: AccountModalMode, options?: { redirectTo?: string; searchSaved?: boolean }): void;
  close(): void;
  /**
   * A click handler for a link to the mode's page (/login, /create-account): with JavaScript the
   * dialog opens in place; before hydration the link simply goes to the page.
   */
  openFromLink(mode: AccountModalMode): (event: MouseEvent) => void;
  /** The dialogs, to render once on the page. */
  element: ReactNode;
}

/**
 * The account dialogs of a page and the state that moves between them: Benefits and the offer
 * lead to Login or Create Account; Create Account leads to Create Password, its code step, then
 * Login. With `offer` (home), a visitor sees the offer after 3 seconds unless a sign-up is
 * pending; with `loginPrompt` (/popular-routes-book), the Login modal instead.
 */
export function useAccountModals({
  offer = false,
  loginPrompt = false,
}: { offer?: boolean; loginPrompt?: boolean } = {}): AccountModals {
  const location = useLocation();
  const { user, pendingProfile } = useRootData();
  const [mode, setMode] = useState<AccountModalMode | null>(null);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const [searchSaved, setSearchSaved] = useState(false);
  const [details, setDetails] = useState<SignUpDetails>(NO_DETAILS);
  const [detailErrors, setDetailErrors] = useState<SignUpDetailErrors | undefined>(undefined);
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const [signedUp, setSignedUp] = useState<string | null>(null);

  // Moving from one dialog to the next keeps where the sign-in goes (a saved search resumes).
  const open = useCallback<AccountModals['open']>((next, options) => {
    if (options) {
      setRedirectTo(options.redirectTo ?? null);
      setSearchSaved(options.searchSaved ?? false);
    }
    setMode(next);
  }, []);
  const close = useCallback(() => {
    setMode(null);
    setRedirectTo(null);
    setSearchSaved(false);
  }, []);
  const openFromLink = useCallback(
    (next: AccountModalMode) => (event: MouseEvent) => {
      event.preventDefault();
      open(next);
    },
    [open],
  );

  // On load: a pending sign-up reopens its code step; otherwise a visitor gets the offer after
  // 3 s, unless they have started filling in the page or another dialog is open by then.
  useEffect(() => {
    // A federated sign-in missing profile fields has its own modal (in the shell): no offer.
    if (user || pendingProfile) return;
    const pending = sessionStorage.getItem(PENDING_SIGN_UP_KEY);
    if (pending) {
      setCodeFor(pending);
      setMode('createPassword');
      return;
    }
    const prompt = offer && !sessionStorage.getItem(OFFER_SEEN_KEY) ? 'offer' : loginPrompt ? 'login' : null;
    if (!prompt) return;
    let busy = false;
    const onInput = () => {
      busy = true;
    };
    document.addEventListener('input', onInput);
    const timer = setTimeout(() => {
      if (busy || document.querySelector('dialog[open]')) return;
      if (prompt === 'offer') sessionStorage.setItem(OFFER_SEEN_KEY, '1');
      // The whole page renders again with the dialog: as a transition React does it in slices
      // and a tap meanwhile is answered first (decision 035: total blocking time).
      startTransition(() => setMode((current) => current ?? prompt));
    }, OFFER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('input', onInput);
    };
    // Once per page load: later changes of the user are sign-ins, handled by the dialogs.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onCodeSent = useCallback((email: string) => {
    sessionStorage.setItem(PENDING_SIGN_UP_KEY, email);
    setCodeFor(email);
  }, []);
  const onDetailsRejected = useCallback((errors: SignUpDetailErrors) => {
    setDetailErrors(errors);
    setMode('createAccount');
  }, []);
  const onConfirmed = useCallback((email: string) => {
    sessionStorage.removeItem(PENDING_SIGN_UP_KEY);
    setCodeFor(null);
    setDetails(NO_DETAILS);
    setSignedUp(email);
    setMode('login');
  }, []);
  // Closing the code step gives the sign-up up here (signing in later asks for a new code).
  const closePassword = useCallback(() => {
    sessionStorage.removeItem(PENDING_SIGN_UP_KEY);
    setCodeFor(null);
    close();
  }, [close]);

  // Closing the Login modal during a social login signs out (spec 000 §4 "Home modals").
  const signOut = useSignOut();
  const closeLogin = useCallback(() => {
    if (hasSocialLoginFlag()) signOut.run();
    close();
  }, [close, signOut]);

  const here = location.pathname + location.search;
  const element = (
    <>
      <LoginModal
        open={mode === 'login'}
        onClose={closeLogin}
        onSignedIn={close}
        redirectTo={redirectTo ?? here}
        notice={signedUp ? 'Signed up. Please login to continue.' : undefined}
        email={signedUp ?? undefined}
        onCreateAccount={() => open('createAccount')}
      />
      <CreateAccountModal
        open={mode === 'createAccount'}
        onClose={close}
        details={details}
        errors={detailErrors}
        onNext={(next) => {
          setDetails(next);
          setDetailErrors(undefined);
          setMode('createPassword');
        }}
        onLogin={() => open('login')}
      />
      <CreatePasswordModal
        open={mode === 'createPassword'}
        onClose={closePassword}
        details={details}
        codeFor={codeFor}
        onCodeSent={onCodeSent}
        onDetailsRejected={onDetailsRejected}
        onConfirmed={onConfirmed}
      />
      <BenefitsModal
        open={mode === 'benefit'}
        onClose={close}
        searchSaved={searchSaved}
        onSignIn={() => open('login')}
        onCreateAccount={() => open('createAccount')}
      />
      {offer ? (
        <OfferModal open={mode === 'offer'} onClose={close} onCreateAccount={() => open('createAccount')} />
      ) : null}
    </>
  );
  return { mode, open, close, openFromLink, element };
}
