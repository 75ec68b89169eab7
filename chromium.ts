// Launch options for the system Chromium (Debian package `chromium`), shared by Vitest browser
// mode, Playwright and the benchmarks. Browser downloads are not possible on our machines.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox', // required when running as root
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: chromiumArgs,
};
