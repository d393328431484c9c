/**
 * Creates a support staff account (role SUPPORT, confirmed at once):
 *   npm run staff:create -- --email ops@contrail.example --password '...' --first Ana --last Ruiz
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
});

export const staffCreate = defineAppCommand({
  name: 'staff:create',
  usage: 'npm run staff:create -- --email x --password y --first A --last B',
  args: argsSchema,
  async run(args, app, out) {
    const result = await app.container.get(LocalIdentityProvider).createStaff({
      email: args.email,
      password: args.password,
      firstname: args.first,
      lastname: args.last,
    });
    if (!result.ok) {
      out.error(`${result.error.name}: ${result.error.message}`);
      return 1;
    }
    out.log(`Support account ${args.email} created (id ${result.value.userId}).`);
    return 0;
  },
});
