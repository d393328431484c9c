/** `tsx scripts/run-app-command.ts <name> --option value ...`: what each staff npm script runs. */
import { runAppCommand } from './app-command';
import { appCommands } from './app-commands';

await runAppCommand(appCommands, process.argv.slice(2));
