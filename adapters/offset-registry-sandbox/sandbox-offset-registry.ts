import { createHash } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../ports/clock';
import type { OffsetCancellation, OffsetRegistry, OffsetRetirement } from '../../ports/carbon-offsets';

/**
 * A stand-in offset registry (docs/decisions/060): it retires nothing anywhere, but answers as
 * a registry would. A booking's serial is derived from its reference ("SBX-" and 12 hex of a
 * SHA-256), so every node, and a node after a restart, answers the same serial for the same
 * booking. It remembers, in this process, what it retired and cancelled.
 */
@injectable()
export class SandboxOffsetRegistry implements OffsetRegistry {
  readonly name = 'Contrail sandbox registry';
  private readonly retired = new Map<string, OffsetRetirement>();
  private readonly cancelled = new Set<string>();

  constructor(@inject(CLOCK) private readonly clock: Clock) {}

  async retire(tonnes: number, bookingRef: string): Promise<OffsetRetirement> {
    if (!Number.isFinite(tonnes) || tonnes <= 0 || Math.abs(tonnes * 10 - Math.round(tonnes * 10)) > 1e-9)
      throw new RangeError(`An offset retires a positive tenth of a tonne, not ${tonnes}`);
    if (bookingRef.trim() === '') throw new RangeError('An offset retires against a booking reference');
    const serial = serialOf(bookingRef);
    const known = this.retired.get(serial);
    if (known) return known;
    const retirement = { serial, tonnes: Math.round(tonnes * 10) / 10, bookingRef, retiredAt: this.clock.now() };
    this.retired.set(serial, retirement);
    return retirement;
  }

  async cancel(serial: string): Promise<OffsetCancellation> {
    if (!this.retired.has(serial)) return 'UNKNOWN';
    this.cancelled.add(serial);
    return 'CANCELLED';
  }

  /** Whether a retirement stands (for tests). */
  standing(serial: string): boolean {
    return this.retired.has(serial) && !this.cancelled.has(serial);
  }
}

export function serialOf(bookingRef: string): string {
  return `SBX-${createHash('sha256').update(bookingRef).digest('hex').slice(0, 12).toUpperCase()}`;
}
