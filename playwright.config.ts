// End-to-end tests: production builds served by `npm start` (app, auth API, stand-ins on one
// origin), driven through the system Chromium. Each run gets free ports and a fresh data folder
// under the system temp directory, removed afterwards (tests/e2e/global-teardown.ts).
//
// Two builds, two servers, two projects:
// - `chromium`: the default build (dist/), where steps 2 and 3 are the portal's own wizard and
//   checklist. Every spec but the embedded ones.
// - `embedded`: a build with the stand-in forms embedded at steps 2 and 3 (dist-embedded/, made with
//   VITE_APPLICATION_FORM_URL and VITE_INTAKE_FORM_URL), for the specs named `*.embedded.spec.ts`.
// `npm start` rebuilds each folder only when it is missing or older than the sources.
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import { freePort } from './freePort.ts';

// The runner evaluates this file first and every worker evaluates it again: the first evaluation
// picks the ports and the data folder, and the workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
while (process.env.E2E_EMBEDDED_PORT === undefined || process.env.E2E_EMBEDDED_PORT === process.env.E2E_PORT) {
  process.env.E2E_EMBEDDED_PORT = String(await freePort());
}
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'itin-e2e-'));
const port = process.env.E2E_PORT;
const embeddedPort = process.env.E2E_EMBEDDED_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const embeddedBaseURL = `http://127.0.0.1:${embeddedPort}`;

const EMBEDDED_SPECS = /\.embedded\.spec\.ts$/;

/** The server of one build, with its own data folder inside the run's. */
function server(serverPort: string, name: string, env: Record<string, string> = {}) {
  const dataDir = path.join(process.env.E2E_DATA_DIR!, name);
  mkdirSync(dataDir, { recursive: true });
  return {
    command: 'npm start',
    url: `http://127.0.0.1:${serverPort}/`,
    reuseExistingServer: false,
    // The first start builds the app when the build is missing or stale.
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: serverPort,
      DATA_DIR: dataDir,
      // Every test signs up and in from the same address; the real limits would stop the suite.
      AUTH_RATE_LIMIT_SIGNUP: '10000',
      AUTH_RATE_LIMIT_TOKEN: '10000',
      FORM_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
      ...env,
    },
  };
}

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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: EMBEDDED_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        baseURL,
        // The system Chromium: browser downloads are not possible on our machines.
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      name: 'embedded',
      testMatch: EMBEDDED_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: embeddedBaseURL,
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: [
    server(port, 'native'),
    server(embeddedPort, 'embedded', {
      DIST_DIR: 'dist-embedded',
      // The stand-ins server/ serves; relative, so they resolve against the app's own origin.
      VITE_APPLICATION_FORM_URL: '/forms/itin-application',
      VITE_INTAKE_FORM_URL: '/forms/document-intake',
    }),
  ],
});
