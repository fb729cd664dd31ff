import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverRoot } from '../config';
import { openDatabase } from './client';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

let dir: string;
let child: ChildProcess | undefined;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vev-lock-'));
});
afterEach(() => {
  const running = child && child.exitCode === null && child.signalCode === null;
  if (running && child?.pid) process.kill(child.pid, 'SIGKILL');
  child = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

const lockFile = () => path.join(dir, 'vev.lock');
/** The pid the lock file names (it is followed by the holder's start time on Linux). */
const lockHolderPid = () => fs.readFileSync(lockFile(), 'utf8').split(' ')[0];

/** Another Vev process that takes the lock on `dir` and keeps running until killed. */
function startHolder(): Promise<ChildProcess> {
  const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)};
lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const holder = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = holder;
  return new Promise((resolve, reject) => {
    holder.stdout?.on('data', (chunk) => {
      if (String(chunk).includes('locked')) resolve(holder);
    });
    holder.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
}

function stop(holder: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    holder.once('exit', () => resolve());
    if (holder.pid) process.kill(holder.pid, 'SIGKILL');
  });
}

describe('one process per data directory', () => {
  it('a second lock on the same directory is refused while the first holds it', () => {
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    const again = lockDataDir(dir);
    expect(lockHolderPid()).toBe(String(process.pid));
    again();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('a lock held by another running process is refused with a clear message', async () => {
    const holder = await startHolder();
    expect(() => lockDataDir(dir)).toThrow(
      `The data directory ${dir} is already in use by another Vev process (pid ${holder.pid}). ` +
        'Stop that process, or start this one with another DATA_DIR or a DATABASE_URL.',
    );
  });

  it('the lock of a killed process is taken over', async () => {
    const holder = await startHolder();
    await stop(holder);
    expect(lockHolderPid()).toBe(String(holder.pid));
    const release = lockDataDir(dir);
    expect(lockHolderPid()).toBe(String(process.pid));
    release();
  });

  it('a stale lock naming a process that no longer exists is taken over', () => {
    const exited = spawnSync(process.execPath, ['-e', '']);
    fs.writeFileSync(lockFile(), String(exited.pid));
    const release = lockDataDir(dir);
    expect(lockHolderPid()).toBe(String(process.pid));
    release();
  });

  it('a lock naming a live process that started at another time (a reused pid) is taken over', async () => {
    const unrelated = await startHolder();
    const release = lockDataDir(path.join(dir, 'other'));
    release();
    fs.writeFileSync(path.join(dir, 'other', 'vev.lock'), `${unrelated.pid} 1`);
    const taken = lockDataDir(path.join(dir, 'other'));
    expect(fs.readFileSync(path.join(dir, 'other', 'vev.lock'), 'utf8').split(' ')[0]).toBe(String(process.pid));
    taken();
  });

  it('releasing does not remove a lock that another process has taken since', () => {
    const release = lockDataDir(dir);
    fs.writeFileSync(lockFile(), '999999');
    release();
    expect(lockHolderPid()).toBe('999999');
  });
});

describe('opening PGlite on a data directory', () => {
  it('a second open of the same directory fails fast, and works again after the first closed', async () => {
    const first = await openDatabase({ pgliteDir: dir });
    try {
      const started = Date.now();
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(DataDirInUseError);
      expect(Date.now() - started).toBeLessThan(1000);
      await first.ping();
    } finally {
      await first.close();
    }
    expect(fs.existsSync(lockFile())).toBe(false);
    const second = await openDatabase({ pgliteDir: dir });
    await second.ping();
    await second.close();
  });

  it('another process holding the directory makes the open fail before PGlite starts', async () => {
    await startHolder();
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(DataDirInUseError);
    expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(false);
  });
});
