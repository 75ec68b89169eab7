import { startServer } from './app.ts';
import { loadConfig } from './config.ts';

/**
 * Entry point of the local backend: reads the environment, starts the server, prints where it
 * is, and shuts down cleanly on SIGINT or SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  const base = server.url.replace('://127.0.0.1:', '://localhost:');
  process.stdout.write(
    [
      '',
      `  ITIN Bridge is running at ${base}`,
      config.mailbox
        ? `  Local mailbox (password reset links, this machine only): ${base}/_mail`
        : '  Local mailbox: off (MAILBOX=on to serve it at /_mail on this machine)',
      `  Data folder: ${config.dataDir}`,
      '  Press Ctrl+C to stop.',
      '',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    config.logger.info(`${signal} received, shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        config.logger.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not start the server: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
