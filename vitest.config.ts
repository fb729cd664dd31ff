import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'sections',
          include: ['packages/sections/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Test files share their worker's modules: the server's module graph is loaded once per
          // worker instead of once per file (seconds each). No test mocks a module or changes
          // process-wide state, and every test server has a database and a directory of its own.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The integrator's test: a client generated from /api/docs, with the package's own TypeScript 5.
        test: {
          name: 'api-client',
          include: ['packages/api-client/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Compiling the generated types with TypeScript 5 takes half a minute on a busy 2-core machine.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/dashboard/vite.config.ts',
        test: {
          name: 'dashboard',
          root: './apps/dashboard',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
