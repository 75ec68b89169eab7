import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { chromiumLaunchOptions } from './chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// A fresh object per project: Vitest stores the project name on `instances`, so a shared
// object would mislabel the second project.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: chromiumLaunchOptions,
    // Outer page large enough for Storybook's 1200x900 story viewport; with Playwright's
    // default 1280x720 the test iframe is scaled down and screenshots shrink. The extra height
    // lets a story ask for a tall viewport (a whole phone-width page) without being scaled.
    contextOptions: { viewport: { width: 1280, height: 2400 } },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1200, height: 900 },
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // Near-strict. Software rasterisation of rounded focus rings and corners now and then lands
      // edge pixels one colour unit apart between runs; pixelmatch's threshold 0.004 (max YIQ delta
      // ≈ 0.56) ignores exactly that ±1 jitter, and up to 8 stray pixels are tolerated. A colour
      // that moves by 2 units or more on any area larger than that fails the run.
      comparatorOptions: { threshold: 0.004, includeAA: true, allowedMismatchedPixels: 8 },
    },
  },
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    // The footer's year is the build's; in tests and stories it is pinned, so the screenshots do
    // not all change on New Year's Day.
    define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify('2026') },
    test: {
      // Two test files at a time in each project (story files each in their own page): while one
      // waits on a screenshot, a module load or a server, the other runs. Vitest's default is one
      // per core less one, a single file at a time on our 2-core machines (measured on ten kit
      // story files: 100 s one at a time, 73 s two at a time, 75 s three at a time).
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            setupFiles: ['./tests/unit/setup.ts'],
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            // The contract suite runs the same scenarios on server/ and on supabase/migrations.
            include: ['tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 30_000,
            // Each file starts its own server on a random port with its own data folder.
            fileParallelism: true,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            browser: browser(),
            setupFiles: ['./.storybook/vitest.setup.ts'],
            testTimeout: 30_000,
          },
        },
      ],
    },
  }),
);
