// Builds the dashboard and the server when their output is missing or older than their
// sources (shared by `npm start` and `npm run bench`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
}

const modified = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

const targets = [
  {
    workspace: 'apps/dashboard',
    output: 'apps/dashboard/dist/index.html',
    sources: ['apps/dashboard/src', 'apps/dashboard/index.html', 'apps/dashboard/public', 'apps/dashboard/scripts'],
  },
  {
    workspace: 'apps/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs'],
  },
];

export function buildIfStale() {
  const shared = newest(path.join(root, 'packages/shared/src'));
  for (const target of targets) {
    const built = modified(path.join(root, target.output));
    const changed = Math.max(shared, ...target.sources.map((source) => newest(path.join(root, source))));
    if (built >= changed) continue;
    process.stdout.write(`Building ${target.workspace} …\n`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
