/** A sign-in's device against the account's earlier ones. */
export type DeviceNovelty = 'first-sign-in' | 'known-device' | 'new-device' | 'unknown-device';

/**
 * A sign-in's device against the account's earlier browser sign-ins (decision 054): a key the
 * account never signed in with is a new device, unless this is its first sign-in at all; a
 * sign-in without a key (through the API) cannot be told.
 */
export function noveltyOf(key: string | null, earlier: readonly (string | null)[]): DeviceNovelty {
  if (key === null) return 'unknown-device';
  const keys = earlier.filter((k): k is string => k !== null);
  if (keys.length === 0) return 'first-sign-in';
  return keys.includes(key) ? 'known-device' : 'new-device';
}
