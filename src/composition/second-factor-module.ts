import { ContainerModule } from 'inversify';
import { PostgresSecondFactorStore } from '../../adapters/postgres-store/second-factors';
import { AUDIT_LOG, type AuditLog } from '../../ports/audit-log';
import { CLOCK, type Clock } from '../../ports/clock';
import { SECOND_FACTOR_STORE, type SecondFactorStore } from '../../ports/second-factors';
import type { Config } from '../config';
import { AccountService } from '../engine/accounts/account-service';
import { SealedSecrets } from '../engine/second-factor/sealed-secrets';
import { StaffSecondFactor } from '../engine/second-factor/staff-second-factor';
import { embeddedAuthSecret } from './settings';

/** The staff second factor (issue 28, docs/decisions/053): its store and use case. */
export const secondFactorModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind<SecondFactorStore>(SECOND_FACTOR_STORE).to(PostgresSecondFactorStore).inSingletonScope();
    bind(StaffSecondFactor)
      .toDynamicValue((context) => {
        const accounts = context.get(AccountService);
        return new StaffSecondFactor({
          store: context.get<SecondFactorStore>(SECOND_FACTOR_STORE),
          audit: context.get<AuditLog>(AUDIT_LOG),
          clock: context.get<Clock>(CLOCK),
          sealed: new SealedSecrets(config.AUTH_SECRET ?? embeddedAuthSecret(config.DATA_DIR)),
          issuer: config.BRAND_NAME,
          limit: (userId, address) => accounts.secondFactorLimited(userId, { address }),
          passed: (userId) => accounts.secondFactorPassed(userId),
          confirmSignIn: (refreshToken) => accounts.confirmSecondFactor(refreshToken),
        });
      })
      .inSingletonScope();
  });
