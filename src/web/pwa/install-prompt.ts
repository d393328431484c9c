import { useEffect, useState } from 'react';

/** Chrome's and Edge's offer to install the site as an app (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const READY = 'contrail:install-ready';
let offered: InstallPromptEvent | null = null;

/**
 * Keeps the browser's install offer for the "Install the app" button (src/web/pwa/install-app.tsx).
 * Called before hydration: the browser may make its offer before any page component mounts.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as InstallPromptEvent;
    window.dispatchEvent(new Event(READY));
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    window.dispatchEvent(new Event(READY));
  });
}

/** The browser's install offer while it stands (null where the browser makes none), and whether the app runs installed. */
export function useInstallPrompt(): { offer: InstallPromptEvent | null; installed: boolean; used(): void } {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);
  useEffect(() => {
    const update = () => {
      setOffer(offered);
      setInstalled(window.matchMedia('(display-mode: standalone)').matches);
    };
    update();
    window.addEventListener(READY, update);
    return () => window.removeEventListener(READY, update);
  }, []);
  return {
    offer,
    installed,
    used: () => {
      offered = null;
      setOffer(null);
    },
  };
}
