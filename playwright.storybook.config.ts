// Checks over the built static Storybook (`npm run build-storybook` → storybook-static/): every
// docs page, as a designer opens it, in both themes. Served by scripts/serve-static.mjs on a free
// port; run with `npx playwright test -c playwright.storybook.config.ts` after a build.
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import { freePort } from './freePort.ts';

// The runner and each worker evaluate this file: the first picks the port, the workers inherit it.
process.env.STORYBOOK_DOCS_PORT ??= String(await freePort());
const port = process.env.STORYBOOK_DOCS_PORT;
const folder = process.env.STORYBOOK_DIR ?? 'storybook-static';

export default defineConfig({
  testDir: './tests/storybook-docs',
  outputDir: './test-results/storybook-docs',
  forbidOnly: !!process.env.CI,
  retries: 0,
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['line'], ['json', { outputFile: 'test-results/reports/playwright-storybook-docs.json' }]],
  use: { baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 900 } },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    command: `node scripts/serve-static.mjs ${folder} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 20_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
