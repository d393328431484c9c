/**
 * Creates a staff account, confirmed at once: SUPPORT by default, or ADMIN (who also manages
 * staff accounts in the back office; the first administrator is made this way):
 *   npm run staff:create -- --email ops@contrail.example --password '...' --first Ana --last Ruiz
 *   npm run staff:create -- --role admin --email boss@contrail.example --password '...' --first B --last C
 * Its second factor is pending: the first sign-in enrols an authenticator (decision 053).
 * Runs in the server when one holds the embedded database, or on its own (scripts/app-command.ts).
 */
import { z } from 'zod';
import { defineAppCommand } from './app-command';
import { LocalIdentityProvider } from '../adapters/identity-local/local-identity-provider';

const argsSchema = z.object({
  email: z.email(),
  password: z.string().min(1),
  first: z.string().trim().min(1),
  last: z.string().trim().min(1),
  role: z
    .enum(['support', 'admin'], { error: 'must be support or admin' })
    .default('support')
    .transform((role) => (role === 'admin' ? ('ADMIN' as const) : ('SUPPORT' as const))),
});

export const staffCreate = defineAppCommand({
  name: 'staff:create',
  usage: 'npm run staff:create -- --email x --password y --first A --last B [--role support|admin]',
  args: argsSchema,
  async run(args, app, out) {
    const result = await app.container.get(LocalIdentityProvider).createStaff({
      email: args.email,
      password: args.password,
      firstname: args.first,
      lastname: args.last,
      role: args.role,
    });
    if (!result.ok) {
      out.error(`${result.error.name}: ${result.error.message}`);
      return 1;
    }
    out.log(
      `${args.role === 'ADMIN' ? 'Administrator' : 'Support'} account ${args.email} created (id ${result.value.userId}).`,
    );
    // No factor is stored yet: the first sign-in enrols an authenticator (docs/decisions/053).
    out.log('Second factor: pending. The first sign-in at /login sets up an authenticator app before the desk opens.');
    return 0;
  },
});
