/**
 * This browser's push subscription (docs/decisions/045), made when the customer turns
 * Notifications on in My Account (the browser asks its permission then, never on page load)
 * and removed when they turn it off. Needs the installable app's service worker.
 */
export type Subscribed = 'subscribed' | 'denied' | 'unsupported' | 'failed';

export async function subscribeThisDevice(): Promise<Subscribed> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  try {
    const key = (await (await fetch('/api/push/key', { credentials: 'same-origin' })).json()) as { publicKey: string };
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await withinSeconds(
        SUBSCRIBE_SECONDS,
        registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: fromBase64Url(key.publicKey),
        }),
      ));
    const saved = await fetch('/api/push/subscriptions', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(subscription.toJSON()),
    });
    return saved.ok ? 'subscribed' : 'failed';
  } catch {
    // No push service reachable (offline, or a browser without one): nothing was stored.
    return 'failed';
  }
}

export async function unsubscribeThisDevice(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  await fetch('/api/push/subscriptions', {
    method: 'DELETE',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}

/** A browser that cannot reach its push service may wait for minutes: the customer is told sooner. */
const SUBSCRIBE_SECONDS = 20;

async function withinSeconds<T>(seconds: number, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the push service did not answer')), seconds * 1000);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
