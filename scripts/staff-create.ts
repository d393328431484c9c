/**
 * Creates a support staff account (role SUPPORT, confirmed at once):
 *   npm run staff:create -- --email ops@contrail.example --password '...' --first Ana --last Ruiz
 * Composes the application as configured (same database, same identity adapter) and exits.
 */
import { z } from 'zod';
import { runAppCommand } from './app-command';
import { LocalIdentityProvider } from '../adapters/identity-local/local-identity-provider';

const argsSchema = z.object({
  email: z.email(),
  password: z.string().min(1),
  first: z.string().trim().min(1),
  last: z.string().trim().min(1),
});

await runAppCommand(
  {
    usage: 'npm run staff:create -- --email x --password y --first A --last B',
    options: ['email', 'password', 'first', 'last'],
    args: argsSchema,
  },
  async (args, app) => {
    const result = await app.container.get(LocalIdentityProvider).createStaff({
      email: args.email,
      password: args.password,
      firstname: args.first,
      lastname: args.last,
    });
    if (!result.ok) {
      console.error(`${result.error.name}: ${result.error.message}`);
      return 1;
    }
    console.log(`Support account ${args.email} created (id ${result.value.userId}).`);
    return 0;
  },
);
