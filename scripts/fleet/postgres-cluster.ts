import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throw-away PostgreSQL cluster: installed when missing (scripts/ensure-postgres.sh), started
 * on a free loopback port, deleted when stopped. The repository contract tests and
 * `BENCH_DB=postgres` benches use one, and so does the fleet (`npm run fleet`), which also
 * restarts it under load (`npm run test:fleet`). pg_ctl starts the server in a session of its
 * own, so Ctrl-C at the terminal does not reach it: whoever starts one must stop it (see
 * scripts/cleanup.ts).
 */
export interface PostgresServer {
  url: string;
  /** A fast restart on the same port and data: every connection is cut, the data stays. */
  restart(): Promise<void>;
  stop(): void;
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'contrail-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster belongs to the postgres user.
  const command = (cmd: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] : [join(bin, cmd), args];
  const exec = (cmd: string, args: string[]) => {
    const [file, argv] = command(cmd, args);
    return spawnSync(file, argv, { encoding: 'utf8' });
  };
  const run = (cmd: string, args: string[]) => {
    const result = exec(cmd, args);
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const running = () => exec('pg_ctl', ['-D', data, 'status']).status === 0;
  const stop = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      // Already gone (stopped by a signal, or it never started) is what stopping wants.
      if (running()) throw error;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', 'start', '-o', options]);
  } catch (error) {
    // A failed start leaves no half-started server and no directory behind; the start's
    // error is the one to report.
    try {
      stop();
    } catch {
      // the start's error, thrown below, is what went wrong
    }
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // Not run synchronously: whoever restarts the server under load keeps serving meanwhile.
    async restart() {
      const [file, argv] = command('pg_ctl', [
        '-D',
        data,
        '-l',
        join(dir, 'log'),
        '-m',
        'fast',
        '-w',
        'restart',
        '-o',
        options,
      ]);
      await promisify(execFile)(file, argv);
    },
    stop,
  };
}

function postgresBin(): string {
  const find = () => {
    const root = '/usr/lib/postgresql';
    if (!existsSync(root)) return undefined;
    const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
    return version && existsSync(join(root, version, 'bin/initdb')) ? join(root, version, 'bin') : undefined;
  };
  const found = find();
  if (found) return found;
  execFileSync('bash', [join(import.meta.dirname, '../ensure-postgres.sh')], { stdio: 'inherit' });
  const installed = find();
  if (!installed) throw new Error('PostgreSQL could not be installed');
  return installed;
}

/** A free loopback port (for servers the tests start in other processes). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
