/**
 * What each staff npm script runs, built with the server into dist/server/app-command.js
 * (vite.server.config.ts, decision 049): `node dist/server/app-command.js <name> --option value`.
 */
import { runAppCommand } from './app-command';
import { appCommands } from './app-commands';

await runAppCommand(appCommands, process.argv.slice(2));
