// Structured JSON logs, one object per line (STYLE.md §6): the fields that matter beside the message.
type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

let threshold: Level | "silent" = "info";

export function setLogLevel(level: Level | "silent"): void {
  threshold = level;
}

export type LogFields = Record<string, unknown>;

function errorFields(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

function write(level: Level, msg: string, fields: LogFields = {}): void {
  if (ORDER[level] < ORDER[threshold]) return;
  const entry: Record<string, unknown> = { level, time: new Date().toISOString(), msg };
  for (const [key, value] of Object.entries(fields)) entry[key] = errorFields(value);
  const line = JSON.stringify(entry);
  if (level === "error" || level === "warn") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

export const log = {
  debug: (msg: string, fields?: LogFields) => write("debug", msg, fields),
  info: (msg: string, fields?: LogFields) => write("info", msg, fields),
  warn: (msg: string, fields?: LogFields) => write("warn", msg, fields),
  error: (msg: string, fields?: LogFields) => write("error", msg, fields),
};
