/**
 * One process per embedded data directory: PGlite has no locking of its own, and two
 * processes writing the same files would corrupt them. A lock left by a killed process is taken over.
 *
 * The lock file holds the holder's pid and, on Linux, its start time, so that neither a
 * killed holder that lingers as a zombie nor an unrelated process that got the same pid
 * later counts as holding it.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is already in use by another Vev process (pid ${pid}). ` +
        'Stop that process, or start this one with another DATA_DIR or a DATABASE_URL.',
    );
  }
}

interface Holder {
  pid: number;
  /** Clock ticks after boot when the process started (Linux), else null. */
  startedAt: string | null;
}

/** State and start time from /proc/{pid}/stat; null where there is no /proc or no such process. */
function procStat(pid: number): { state: string; startedAt: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; fields after it are space-separated.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', startedAt: fields[19] ?? '' };
  } catch {
    return null;
  }
}

const self: Holder = { pid: process.pid, startedAt: procStat(process.pid)?.startedAt ?? null };

function isAlive(holder: Holder): boolean {
  const stat = procStat(holder.pid);
  if (stat) return stat.state !== 'Z' && (holder.startedAt === null || holder.startedAt === stat.startedAt);
  if (fs.existsSync('/proc/self/stat')) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | null {
  const [pid, startedAt] = fs.readFileSync(file, 'utf8').trim().split(/\s+/);
  const parsed = Number.parseInt(pid ?? '', 10);
  return Number.isInteger(parsed) ? { pid: parsed, startedAt: startedAt || null } : null;
}

function tryCreate(file: string): boolean {
  try {
    fs.writeFileSync(file, `${self.pid} ${self.startedAt ?? ''}`.trim(), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Lock files this process holds. A file with our own pid is stale only when it is not among
 * them (a restarted container runs as the same pid); else it is a second open in this process.
 */
const heldHere = new Set<string>();

/** Takes the lock or throws DataDirInUseError; returns a function that releases it. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.resolve(dir, 'vev.lock');
  if (heldHere.has(file)) throw new DataDirInUseError(dir, process.pid);
  if (!tryCreate(file)) {
    const holder = readHolder(file);
    if (holder && holder.pid !== process.pid && isAlive(holder)) throw new DataDirInUseError(dir, holder.pid);
    fs.rmSync(file, { force: true });
    if (!tryCreate(file)) throw new DataDirInUseError(dir, readHolder(file)?.pid ?? 0);
  }
  heldHere.add(file);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldHere.delete(file);
    if (fs.existsSync(file) && readHolder(file)?.pid === process.pid) fs.rmSync(file);
  };
}
