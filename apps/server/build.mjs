// Bundles the server into dist/main.js. Packages from node_modules stay external (PGlite,
// argon2 and sharp load files next to themselves); the workspace's own packages are bundled.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@vev/'));

await build({
  entryPoints: ['src/main.ts'],
  // SERVER_OUTFILE (another folder beside dist/) lets a second build be tested beside the usual one.
  outfile: process.env.SERVER_OUTFILE || 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __vevCreateRequire } from 'node:module'; const require = __vevCreateRequire(import.meta.url);",
  },
});
