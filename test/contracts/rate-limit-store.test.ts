import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters/postgres-store/database';
import { PostgresRateLimitStore } from '../../adapters/postgres-store/rate-limits';
import type { RateLimitStore } from '../../ports/rate-limit-store';
import { dialects } from '../support/database';
import { MemoryRateLimitStore } from '../fakes/memory-rate-limit-store';

const rule = { limit: 3, windowSeconds: 60 };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, seconds));

interface Subject {
  name: string;
  make(): Promise<{ store: RateLimitStore; close(): Promise<void> }>;
}

const subjects: Subject[] = [
  { name: 'in memory', make: async () => ({ store: new MemoryRateLimitStore(), close: async () => {} }) },
  ...dialects.map((dialect) => ({
    name: dialect.name,
    make: async () => {
      const database: Database = await dialect.open();
      return { store: new PostgresRateLimitStore(database.db), close: () => database.close() };
    },
  })),
];

describe.each(subjects)('RateLimitStore contract: $name', (subject) => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());
  const open = async () => {
    const made = await subject.make();
    close = made.close;
    return made.store;
  };

  it('allows attempts up to the limit and refuses the next', async () => {
    const store = await open();
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await store.hit('sign-in:maya@example.com', rule, at(i)));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]?.hits).toBe(4);
    expect(verdicts[3]?.resetsAt).toEqual(at(60));
  });

  it('starts a new window once the old one has passed', async () => {
    const store = await open();
    for (let i = 0; i < 4; i++) await store.hit('k', rule, at(i));
    const later = await store.hit('k', rule, at(61));
    expect(later).toEqual({ allowed: true, hits: 1, resetsAt: at(121) });
  });

  it('counts keys separately and forgets a key on reset', async () => {
    const store = await open();
    for (let i = 0; i < 3; i++) await store.hit('a', rule, at(i));
    expect((await store.hit('b', rule, at(3))).hits).toBe(1);
    await store.reset('a');
    expect((await store.hit('a', rule, at(4))).hits).toBe(1);
  });

  it('counts every one of many simultaneous attempts', async () => {
    const store = await open();
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => store.hit('burst', rule, at(0))));
    expect(verdicts.map((v) => v.hits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
  });
});
