#!/usr/bin/env node
// Runs the server's API tests against PostgreSQL: DATABASE_URL if set, else the local
// server on 127.0.0.1:5432 (started with pg_ctlcluster when installed but stopped).
import { execSync, spawnSync } from 'node:child_process';
import net from 'node:net';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { hostname, port } = new URL(url);

const reachable = () =>
  new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

if (!(await reachable()) && !process.env.DATABASE_URL) {
  try {
    const clusters = execSync('ls /etc/postgresql', { encoding: 'utf8' }).trim().split('\n');
    for (const version of clusters) execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`);
  } catch {
    // not installed; reported below
  }
  for (let i = 0; i < 20 && !(await reachable()); i++) await new Promise((r) => setTimeout(r, 500));
}
if (!(await reachable())) {
  console.error(`PostgreSQL is not reachable at ${hostname}:${port || 5432}. Set DATABASE_URL or start PostgreSQL.`);
  process.exit(1);
}

const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, VEV_TEST_POSTGRES_URL: url },
});
process.exit(result.status ?? 1);
