import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, Outlet, ScrollRestoration, useLocation, useRouteError } from 'react-router';
import { ProfileCompletionModal } from '../pages/account/modals/profile-completion-modal';
import { ChatLauncher } from '../chat/chat-launcher';
import { AppUpdates } from '../pwa/app-updates';
import { OfflineNotice } from '../pwa/offline-notice';
import { Footer } from './footer';
import { Header } from './header';
import { RouteLoading } from './route-loading';
import { ToastProvider } from './toasts';

/** Every page of the document: the toasts, scroll restoration, and its shell below (site or desk). */
export function Root() {
  useEffect(() => {
    // Tells tests (and curious developers) that the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ToastProvider>
      <OfflineNotice />
      <Outlet />
      <ScrollRestoration />
      <AppUpdates />
    </ToastProvider>
  );
}

/**
 * The consumer site's shell: header, main content, footer; light theme on "/", dark elsewhere.
 * Given `children`, it frames them instead of the route's outlet (the desk's 404 for visitors).
 */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const theme = pathname === '/' ? 'light' : 'dark';
  return (
    <div className={`app app--${theme}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header theme={theme} />
      <RouteLoading />
      <ProfileCompletionModal />
      <main id="main" className="app__main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer theme={theme} />
      <ChatLauncher />
    </div>
  );
}

/**
 * Error statuses with their own page: the code, a heading, and what to do next. The text is
 * the error's own message where none is given here.
 */
const STATUS_PAGES: Record<number, { title: string; heading: string; text?: string }> = {
  404: {
    title: 'Page not found',
    heading: 'We couldn’t find that page',
    text: 'The link may be old, or the page may have moved. Let’s get you back on course.',
  },
  400: {
    title: 'Broken link',
    heading: 'We couldn’t read that link',
  },
};

/** A page's loader or component failed: the shell stays, the page shows what happened. */
export function PageErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown })?.message === 'string'
      ? (error.data as { message: string }).message
      : 'Something went wrong. Please try again.';
  const statusPage = isRouteErrorResponse(error) ? STATUS_PAGES[error.status] : undefined;
  if (isRouteErrorResponse(error) && statusPage) {
    return (
      <section className="error-page" aria-labelledby="error-title">
        <title>{statusPage.title}</title>
        <p className="error-page__code">{error.status}</p>
        <h1 id="error-title">{statusPage.heading}</h1>
        <p>{statusPage.text ?? message}</p>
        <p className="error-page__actions">
          <Link className="button button--primary" to="/">
            Go to the home page
          </Link>
          <Link className="button button--ghost" to="/concierge">
            Talk to the concierge
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>Something went wrong</title>
      <h1 id="error-title">Something went wrong</h1>
      <p>{message}</p>
      <p className="error-page__actions">
        <Link className="button button--primary" to="/">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}

/** The root itself failed (its data could not load): a bare page without the shell's data. */
export function RootErrorBoundary() {
  return (
    <main id="main" className="error-page error-page--bare">
      <title>Something went wrong</title>
      <h1>Something went wrong</h1>
      <p>We could not load this page. Please try again in a moment.</p>
      <p>
        <a className="button button--primary" href="/">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
