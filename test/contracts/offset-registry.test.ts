import { describe, expect, it } from 'vitest';
import { SandboxOffsetRegistry } from '../../adapters/offset-registry-sandbox/sandbox-offset-registry';
import type { OffsetRegistry } from '../../ports/carbon-offsets';
import { ManualClock } from '../fakes/manual-clock';

const AT = new Date('2026-11-28T09:00:00Z');

/** Every OffsetRegistry: the sandbox (OFFSET_REGISTRY=sandbox). A real registry's adapter joins this list. */
const registries: { name: string; make(): OffsetRegistry }[] = [
  { name: 'the sandbox registry', make: () => new SandboxOffsetRegistry(new ManualClock(AT)) },
];

describe.each(registries)('the offset registry port: $name', ({ make }) => {
  it('retires tonnes against a booking and answers a serial', async () => {
    const registry = make();
    const retired = await registry.retire(4.2, 'BK-1001');
    expect(retired).toEqual({ serial: expect.any(String), tonnes: 4.2, bookingRef: 'BK-1001', retiredAt: AT });
    expect(retired.serial.length).toBeGreaterThanOrEqual(6);
    expect(registry.name.length).toBeGreaterThan(0);
  });

  it('answers the same retirement when asked again for the same booking, another for another', async () => {
    const registry = make();
    const first = await registry.retire(4.2, 'BK-1001');
    expect(await registry.retire(4.2, 'BK-1001')).toEqual(first);
    expect((await registry.retire(4.2, 'BK-1002')).serial).not.toBe(first.serial);
  });

  it('refuses what is not a positive tenth of a tonne, or no booking', async () => {
    const registry = make();
    for (const tonnes of [0, -1, 4.25, Number.NaN, Number.POSITIVE_INFINITY])
      await expect(registry.retire(tonnes, 'BK-1001')).rejects.toBeInstanceOf(RangeError);
    await expect(registry.retire(1, ' ')).rejects.toBeInstanceOf(RangeError);
  });

  it('cancels a retirement, again without harm, and knows no serial it did not give', async () => {
    const registry = make();
    const { serial } = await registry.retire(1.5, 'BK-1003');
    expect(await registry.cancel(serial)).toBe('CANCELLED');
    expect(await registry.cancel(serial)).toBe('CANCELLED');
    expect(await registry.cancel('NO-SUCH-SERIAL')).toBe('UNKNOWN');
  });
});
