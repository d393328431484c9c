import { afterEach } from 'vitest';
import type { Database } from '../../adapters/postgres-store/database';
import { startPaymentsWorld, type PaymentsWorld } from './payments';

/**
 * Inside a `describe.each(dialects)`: starts payments worlds on that dialect's database, each
 * closed after its test, last started first.
 */
export function paymentsWorldsOn(open: () => Promise<Database>) {
  const worlds: PaymentsWorld[] = [];
  afterEach(async () => {
    for (const started of worlds.splice(0).reverse()) await started.close();
  });
  return async (options: Parameters<typeof startPaymentsWorld>[0] = {}) => {
    const started = await startPaymentsWorld({ database: await open(), ...options });
    worlds.push(started);
    return started;
  };
}
