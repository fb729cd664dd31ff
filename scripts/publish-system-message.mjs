#!/usr/bin/env node
// `npm run system-message -- --title … --text …`: publishes a message from the platform to every
// site's timeline. Runs the server's own TypeScript with tsx, as `npm run dev` does.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const child = spawn(
  'npx',
  ['tsx', '--tsconfig', 'tsconfig.run.json', 'apps/server/src/cli/publish-system-message.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
