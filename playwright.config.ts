import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/lib/chromium';

// The exported site in out/ is served on loopback by the same static server as `npm start`.
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Much of a browser test is waiting (for the server, the clock, a download): a worker per core, and
  // at least two; at most four, past which the browsers' own work crowds the machine.
  workers: Math.min(4, Math.max(2, availableParallelism())),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A passing test takes a few seconds; a busy machine can stretch an axe pass over a long page.
  timeout: 60_000,
  use: {
    baseURL,
    // The site's visitors are in Nairobi and the build decides the day there (lib/build-date.ts): a
    // browser on the machine's zone would see another day for three hours each night.
    timezoneId: 'Africa/Nairobi',
    // The offline worker would answer requests that tests intercept with page.route; only the
    // offline suite lets it register.
    serviceWorkers: 'block',
    // Recording a trace slows every test; a failure is traced on its retry (CI retries once), and a
    // local run can ask for one with --trace on.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' }, testMatch: /.*\.mobile\.spec\.ts/ },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      testIgnore: /.*\.mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --host 127.0.0.1`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    // A passing test takes a few seconds; a busy machine can stretch an axe pass over a long page.
    timeout: 60_000,
  },
});
