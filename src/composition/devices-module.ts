import { ContainerModule } from 'inversify';
import { PostgresSignInStore } from '../../adapters/postgres-store/sign-ins';
import { CLOCK, type Clock } from '../../ports/clock';
import { IDENTITY_PROVIDER, type IdentityProvider } from '../../ports/identity-provider';
import { SIGN_IN_STORE, type SignInStore } from '../../ports/sign-ins';
import { AccountService } from '../engine/accounts/account-service';
import { SignedInDevices } from '../engine/devices/signed-in-devices';

/** The signed-in devices of each account (issue 28, docs/decisions/054): their store and use case. */
export const devicesModule = new ContainerModule(({ bind }) => {
  bind<SignInStore>(SIGN_IN_STORE).to(PostgresSignInStore).inSingletonScope();
  bind(SignedInDevices)
    .toDynamicValue(
      (context) =>
        new SignedInDevices({
          store: context.get<SignInStore>(SIGN_IN_STORE),
          clock: context.get<Clock>(CLOCK),
          identity: context.get<IdentityProvider>(IDENTITY_PROVIDER),
          // This node's session cache is the account service's (resolved when first used).
          forget: (sessionId) => context.get(AccountService).forgetSession(sessionId),
          forgetUser: (userId) => context.get(AccountService).forgetUser(userId),
        }),
    )
    .inSingletonScope();
});
