/**
 * The frame every staff command shares (`node dist/server/app-command.js <name> --option value`,
 * built from scripts/run-app-command.ts with the server: decision 049):
 * read `--name value` options, check them with the command's zod schema (usage and field
 * errors on failure, exit 2), load the configuration (exit 1 on a bad one), then run the
 * command where its writes cannot be lost (decision 032):
 *   - on PostgreSQL, or a throw-away in-memory database: compose the application and run here;
 *   - on an embedded PGlite directory that a running server holds: send the command to that
 *     server, which runs it in process and answers what it printed and its exit code;
 *   - on a directory nobody holds (or whose holder died): hold it, compose, run here, release;
 *   - anything else (a command already running, a server starting, stopping or not answering):
 *     say so and exit 1 without touching the database.
 * A command defined with `defineAppCommand` and listed in scripts/app-commands.ts gets all of
 * this; it only writes through `out`, never to the console, since it may run in the server.
 */
import 'reflect-metadata';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import type { z } from 'zod';
import { DataDirHeldError, liveWriter, type DataDirWriter } from '../adapters/postgres-store/data-dir-lock';
import { openDatabase } from '../adapters/postgres-store/database';
import { ConfigError, loadConfig, type Config } from '../src/config';
import { databaseOptions } from '../src/composition/settings';
import { composeApplication, type Application } from '../src/container';
import { fieldErrorsOf } from '../src/http/api/validation';
import { callCommand, type CommandOutcome, type CommandOutput } from '../src/http/command-endpoint';

export interface AppCommand {
  /** The npm script's name, e.g. "staff:create". */
  readonly name: string;
  readonly usage: string;
  /** The `--name value` options it reads: its schema's fields. */
  readonly options: readonly string[];
  /** Checks the options as the command line gives them (strings), ready to run or not. */
  prepare(options: Record<string, string>): PreparedCommand;
}

type PreparedCommand =
  | { ok: true; run(app: Application, out: CommandOutput): Promise<number> }
  | { ok: false; fieldErrors: Record<string, string> };

/** A command: its options' schema, and what it does with the application (exit code 0 = done). */
export function defineAppCommand<S extends z.ZodObject>(spec: {
  name: string;
  usage: string;
  args: S;
  run(args: z.output<S>, app: Application, out: CommandOutput): Promise<number>;
}): AppCommand {
  return {
    name: spec.name,
    usage: spec.usage,
    options: Object.keys(spec.args.shape),
    prepare(options) {
      const args = spec.args.safeParse(options);
      if (!args.success) return { ok: false, fieldErrors: fieldErrorsOf(args.error) };
      return { ok: true, run: (app, out) => spec.run(args.data, app, out) };
    },
  };
}

/** The server's side: runs a command sent to it, against its own application. */
export async function runSentCommand(
  commands: readonly AppCommand[],
  app: Application,
  name: string,
  options: Record<string, string>,
  out: CommandOutput,
): Promise<CommandOutcome> {
  const command = commands.find((c) => c.name === name);
  if (!command) return { kind: 'unknown' };
  const prepared = command.prepare(options);
  if (!prepared.ok) return { kind: 'invalid', fieldErrors: prepared.fieldErrors };
  return { kind: 'ran', exitCode: await prepared.run(app, out) };
}

const terminal: CommandOutput = { log: (line) => console.log(line), error: (line) => console.error(line) };

/** The command line's side: `argv` is the command's name, then its options. */
export async function runAppCommand(commands: readonly AppCommand[], argv: readonly string[]): Promise<void> {
  process.exitCode = await main(commands, argv);
}

async function main(commands: readonly AppCommand[], [name, ...argv]: readonly string[]): Promise<number> {
  const command = commands.find((c) => c.name === name);
  if (!command) {
    console.error(`Unknown command ${name ?? '(none)'}; the commands are ${commands.map((c) => c.name).join(', ')}.`);
    return 2;
  }
  const options = readOptions(command, argv);
  if (!options) return usage(command, {});
  const prepared = command.prepare(options);
  if (!prepared.ok) return usage(command, prepared.fieldErrors);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (config.DATABASE_URL || config.DATA_DIR === 'memory://') return runHere(config, prepared);

  const writer = liveWriter(config.DATA_DIR);
  if (writer) {
    const sent = await sendToServer(command.name, options, resolve(config.DATA_DIR), writer);
    // The holder died between our look and our call: nobody holds the directory now.
    if (sent !== 'holder gone') return sent;
  }
  return runHere(config, prepared, `npm run ${command.name}`);
}

function usage(command: AppCommand, fieldErrors: Record<string, string>): number {
  console.error(`Usage: ${command.usage}`);
  printFieldErrors(fieldErrors);
  return 2;
}

const printFieldErrors = (fieldErrors: Record<string, string>) => {
  for (const [field, message] of Object.entries(fieldErrors)) console.error(`  --${field}: ${message}`);
};

function readOptions(command: AppCommand, argv: readonly string[]): Record<string, string> | undefined {
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: Object.fromEntries(command.options.map((option) => [option, { type: 'string' as const }])),
    });
    return Object.fromEntries(
      Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch (error) {
    // An unknown or valueless option: parseArgs says which.
    console.error(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

/** Runs the command in this process, holding the embedded directory (if any) while it does. */
async function runHere(
  config: Config,
  prepared: Extract<PreparedCommand, { ok: true }>,
  holder?: string,
): Promise<number> {
  const options = databaseOptions(config);
  let database;
  try {
    database = await openDatabase(options.kind === 'pglite' ? { ...options, holder } : options);
  } catch (error) {
    // Someone took the directory between our look and our open.
    if (error instanceof DataDirHeldError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const app = await composeApplication(config, pino({ level: 'warn' }), { database }).catch(async (error: unknown) => {
    // An open PGlite keeps the process alive and the directory held.
    await database.close();
    throw error;
  });
  try {
    return await prepared.run(app, terminal);
  } finally {
    await app.close();
  }
}

async function sendToServer(
  name: string,
  options: Record<string, string>,
  dataDir: string,
  writer: DataDirWriter,
): Promise<number | 'holder gone'> {
  const holder = `${writer.holder} (pid ${writer.pid})`;
  if (!writer.commands) {
    console.error(
      `The embedded database ${dataDir} is in use by ${holder}, which does not take staff commands ` +
        '(a server takes them once it has started, until it stops). Try again when it has finished or started.',
    );
    return 1;
  }
  const result = await callCommand(writer.commands, name, options);
  switch (result.kind) {
    case 'answered':
      for (const line of result.lines) terminal[line.stream === 'out' ? 'log' : 'error'](line.text);
      return result.exitCode;
    case 'unreachable':
      if (!liveWriter(dataDir)) return 'holder gone';
      console.error(
        `The embedded database ${dataDir} is held by ${holder}, but it did not answer (${result.reason}). ` +
          'Nothing was sent, nothing changed. Wait for it to answer, or stop it, then run the command again.',
      );
      return 1;
    case 'lost':
      console.error(
        `${holder} took the command but did not answer (${result.reason}): it may or may not have run. ` +
          'Check what it should have changed before running it again.',
      );
      return 1;
    case 'refused':
      console.error(result.message);
      printFieldErrors(result.fieldErrors);
      return Object.keys(result.fieldErrors).length > 0 ? 2 : 1;
  }
}
