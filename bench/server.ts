/** Runs the built server as a child process, and samples its memory while the bench drives it. */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { serverNodeFlags } from '../scripts/server-flags.mjs';

export const root = path.resolve(import.meta.dirname, '..');

/**
 * SERVER_MAIN with DASHBOARD_DIR (passed on to the server) measure a build made elsewhere, as the
 * browser tests do; the bench then builds nothing itself.
 */
const serverMain = process.env.SERVER_MAIN ? path.resolve(root, process.env.SERVER_MAIN) : undefined;
export const usesPrivateBuild = Boolean(serverMain && process.env.DASHBOARD_DIR);

export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** Highest resident memory seen so far, in MB. */
  maxRssMB(): number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

function rssMB(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become healthy in time');
}

export async function startServer(database: { databaseUrl?: string; dataDir?: string }): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const main = serverMain ?? path.join(root, 'apps/server/dist/main.js');
  // BENCH_SERVER_FLAGS adds Node flags to the server's (`--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a run).
  const extraFlags = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...serverNodeFlags, ...extraFlags, main], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      SECRETS_KEY: randomBytes(32).toString('hex'),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: database.databaseUrl ?? '',
      DATA_DIR: database.dataDir ?? path.join(root, 'bench/.data/unused'),
      SEED_DEMO: 'false',
      // The checkout buyers each come from their own address (bench/checkout.ts).
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
    },
  });
  // The server must not outlive the bench, whatever ends it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let max = 0;
  const sampler = setInterval(() => {
    if (child.pid) max = Math.max(max, rssMB(child.pid));
  }, 200);
  await waitForHealth(url, child);
  return {
    url,
    port,
    process: child,
    maxRssMB: () => Math.round(max),
    stop: async () => {
      clearInterval(sampler);
      process.removeListener('exit', killOnExit);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
