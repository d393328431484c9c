import { ContainerModule } from 'inversify';
import { PostgresPasskeyStore } from '../../adapters/postgres-store/passkeys';
import { AUDIT_LOG, type AuditLog } from '../../ports/audit-log';
import { CLOCK, type Clock } from '../../ports/clock';
import { PASSKEY_STORE, type PasskeyStore } from '../../ports/passkeys';
import { USER_STORE, type UserStore } from '../../ports/user-store';
import type { Config } from '../config';
import { Passkeys } from '../engine/passkeys/passkeys';

/** Passkeys (issue 28, docs/decisions/058): their store and use case, bound to PUBLIC_URL's host. */
export const passkeysModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind<PasskeyStore>(PASSKEY_STORE).to(PostgresPasskeyStore).inSingletonScope();
    bind(Passkeys)
      .toDynamicValue((context) => {
        const users = context.get<UserStore>(USER_STORE);
        const site = new URL(config.PUBLIC_URL);
        return new Passkeys({
          store: context.get<PasskeyStore>(PASSKEY_STORE),
          clock: context.get<Clock>(CLOCK),
          audit: context.get<AuditLog>(AUDIT_LOG),
          relyingParty: { id: site.hostname, name: config.BRAND_NAME, origin: site.origin },
          roleOf: async (userId) => (await users.findById(userId))?.role ?? null,
        });
      })
      .inSingletonScope();
  });
