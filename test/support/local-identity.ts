import { LocalIdentityProvider } from '../../adapters/identity-local/local-identity-provider';
import type { Database } from '../../adapters/postgres-store/database';
import { PostgresUserStore } from '../../adapters/postgres-store/users';
import type { Clock } from '../../ports/clock';

/**
 * scrypt's N for the tests' passwords: thousands are hashed in a run, which at the production
 * cost (16,384) was a tenth of the run's CPU. passwords.test.ts checks the production cost.
 */
export const TEST_PASSWORD_COST = 1024;

/** The local identity provider over a test database, with the settings the contract suites use. */
export function localIdentity(database: Database, clock: Clock): LocalIdentityProvider {
  return new LocalIdentityProvider(new PostgresUserStore(database.db), clock, {
    secret: 'contract-test-secret-contract-test-secret',
    issuer: 'http://contrail.test',
    accessTokenSeconds: 900,
    refreshTokenDays: 30,
    codeMinutes: 15,
    maxCodeAttempts: 5,
    passwordCost: TEST_PASSWORD_COST,
  });
}
