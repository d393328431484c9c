import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDir, DataDirHeldError, liveWriter, WRITER_FILE, type DataDirLock } from './data-dir-lock';

/** One writer per PGlite directory: who may take it, and who is turned away with what message. */
describe('the data directory lock', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  });

  function aDir() {
    const dir = mkdtempSync(join(tmpdir(), 'contrail-lock-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return join(dir, 'pglite');
  }
  function take(dir: string, holder = 'the Contrail server'): DataDirLock {
    const lock = acquireDataDir(dir, holder);
    cleanups.push(() => lock.release());
    return lock;
  }
  const lockFile = (dir: string) => join(dir, WRITER_FILE);
  const writeLock = (dir: string, writer: object) => writeFileSync(lockFile(dir), JSON.stringify(writer));
  const since = new Date().toISOString();

  /** A real process that lives until the test ends. */
  function aLiveProcess(): ChildProcess & { pid: number } {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    cleanups.push(() => child.kill('SIGKILL'));
    if (child.pid === undefined) throw new Error('no child process');
    return Object.assign(child, { pid: child.pid });
  }
  async function aDeadPid(): Promise<number> {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('exit', resolve));
    if (child.pid === undefined) throw new Error('no child process');
    return child.pid;
  }

  /**
   * The pid of a zombie: sh starts a child that exits at once, then becomes sleep by exec, and
   * sleep never reaps it. Waits until /proc shows it as one.
   */
  async function aZombiePid(): Promise<number> {
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    cleanups.push(() => parent.kill('SIGKILL'));
    const pid = await new Promise<number>((resolve) =>
      parent.stdout?.once('data', (data) => resolve(Number(`${data}`))),
    );
    for (let tries = 0; !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z '); tries++) {
      if (tries > 200) throw new Error(`process ${pid} never became a zombie`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return pid;
  }

  it('is taken by the first opener, creating the directory, readable by its user only', () => {
    const dir = aDir();
    take(dir, 'npm run staff:create');
    expect(liveWriter(dir)).toMatchObject({ pid: process.pid, holder: 'npm run staff:create' });
    expect(statSync(lockFile(dir)).mode & 0o777).toBe(0o600);
  });

  it('turns a second opener away, naming the holder, and lets it in once released', () => {
    const dir = aDir();
    const lock = take(dir, 'npm run staff:create');
    expect(() => acquireDataDir(dir, 'the Contrail server')).toThrow(DataDirHeldError);
    expect(() => acquireDataDir(dir, 'the Contrail server')).toThrow(/in use by this very process/);
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    expect(liveWriter(dir)).toBeUndefined();
    take(dir);
  });

  it('turns an opener away while another live process holds the directory', () => {
    const dir = aDir();
    take(dir).release();
    const other = aLiveProcess();
    writeLock(dir, { pid: other.pid, holder: 'the Contrail server', since });
    expect(() => acquireDataDir(dir, 'npm run staff:access')).toThrow(
      `The embedded database ${dir} is in use by the Contrail server (pid ${other.pid}) since ${since}. ` +
        'Only one process at a time may open it, or writes would be lost: wait for that process to finish ' +
        'or stop it, then try again.',
    );
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid: other.pid });
  });

  it('takes over a stale lock left by a process that is gone', async () => {
    const dir = aDir();
    take(dir).release();
    writeLock(dir, { pid: await aDeadPid(), holder: 'the Contrail server', since });
    expect(liveWriter(dir)).toBeUndefined();
    take(dir, 'npm run staff:create');
    expect(liveWriter(dir)).toMatchObject({ pid: process.pid, holder: 'npm run staff:create' });
  });

  // Containers restart their server as pid 1 again: only the start time tells the two apart.
  it.skipIf(!existsSync('/proc/self/stat'))('takes over a stale lock whose pid is another process now', () => {
    const dir = aDir();
    take(dir).release();
    const reused = aLiveProcess();
    writeLock(dir, { pid: reused.pid, started: '1', holder: 'the Contrail server', since });
    take(dir, 'npm run staff:create');
    expect(liveWriter(dir)).toMatchObject({ pid: process.pid });
  });

  // A holder killed with -9 whose parent has not reaped it yet (or never will, its parent gone
  // and pid 1 a shell) still answers kill(pid, 0): it is a zombie, and holds nothing.
  it.skipIf(!existsSync('/proc/self/stat'))('takes over a stale lock whose process is a zombie', async () => {
    const dir = aDir();
    take(dir).release();
    const zombie = await aZombiePid();
    writeLock(dir, { pid: zombie, holder: 'the Contrail server', since });
    expect(liveWriter(dir)).toBeUndefined();
    take(dir, 'npm run staff:create');
    expect(liveWriter(dir)).toMatchObject({ pid: process.pid });
  });

  it('takes over a lock file nobody can read as a lock', () => {
    const dir = aDir();
    take(dir).release();
    writeFileSync(lockFile(dir), '{"pid": 12');
    take(dir);
    expect(liveWriter(dir)).toMatchObject({ pid: process.pid });
  });

  it('advertises the command endpoint, and withdraws it', () => {
    const dir = aDir();
    const lock = take(dir);
    const commands = { url: 'http://127.0.0.1:4100', token: 't'.repeat(43) };
    lock.advertise(commands);
    expect(liveWriter(dir)?.commands).toEqual(commands);
    expect(statSync(lockFile(dir)).mode & 0o777).toBe(0o600);
    lock.advertise(undefined);
    expect(liveWriter(dir)?.commands).toBeUndefined();
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('leaves alone a lock that another process wrote after this one released its own', () => {
    const dir = aDir();
    const lock = take(dir);
    const other = aLiveProcess();
    // Say this process lost the directory (its file was cleared by hand) and another took it.
    writeLock(dir, { pid: other.pid, holder: 'the Contrail server', since });
    lock.release();
    expect(liveWriter(dir)).toMatchObject({ pid: other.pid });
  });
});
