/**
 * The frame every operator command shares: read `--name value` options, check them with zod
 * (usage and field errors on failure, exit 2), load the configuration (exit 1 on a bad one),
 * compose the application as configured, run, close, exit with the code the command answers.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import type { z } from 'zod';
import { ConfigError, loadConfig } from '../src/config';
import { composeApplication, type Application } from '../src/container';

export async function runAppCommand<S extends z.ZodType>(
  command: { usage: string; options: readonly string[]; args: S },
  run: (args: z.output<S>, app: Application) => Promise<number>,
): Promise<void> {
  process.exitCode = await main(command, run);
}

async function main<S extends z.ZodType>(
  command: { usage: string; options: readonly string[]; args: S },
  run: (args: z.output<S>, app: Application) => Promise<number>,
): Promise<number> {
  const { values } = parseArgs({
    options: Object.fromEntries(command.options.map((name) => [name, { type: 'string' as const }])),
  });
  const args = command.args.safeParse(values);
  if (!args.success) {
    console.error(`Usage: ${command.usage}`);
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
    return await run(args.data, app);
  } finally {
    await app.close();
  }
}
