/**
 * The server's side of one writer per embedded database (decision 032): compose the
 * application holding its PGlite directory, and take the staff commands sent to it there.
 */
import type { Logger } from 'pino';
import { DataDirHeldError } from '../adapters/postgres-store/data-dir-lock';
import type { Config } from '../src/config';
import { composeApplication, type Application, type ComposeOptions } from '../src/container';
import { serveCommands } from '../src/http/command-endpoint';
import { runSentCommand } from './app-command';
import { appCommands } from './app-commands';

/**
 * Composes the server's application. When the database is a PGlite directory that another
 * live process holds, says which and exits 1: opening it too would silently lose writes.
 */
export async function composeServer(config: Config, logger: Logger, options: ComposeOptions): Promise<Application> {
  let app: Application;
  try {
    app = await composeApplication(config, logger, options);
  } catch (error) {
    if (error instanceof DataDirHeldError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const lock = app.database.lock;
  if (!lock) return app;
  const endpoint = await serveCommands({
    logger,
    run: (name, commandOptions, out) => runSentCommand(appCommands, app, name, commandOptions, out),
  });
  lock.advertise(endpoint.address);
  return {
    ...app,
    close: async () => {
      // Withdrawn first: a command arriving now is told the server is stopping, not left hanging.
      lock.advertise(undefined);
      await endpoint.close();
      await app.close();
    },
  };
}
