/**
 * Real server processes for the fault tests: spawn `src/main.ts`, wait for it to listen,
 * sign in through the real sign-on and call the API with the cookies it set.
 *
 * The server runs as `node --import tsx src/main.ts`, one process, so that SIGKILL hits the
 * server itself (the `tsx` command would start the server as a child of its own, which a
 * SIGKILL to the command leaves running).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverRoot } from '../../src/config';

/** Set by `npm run test:pg`; the PostgreSQL variants run only then. */
export const postgresUrl = process.env.VEV_TEST_POSTGRES_URL;

export const faultSecret = 'fault-tests-session-secret-long-enough-0123456789';
export const publicUrl = 'http://localhost:3000';

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:port */
  url: string;
  /** Everything the process has written so far (stdout and stderr, the last 64 kB). */
  output(): string;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  exited: Promise<number | string | null>;
}

const children = new Set<ChildProcess>();

/** For afterEach: SIGKILL every server process still running. */
export function killAll(): void {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
}

/** Starts the server with the given environment; does not wait for it to listen. */
export function spawnServer(env: Record<string, string>): Omit<ServerProcess, 'url'> & { listening: Promise<string> } {
  // A PostgreSQL server still keeps media on disk: in a directory of its own, never the checkout.
  const ownDataDir = env.DATA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'vev-fault-'));
  const environment: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SESSION_SECRET: faultSecret,
    PUBLIC_URL: publicUrl,
    DASHBOARD_DIR: '/nonexistent',
    // JSX in the sections package too (see tsconfig.run.json).
    TSX_TSCONFIG_PATH: path.join(serverRoot, '../../tsconfig.run.json'),
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...env,
  };
  // A DATABASE_URL from the shell must not turn a PGlite server into a PostgreSQL one.
  if (!env.DATABASE_URL) delete environment.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
      resolve(code ?? signal);
    }),
  );
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-65_536);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  listening.catch(() => {});
  return { child, exited, listening, output: () => output };
}

/** Starts the server and resolves once it listens. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer(env);
  const url = await server.listening;
  return { ...server, url };
}

/** SIGTERM, and wait for the graceful shutdown to finish. */
export async function stopServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  const code = await server.exited;
  if (code !== 0) throw new Error(`server stopped with ${code}:\n${server.output()}`);
}

export interface Session {
  cookie: string;
  csrf: string;
}

/** Signs in through the real sign-on form, as the dashboard does, and returns the cookies it set. */
export async function signIn(url: string, email = 'admin@demo.vev.no'): Promise<Session> {
  const response = await fetch(`${url}/sso/login?dashboard=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: 'demo1234' }).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  if (response.status !== 303) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  const cookies = Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
  const session = cookies.vev_session;
  const csrf = cookies.csrf_token;
  if (!session || !csrf) throw new Error('sign-in set no session');
  return { cookie: `vev_session=${session}; csrf_token=${csrf}`, csrf };
}

export interface ApiResponse {
  status: number;
  contentType: string;
  body: unknown;
}

/** One API call with the session's cookies (and the CSRF header on writes); never waits longer than timeoutMs. */
export async function api(
  url: string,
  session: Session | null,
  method: string,
  pathname: string,
  body?: unknown,
  timeoutMs = 15_000,
): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (session) headers.cookie = session.cookie;
  if (session && method !== 'GET') headers['x-csrf-token'] = session.csrf;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  return { status: response.status, contentType, body: contentType.includes('json') ? JSON.parse(text) : text };
}

/** The ids of the signed-in user's sites, by name. */
export async function siteIds(url: string, session: Session): Promise<Record<string, string>> {
  const response = await api(url, session, 'GET', '/api/sites');
  if (response.status !== 200) throw new Error(`GET /api/sites: ${response.status}`);
  return Object.fromEntries((response.body as { _id: string; name: string }[]).map((site) => [site.name, site._id]));
}

/** Polls until check() holds; throws with the last value after timeoutMs. */
export async function waitFor<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      last = await read();
      if (check(last)) return last;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`condition not met within ${timeoutMs} ms; last: ${JSON.stringify(last)} ${String(lastError ?? '')}`);
}

export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vev-faults-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export { freshPostgres } from '../fresh-postgres';
