import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverRoot } from './config';

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
});

/** Starts main.ts as a real process and resolves with its port once it prints that it runs. */
function start(dataDir: string): Promise<{ process: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    // One process (not the tsx wrapper, which would leave its child behind on SIGKILL).
    const process_ = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_DEMO: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = process_;
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) resolve({ process: process_, url: listening[1] });
    };
    process_.stdout?.on('data', onData);
    process_.stderr?.on('data', onData);
    process_.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

describe('main: start and graceful shutdown', () => {
  it('serves once migrated, and on SIGTERM finishes, closes the database and releases the data directory', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vev-main-'));
    try {
      const server = await start(dataDir);
      expect(fs.existsSync(path.join(dataDir, 'vev.lock'))).toBe(true);
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });

      const exited = new Promise<number | null>((resolve) => server.process.on('exit', resolve));
      // A sign-in whose body is still arriving when SIGTERM comes: it must be answered, not cut.
      const body = new URLSearchParams({ email: 'ingen@example.no', password: 'feil-passord' }).toString();
      const request = http.request(`${server.url}/sso/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) },
      });
      const answered = new Promise<number | undefined>((resolve, reject) => {
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode);
        });
        request.on('error', reject);
      });
      request.write(body.slice(0, 10));
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.process.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      request.end(body.slice(10));
      expect(await answered).toBe(401);
      expect(await exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'vev.lock'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
