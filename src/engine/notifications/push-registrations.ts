import { deviceLabel } from '../../core/notifications/device-label';
import type { Clock } from '../../../ports/clock';
import type { PushDevices } from '../../../ports/push-devices';

export interface PushRegistrationsDeps {
  devices: PushDevices;
  /** The VAPID public key browsers subscribe with (base64url). */
  publicKey(): Promise<string>;
  clock: Clock;
  newId(): string;
}

/**
 * A customer's devices for push (docs/decisions/045): the Notifications switch turned on in a
 * browser registers that browser's subscription; turned off there, removes it. The other
 * devices keep theirs.
 */
export class PushRegistrations {
  constructor(private readonly deps: PushRegistrationsDeps) {}

  publicKey(): Promise<string> {
    return this.deps.publicKey();
  }

  register(
    userId: string,
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
    userAgent: string | undefined,
  ): Promise<string> {
    const device = { userId, ...subscription, label: deviceLabel(userAgent) };
    return this.deps.devices.save(device, this.deps.newId(), this.deps.clock.now());
  }

  unregister(userId: string, endpoint: string): Promise<boolean> {
    return this.deps.devices.remove(userId, endpoint);
  }
}
