/**
 * A customer's devices that take push notifications (docs/decisions/045), and the key pair the
 * application signs its pushes with (VAPID, RFC 8292).
 */
export interface PushDevice {
  id: string;
  userId: string;
  /** The browser's push subscription, as PushSubscription.toJSON() gives it. */
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** What the customer would call it ("Chrome on Android"). */
  label: string;
  createdAt: Date;
}

export interface PushDevices {
  /**
   * Keeps a device's subscription for the customer (a subscription already kept, for whoever,
   * moves to them: a browser belongs to whoever signed in last). Answers its id.
   */
  save(device: Omit<PushDevice, 'id' | 'createdAt'>, id: string, at: Date): Promise<string>;
  /** Removes the customer's device with that endpoint; false when there was none. */
  remove(userId: string, endpoint: string): Promise<boolean>;
  /** Removes a device the push service no longer knows (404, 410). */
  removeGone(id: string): Promise<void>;
  ofUser(userId: string): Promise<PushDevice[]>;
  find(id: string): Promise<PushDevice | undefined>;
}

export const PUSH_DEVICES = Symbol.for('contrail.PushDevices');

/** The VAPID key pair: base64url, the public key an uncompressed P-256 point. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface VapidKeyStore {
  /**
   * The application's key pair: made once (`make`) and kept, the same on every node (the first
   * node to store one wins; the others read it).
   */
  keys(make: () => VapidKeys, at: Date): Promise<VapidKeys>;
}

export const VAPID_KEY_STORE = Symbol.for('contrail.VapidKeyStore');
