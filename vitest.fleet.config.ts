import { defineConfig } from 'vitest/config';

/**
 * `npm run test:fleet`: the fleet under load (test/fleet), apart from `npm test` because it runs
 * the whole topology (PostgreSQL, four production nodes, nginx) on its own and takes minutes.
 */
export default defineConfig({
  test: {
    include: ['test/fleet/**/*.fleet.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
