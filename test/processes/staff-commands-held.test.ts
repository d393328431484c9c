import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { acquireDataDir, liveWriter, WRITER_FILE } from '../../adapters/postgres-store/data-dir-lock';
import { serversOfThisFile, staffCommand, startAppProcess } from '../support/app-process';

// Several server starts and commands, each its own Node process.
vi.setConfig({ testTimeout: 300_000 });

/**
 * The other half of one writer per embedded database (staff-commands-alone.test.ts has the
 * first): whenever anyone else holds it (a command, a second server, a server that does not
 * answer), whoever comes second stops with a message instead of losing writes, and a holder that
 * died blocks nobody.
 */
describe('staff commands and servers when someone else holds the database', () => {
  const { dataDir: dataDirNamed, start } = serversOfThisFile();

  /** A server start that must be refused: what it printed, or "started" (and it is stopped). */
  const refusedStart = (env: { DATA_DIR: string }) =>
    startAppProcess(env).then(
      async (server) => {
        await server.stop();
        return 'started';
      },
      (error: Error) => error.message,
    );
  /** The server's own process (npm start's child), as its lock file names it. */
  const serverPid = (dataDir: string) => {
    const writer = liveWriter(dataDir);
    if (!writer) throw new Error(`nobody holds ${dataDir}`);
    return writer.pid;
  };

  it('stop with a message, touching nothing, whenever someone else holds the database', async () => {
    const env = { DATA_DIR: dataDirNamed('held') };
    const command = () => staffCommand('staff:access', [], env);

    // A command in progress (this test process holds the directory as a command does).
    const running = acquireDataDir(env.DATA_DIR, 'npm run staff:create');
    const second = await command();
    expect(second).toMatchObject({ code: 1, stdout: '' });
    expect(second.stderr).toContain(
      `The embedded database ${env.DATA_DIR} is in use by npm run staff:create (pid ${process.pid}), ` +
        'which does not take staff commands',
    );
    expect(await refusedStart(env)).toContain(
      `The embedded database ${env.DATA_DIR} is in use by npm run staff:create (pid ${process.pid}) since `,
    );
    running.release();

    // A second server on the directory of a running one.
    const server = await start(env);
    const pid = serverPid(env.DATA_DIR);
    expect(await refusedStart(env)).toContain(
      `The embedded database ${env.DATA_DIR} is in use by the Contrail server (pid ${pid}) since `,
    );

    // A server that holds the directory but does not answer (stopped, as by a debugger).
    process.kill(pid, 'SIGSTOP');
    try {
      const unanswered = await command();
      expect(unanswered).toMatchObject({ code: 1, stdout: '' });
      expect(unanswered.stderr).toContain(
        `The embedded database ${env.DATA_DIR} is held by the Contrail server (pid ${pid}), but it did ` +
          'not answer (no answer within 5 s). Nothing was sent, nothing changed.',
      );
    } finally {
      process.kill(pid, 'SIGCONT');
    }

    // A server that died without letting go (kill -9): its lock is stale and blocks nobody.
    process.kill(pid, 'SIGKILL');
    await server.stop();
    expect(existsSync(join(env.DATA_DIR, WRITER_FILE))).toBe(true);
    expect(await command()).toMatchObject({ code: 0, stdout: 'No staff access recorded.\n', stderr: '' });
    await start(env);
  });
});
