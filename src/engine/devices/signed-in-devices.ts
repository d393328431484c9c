import { createHash, randomUUID } from 'node:crypto';
import type { Clock } from '../../../ports/clock';
import type { IdentityProvider } from '../../../ports/identity-provider';
import type { OutboxEntry } from '../../../ports/message-outbox';
import type { DeviceNovelty, SignInStore } from '../../../ports/sign-ins';
import { deviceLabel } from '../../core/notifications/device-label';

/** Where a sign-in comes from: the browser's user agent and device cookie (none through the API). */
export interface SigningDevice {
  userAgent?: string;
  /** The browser's device cookie; absent for API clients. */
  deviceId?: string;
}

/** How many of an account's most recently seen sign-ins the devices list looks at. */
export const LISTED_SIGN_INS = 50;

/** A signed-in device as My Account > Security lists it. */
export interface SignedInDevice {
  sessionId: string;
  device: string;
  signedInAt: Date;
  lastSeenAt: Date;
  /** The sign-in of the request listing them. */
  current: boolean;
}

export interface SignedInDevicesDeps {
  store: SignInStore;
  clock: Clock;
  identity: Pick<IdentityProvider, 'verifyAccessToken' | 'isSessionActive' | 'endSession' | 'endSessions'>;
  /** Forgets an ended sign-in in this node's session cache now (other nodes hear of it, decision 034). */
  forget(sessionId: string): void;
  /** Forgets every cached sign-in of the account on this node. */
  forgetUser(userId: string): void;
}

/**
 * The devices an account is signed in on (issue 28, decision 054): each sign-in is recorded with
 * its device when it is made and seen again at each refresh; the customer lists the ones still
 * on and signs out one or all the others, on every node within a second. A sign-in from a
 * browser the account never used sends the "new sign-in" e-mail with it.
 */
export class SignedInDevices {
  constructor(private readonly deps: SignedInDevicesDeps) {}

  /** Records a new sign-in made with `accessToken`; what its device was to the account. */
  async signedIn(accessToken: string, from: SigningDevice): Promise<DeviceNovelty | null> {
    const identity = await this.deps.identity.verifyAccessToken(accessToken);
    if (!identity?.sessionId) return null;
    const at = this.deps.clock.now();
    const device = deviceLabel(from.userAgent);
    const deviceKey = from.deviceId ? createHash('sha256').update(from.deviceId).digest('base64url') : null;
    const notice: OutboxEntry = {
      key: `new-sign-in:${identity.sessionId}:${randomUUID()}`,
      kind: 'new-sign-in',
      userId: identity.userId,
      email: null,
      bookingId: null,
      facts: { device, at: at.toISOString() },
    };
    return this.deps.store.record(
      { sessionId: identity.sessionId, userId: identity.userId, device, deviceKey, signedInAt: at },
      [notice],
    );
  }

  /** The sign-in of `accessToken` (just refreshed) was seen now. */
  async refreshed(accessToken: string): Promise<void> {
    const identity = await this.deps.identity.verifyAccessToken(accessToken);
    if (identity?.sessionId) await this.deps.store.seen(identity.sessionId, this.deps.clock.now());
  }

  /**
   * The account's sign-ins still on, the current one first, then by when they were last seen.
   * Ended sign-ins stay recorded, so only the most recently seen are asked about: one a device
   * has not refreshed for longer than the newest `LISTED_SIGN_INS` have ended or will soon.
   */
  async list(userId: string, current: string | undefined): Promise<SignedInDevice[]> {
    const rows = await this.deps.store.ofUser(userId, LISTED_SIGN_INS);
    const on = await Promise.all(rows.map((r) => this.deps.identity.isSessionActive(r.sessionId)));
    return rows
      .filter((_, i) => on[i])
      .map((r) => ({
        sessionId: r.sessionId,
        device: r.device,
        signedInAt: r.signedInAt,
        lastSeenAt: r.lastSeenAt,
        current: r.sessionId === current,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current));
  }

  /** Signs one of the account's devices out; false when the sign-in is not the account's. */
  async signOut(userId: string, sessionId: string): Promise<boolean> {
    const theirs = (await this.deps.store.ofUser(userId)).some((r) => r.sessionId === sessionId);
    if (!theirs) return false;
    await this.deps.identity.endSession(sessionId);
    this.deps.forget(sessionId);
    return true;
  }

  /** Signs out every device of the account but the one asking. */
  async signOutOthers(userId: string, current: string | undefined): Promise<void> {
    await this.deps.identity.endSessions(userId, current ? { except: current } : {});
    this.deps.forgetUser(userId);
  }
}
