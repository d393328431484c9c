/**
 * Every staff command, by the name its npm script gives it: the command line finds them here,
 * and so does the running server that is sent one (decision 032). A new command is a
 * `defineAppCommand` module, a line here, and an npm script `node dist/server/app-command.js <name>`.
 */
import type { AppCommand } from './app-command';
import { staffAccess } from './staff-access';
import { staffCreate } from './staff-create';
import { staffWireReceived } from './staff-wire-received';

export const appCommands: readonly AppCommand[] = [staffCreate, staffAccess, staffWireReceived];
