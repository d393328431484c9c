import { REDIRECT_HEADER, dataUrl } from '../../data-protocol';

/**
 * The review page's payment calls from the browser: its own route action, through the same
 * data endpoint React Router uses (`?_data=<routeId>`), awaited step by step. A payment is a
 * sequence (initiate, tokenise at the gateway, confirm) that the router's one-submission-at-a-
 * time model does not express well, and none of these calls should re-run the page's loader.
 */
export type ActionAnswer<T> = { redirect: string } | { data: T };

export async function callAction<T>(
  routeId: string,
  fields: Record<string, string | boolean>,
): Promise<ActionAnswer<T>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === false) continue;
    body.set(name, value === true ? 'on' : value);
  }
  // The customer's clock, for the deadlines their e-mails state (a held booking's, a wire's).
  body.set('timeZone', Intl.DateTimeFormat().resolvedOptions().timeZone);
  const response = await fetch(dataUrl(window.location.href, routeId), {
    method: 'POST',
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    body,
  });
  const location = response.headers.get(REDIRECT_HEADER);
  if (response.status === 204 && location) return { redirect: location };
  if (!response.ok) throw new Error(`payment call failed: ${response.status}`);
  return { data: (await response.json()) as T };
}

/** Accept.js's answer (the sandbox gateway's script speaks the same shapes). */
export interface AcceptResponse {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages: { resultCode: 'Ok' | 'Error'; message: { code: string; text: string }[] };
}

interface AcceptApi {
  dispatchData(
    secureData: {
      authData: { clientKey: string; apiLoginID: string };
      cardData: { cardNumber: string; month: string; year: string; cardCode: string; fullName?: string };
    },
    callback: (response: AcceptResponse) => void,
  ): void;
}

const loadedScripts = new Map<string, Promise<void>>();

/**
 * Loads the gateway's tokenisation script from the URL payment/initiate answered (the sandbox's
 * own, or Authorize.Net's Accept.js). The card goes from this script straight to the gateway.
 */
export function loadGatewayScript(url: string): Promise<void> {
  const known = loadedScripts.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loadedScripts.delete(url);
      script.remove();
      reject(new Error('The card gateway could not be reached.'));
    });
    document.head.appendChild(script);
  });
  loadedScripts.set(url, loading);
  return loading;
}

/** Hands the card to the gateway's script; resolves with its token or its error messages. */
export function tokeniseCard(
  auth: { clientKey: string; apiLoginId: string },
  card: { name: string; number: string; expiry: string; cvv: string },
): Promise<AcceptResponse> {
  const accept = (window as unknown as { Accept?: AcceptApi }).Accept;
  if (!accept) return Promise.reject(new Error('The card gateway script is not loaded.'));
  const [month = '', year = ''] = card.expiry.split('/');
  return new Promise((resolve) =>
    accept.dispatchData(
      {
        authData: { clientKey: auth.clientKey, apiLoginID: auth.apiLoginId },
        cardData: {
          cardNumber: card.number.replace(/\D/g, ''),
          month,
          year,
          cardCode: card.cvv,
          fullName: card.name.trim(),
        },
      },
      resolve,
    ),
  );
}
