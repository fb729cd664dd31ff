import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.VEV_SERVER_URL ?? 'http://localhost:3000';

/**
 * React Router's package exports only its development build, whose warnings then reach the
 * console of the built dashboard (remix-run/react-router#14102); the build takes the production
 * build that ships beside it.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    port: 5173,
    proxy: {
      '/api': { target: server },
      '/sso': { target: server },
      '/media': { target: server },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // Each area's screens are one lazy module (`routes/<area>/screens.ts`); what they share with
        // other lazy parts is inlined up to this size instead of making a file of every module two
        // of them share (Mantine ships one per component): a change of screen loads a handful of
        // files, not dozens one after the other.
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 150_000 } },
      },
    },
  },
}));
