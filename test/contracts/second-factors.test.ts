import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters/postgres-store/database';
import { PostgresSecondFactorStore } from '../../adapters/postgres-store/second-factors';
import { PostgresUserStore } from '../../adapters/postgres-store/users';
import type { SecondFactorStore } from '../../ports/second-factors';
import { MemorySecondFactorStore } from '../fakes/memory-second-factor-store';
import { dialects } from '../support/database';
import { mayaUser } from '../fixtures/users';

const AT = new Date('2026-11-28T09:00:00Z');

/** Every SecondFactorStore: the PostgreSQL adapter on both dialects, and the unit tests' fake. */
const stores: { name: string; open(): Promise<{ store: SecondFactorStore; close(): Promise<void> }> }[] = [
  ...dialects.map((dialect) => ({
    name: dialect.name,
    async open() {
      const database: Database = await dialect.open();
      await new PostgresUserStore(database.db).create(
        mayaUser({
          id: 'ben',
          email: 'ben.ortega@contrail.test',
          role: 'SUPPORT',
          firstname: 'Ben',
          lastname: 'Ortega',
          phone: '',
        }),
      );
      return { store: new PostgresSecondFactorStore(database.db), close: () => database.close() };
    },
  })),
  { name: 'memory', open: async () => ({ store: new MemorySecondFactorStore(), close: async () => undefined }) },
];

describe.each(stores)('second factor store contract: $name', (kind) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });
  const open = async () => {
    const opened = await kind.open();
    close = opened.close;
    return opened.store;
  };

  it('keeps an enrolment pending until its own secret is confirmed, and never replaces a confirmed one', async () => {
    const store = await open();
    expect(await store.factorOf('ben')).toBeNull();
    expect(await store.startEnrolment('ben', 'sealed-1', AT)).toBe(true);
    expect(await store.startEnrolment('ben', 'sealed-2', AT)).toBe(true);
    expect(await store.confirm('ben', 'sealed-1', 100, ['h1'], AT)).toBe(false);
    expect(await store.confirm('ben', 'sealed-2', 100, ['h1', 'h2'], AT)).toBe(true);
    expect(await store.confirm('ben', 'sealed-2', 101, [], AT)).toBe(false);
    expect(await store.startEnrolment('ben', 'sealed-3', AT)).toBe(false);
    expect(await store.factorOf('ben')).toEqual({
      userId: 'ben',
      sealedSecret: 'sealed-2',
      confirmedAt: AT,
      lastTimeStep: 100,
      recoveryCodeHashes: ['h1', 'h2'],
    });
  });

  it('takes each time step once, and only later ones', async () => {
    const store = await open();
    await store.startEnrolment('ben', 'sealed', AT);
    expect(await store.useTimeStep('ben', 100)).toBe(false);
    await store.confirm('ben', 'sealed', 100, [], AT);
    expect(await store.useTimeStep('ben', 100)).toBe(false);
    expect(await store.useTimeStep('ben', 99)).toBe(false);
    const [a, b] = await Promise.all([store.useTimeStep('ben', 101), store.useTimeStep('ben', 101)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect((await store.factorOf('ben'))?.lastTimeStep).toBe(101);
  });

  it('spends a recovery code once, and forgets everything on a reset', async () => {
    const store = await open();
    await store.startEnrolment('ben', 'sealed', AT);
    await store.confirm('ben', 'sealed', 100, ['h1', 'h2'], AT);
    const [a, b] = await Promise.all([store.useRecoveryCode('ben', 'h1'), store.useRecoveryCode('ben', 'h1')]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await store.useRecoveryCode('ben', 'h3')).toBe(false);
    expect((await store.factorOf('ben'))?.recoveryCodeHashes).toEqual(['h2']);
    expect(await store.reset('ben')).toBe(true);
    expect(await store.reset('ben')).toBe(false);
    expect(await store.factorOf('ben')).toBeNull();
    expect(await store.startEnrolment('ben', 'sealed-again', AT)).toBe(true);
  });
});
