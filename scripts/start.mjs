#!/usr/bin/env node
// `npm start`: builds the dashboard and the server when their output is missing or older
// than the sources, then runs the server (which serves both on one port).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';
import { serverNodeFlags } from './server-flags.mjs';

buildIfStale();

const server = spawn(
  process.execPath,
  [...serverNodeFlags, '--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
