import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);

/** Browser journeys in Debian's Chromium against the built server on a fresh data directory. */
export default defineConfig({
  testDir: 'apps/dashboard/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // A journey's own limit, against hangs: on a loaded 2-core machine (two workers, their browsers and the
  // server) some journeys took over 30 s while every step went on working (27 November).
  timeout: 60_000,
  // A step's wait likewise: the product editor once took over 7 s to open there (28 November), where it
  // opens in 0.7 s on an idle machine.
  expect: { timeout: 12_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
