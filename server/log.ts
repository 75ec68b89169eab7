export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** A minimal levelled logger: one line per event, errors with their stack (never sent to clients). */
export interface Logger {
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

function format(details: Record<string, unknown> | undefined): string {
  if (!details) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(details)) {
    if (value instanceof Error) parts.push(`${key}=${value.stack ?? value.message}`);
    else parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  return parts.length ? ' ' + parts.join(' ') : '';
}

export function createLogger(level: LogLevel = 'info'): Logger {
  const threshold = order[level] ?? order.info;
  const write = (at: LogLevel, message: string, details?: Record<string, unknown>) => {
    if (order[at] < threshold) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${message}${format(details)}\n`;
    (at === 'error' || at === 'warn' ? process.stderr : process.stdout).write(line);
  };
  return {
    debug: (m, d) => write('debug', m, d),
    info: (m, d) => write('info', m, d),
    warn: (m, d) => write('warn', m, d),
    error: (m, d) => write('error', m, d),
  };
}
