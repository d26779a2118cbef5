// Structured logs: one JSON object per line on stdout, with the event's name and where it happened
// (room, seat). LOG_LEVEL=silent|error|warn|info|debug (default info) chooses how much is written.

export type LogLevel = "debug" | "info" | "warn" | "error";
const ORDER: Readonly<Record<LogLevel | "silent", number>> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function threshold(): number {
  const configured = process.env.LOG_LEVEL as LogLevel | "silent" | undefined;
  return ORDER[configured ?? "info"] ?? ORDER.info;
}

let minimum = threshold();

/** Re-reads LOG_LEVEL (tests change it). */
export function configureLogging(level?: LogLevel | "silent"): void {
  minimum = level ? ORDER[level] : threshold();
}

export function log(level: LogLevel, event: string, fields: Readonly<Record<string, unknown>> = {}): void {
  if (ORDER[level] < minimum) return;
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`);
}
