/**
 * Creates a support staff account (role SUPPORT, confirmed at once):
 *   npm run staff:create -- --email ops@contrail.example --password '...' --first Ana --last Ruiz
 * Composes the application as configured (same database, same identity adapter) and exits.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { z } from 'zod';
import { LocalIdentityProvider } from '../adapters/identity-local/local-identity-provider';
import { ConfigError, loadConfig } from '../src/config';
import { composeApplication } from '../src/container';

const argsSchema = z.object({
  email: z.email(),
  password: z.string().min(1),
  first: z.string().trim().min(1),
  last: z.string().trim().min(1),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
    },
  });
  const args = argsSchema.safeParse(values);
  if (!args.success) {
    console.error('Usage: npm run staff:create -- --email x --password y --first A --last B');
    for (const issue of args.error.issues) console.error(`  --${issue.path.join('.')}: ${issue.message}`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const app = await composeApplication(config, pino({ level: 'warn' }));
  try {
    const result = await app.container.get(LocalIdentityProvider).createStaff({
      email: args.data.email,
      password: args.data.password,
      firstname: args.data.first,
      lastname: args.data.last,
    });
    if (!result.ok) {
      console.error(`${result.error.name}: ${result.error.message}`);
      return 1;
    }
    console.log(`Support account ${args.data.email} created (id ${result.value.userId}).`);
    return 0;
  } finally {
    await app.close();
  }
}

process.exitCode = await main();
