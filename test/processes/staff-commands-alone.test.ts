import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acquireDataDir, liveWriter, WRITER_FILE } from '../../adapters/postgres-store/data-dir-lock';
import { staffCommand, startAppProcess, type AppProcess } from '../support/app-process';
import { CUSTOMER_PASSWORD, signInThroughApi } from '../support/customers';

// Several server starts and commands, each its own Node process.
vi.setConfig({ testTimeout: 300_000 });

/**
 * The other half of one writer per embedded database: with no server running, the staff
 * commands open the database themselves (and the server started later finds their writes);
 * whenever anyone else holds it (a command, a second server, a server that does not answer),
 * whoever comes second stops with a message instead of losing writes, and a holder that died
 * blocks nobody.
 */
describe('staff commands and servers without a server to go through', () => {
  let dir: string;
  const servers: AppProcess[] = [];
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'contrail-one-writer-'));
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const staff = [
    '--email',
    'ana.ruiz@contrail.test',
    '--password',
    CUSTOMER_PASSWORD,
    '--first',
    'Ana',
    '--last',
    'Ruiz',
  ];
  async function start(env: { DATA_DIR: string }) {
    const server = await startAppProcess(env);
    servers.push(server);
    return server;
  }
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

  it('open the database themselves when no server runs, and the server then finds their writes', async () => {
    const env = { DATA_DIR: join(dir, 'alone') };
    const lockFile = join(env.DATA_DIR, WRITER_FILE);

    const created = await staffCommand('staff:create', staff, env);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toMatch(/^Support account ana\.ruiz@contrail\.test created/);
    expect(existsSync(lockFile)).toBe(false);

    // Refused (no such booking), but audited all the same: a write of its own.
    const wired = await staffCommand(
      'staff:wire-received',
      ['--booking', 'BK-NOPE', '--amount', '1000.00', '--staff', 'ana.ruiz@contrail.test'],
      env,
    );
    expect(wired).toMatchObject({ code: 1, stdout: '' });
    expect(wired.stderr).not.toBe('');
    const access = await staffCommand('staff:access', ['--booking', 'BK-NOPE'], env);
    expect(access).toMatchObject({ code: 0, stderr: '' });
    expect(access.stdout).toMatch(/\twire-received refused NOT_FOUND\tBK-NOPE\tnot found\t\n$/);
    expect(existsSync(lockFile)).toBe(false);

    const server = await start(env);
    await signInThroughApi(server.url, 'ana.ruiz@contrail.test', CUSTOMER_PASSWORD);
    const throughServer = await staffCommand('staff:access', ['--booking', 'BK-NOPE'], env);
    expect(throughServer.stdout).toBe(access.stdout);
  });

  it('stop with a message, touching nothing, whenever someone else holds the database', async () => {
    const env = { DATA_DIR: join(dir, 'held') };
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
