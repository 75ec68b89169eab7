#!/usr/bin/env node
// `npm run chromatic`: publishes the built Storybook to Chromatic for hosted visual review.
// Without CHROMATIC_PROJECT_TOKEN it explains what it would do and exits 0, so it is safe
// to run anywhere.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    [
      'Chromatic is optional hosted visual review of the Storybook stories.',
      'Set CHROMATIC_PROJECT_TOKEN (from your Chromatic project settings) and run `npm run chromatic` again:',
      'it builds Storybook and uploads it; Chromatic then compares every story with the accepted baselines.',
      'Nothing was uploaded. Local visual regression runs in `npm test` either way.',
    ].join('\n'),
  );
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync('npx', ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes'], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
