import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * One writer per embedded database (docs/decisions/032-one-writer-per-embedded-database.md).
 * PGlite is PostgreSQL in one process with no shared memory: a second process that opens the
 * same directory works on its own copy of the pages, and whichever closes last overwrites the
 * other's writes. So whoever opens a PGlite directory first writes a lock file into it (who,
 * which process), and everyone else reads that file and stays out. A lock whose process is gone
 * (a crash, a kill -9) is stale and is taken over; PostgreSQL replays its WAL on the next open.
 */
export const WRITER_FILE = 'contrail-writer.json';

const writerSchema = z.object({
  pid: z.number().int().positive(),
  /** The process's start time in clock ticks since boot (Linux), so a reused pid is not taken for it. */
  started: z.string().optional(),
  /** Who holds the database, for messages: "the Contrail server", "npm run staff:create". */
  holder: z.string().min(1),
  since: z.iso.datetime(),
  /** The loopback endpoint where the holding server runs staff commands, and its token. */
  commands: z.object({ url: z.url(), token: z.string().min(32) }).optional(),
});

export type DataDirWriter = z.infer<typeof writerSchema>;
export type CommandEndpointAddress = NonNullable<DataDirWriter['commands']>;

/** The data directory is held by another live process (or already open in this one). */
export class DataDirHeldError extends Error {
  constructor(
    readonly dataDir: string,
    readonly writer: DataDirWriter,
  ) {
    super(heldMessage(dataDir, writer));
    this.name = 'DataDirHeldError';
  }
}

export function heldMessage(dataDir: string, writer: DataDirWriter): string {
  const who = writer.pid === process.pid ? 'this very process' : `${writer.holder} (pid ${writer.pid})`;
  return (
    `The embedded database ${resolve(dataDir)} is in use by ${who} since ${writer.since}. ` +
    'Only one process at a time may open it, or writes would be lost: wait for that process to finish ' +
    'or stop it, then try again.'
  );
}

export interface DataDirLock {
  readonly dataDir: string;
  /** Writes (or, with undefined, withdraws) where this process takes staff commands. */
  advertise(commands: CommandEndpointAddress | undefined): void;
  /** Removes the lock file if it is still this process's. */
  release(): void;
}

/** Directories this process holds, so a lock file naming our own pid is told apart from a stale one. */
const heldHere = new Set<string>();

const fileOf = (dataDir: string) => join(resolve(dataDir), WRITER_FILE);

/**
 * Takes the data directory for `holder`, creating it when missing. Throws DataDirHeldError
 * when another live process holds it.
 */
export function acquireDataDir(dataDir: string, holder: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = fileOf(dir);
  const me: DataDirWriter = {
    pid: process.pid,
    started: procStat(process.pid)?.started,
    holder,
    since: new Date().toISOString(),
  };
  // A few rounds at most: each one either takes the lock, meets a live holder, or clears a stale one.
  for (let round = 0; round < 5; round += 1) {
    if (createExclusively(file, me)) return held(dir, me);
    const writer = liveWriter(dir);
    if (writer) throw new DataDirHeldError(dir, writer);
    clearStale(dir, file);
  }
  throw new Error(`Could not take ${file}: it keeps changing. Is something else creating it?`);
}

/** Writes the lock file unless it exists, in one step: nobody ever reads a half-written lock. */
function createExclusively(file: string, writer: DataDirWriter): boolean {
  const temporary = writeTemporary(file, writer);
  try {
    // link() fails when the name exists, atomically, and publishes the file whole.
    linkSync(temporary, file);
    return true;
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

function held(dir: string, first: DataDirWriter): DataDirLock {
  let me = first;
  heldHere.add(dir);
  // A process that exits without closing the database (process.exit on a fatal error) still
  // leaves no lock behind.
  const onExit = () => releaseIfMine(dir, me);
  process.once('exit', onExit);
  return {
    dataDir: dir,
    advertise: (commands) => {
      me = { ...me, commands };
      renameSync(writeTemporary(fileOf(dir), me), fileOf(dir));
    },
    release: () => {
      process.off('exit', onExit);
      releaseIfMine(dir, me);
    },
  };
}

/** The live process holding the data directory, or undefined when none does (or only a dead one did). */
export function liveWriter(dataDir: string): DataDirWriter | undefined {
  const dir = resolve(dataDir);
  const writer = readWriter(fileOf(dir));
  return writer && isAlive(dir, writer) ? writer : undefined;
}

function isAlive(dir: string, writer: DataDirWriter): boolean {
  if (writer.pid === process.pid) return heldHere.has(dir);
  try {
    process.kill(writer.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user, which still holds the directory.
    if (!isCode(error, 'EPERM')) return false;
  }
  const stat = procStat(writer.pid);
  // A zombie (killed, not yet reaped by its parent) still answers kill(pid, 0), yet holds nothing.
  if (stat?.state === 'Z' || stat?.state === 'X') return false;
  return !writer.started || !stat?.started || writer.started === stat.started;
}

/**
 * Moves a stale lock aside and deletes it, unless what was moved turns out to be a live lock
 * that another process created in the meantime: that one is put back.
 */
function clearStale(dir: string, file: string) {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return;
    throw error;
  }
  const moved = readWriter(aside);
  if (moved && isAlive(dir, moved)) {
    try {
      linkSync(aside, file);
    } catch {
      // A third process took the free name: it holds the directory now, as a holder should.
    }
  }
  unlinkSync(aside);
}

function releaseIfMine(dir: string, me: DataDirWriter) {
  if (!heldHere.has(dir)) return;
  heldHere.delete(dir);
  const file = fileOf(dir);
  const current = readWriter(file);
  if (current?.pid === me.pid && current.since === me.since) {
    try {
      unlinkSync(file);
    } catch (error) {
      if (!isCode(error, 'ENOENT')) throw error;
    }
  }
}

function readWriter(file: string): DataDirWriter | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined;
    throw error;
  }
  try {
    const parsed = writerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Not JSON: nobody can be shown to hold it, so it counts as stale.
    return undefined;
  }
}

function writeTemporary(file: string, writer: DataDirWriter): string {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  // 0600: the file carries the token that lets a caller run staff commands in the server.
  writeFileSync(temporary, `${JSON.stringify(writer, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return temporary;
}

/**
 * From /proc/<pid>/stat: field 3, the state (Z for a zombie), and field 22, the start time in
 * clock ticks since boot; undefined where there is no /proc.
 */
function procStat(pid: number): { state?: string; started?: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], started: fields[19] };
  } catch {
    return undefined;
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
