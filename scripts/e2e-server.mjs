#!/usr/bin/env node
// Starts the built server for the browser tests on a fresh, temporary data directory
// with the demo data, and removes the directory when it stops.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.argv[2] ?? '3210';
const main = process.env.SERVER_MAIN || path.join(root, 'apps/server/dist/main.js');
// DASHBOARD_DIR (passed on to the server) and SERVER_MAIN let a second build be tested beside the usual one.
const dashboardDir = process.env.DASHBOARD_DIR || path.join(root, 'apps/dashboard/dist');
if (!fs.existsSync(main) || !fs.existsSync(path.join(dashboardDir, 'index.html'))) {
  console.error('The browser tests run against the built app: run `npm run build` first.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vev-e2e-'));
const server = spawn(process.execPath, ['--enable-source-maps', main], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
