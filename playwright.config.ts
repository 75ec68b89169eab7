// End-to-end tests: the production build served by `npm start` (app, auth API, stand-ins on one
// origin), driven through the system Chromium. Each run gets a free port and a fresh data folder
// under the system temp directory, removed afterwards (tests/e2e/global-teardown.ts).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import { freePort } from './freePort.ts';

// The runner evaluates this file first and every worker evaluates it again: the first evaluation
// picks the port and the data folder, and the workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'itin-e2e-'));
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results/e2e',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['line'], ['json', { outputFile: 'test-results/reports/playwright.json' }]],
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // The system Chromium: browser downloads are not possible on our machines.
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    // The first start builds the app when the build is missing or stale.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Every test signs up and in from the same address; the real limits would stop the suite.
      AUTH_RATE_LIMIT_SIGNUP: '10000',
      AUTH_RATE_LIMIT_TOKEN: '10000',
      FORM_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
    },
  },
});
