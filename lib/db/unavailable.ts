// Whether an error means the database cannot be reached right now (a restart, a dropped connection, no
// server), as opposed to a fault of the request or of the code: routes answer the first with 503 and
// Retry-After (lib/api/errors.ts), since the pool reconnects by itself within seconds (docs/reliability.md).

/** Node's socket errors when the server is not there or went away. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN"]);
/** PostgreSQL's: class 08 (connection exception) and 57P01-57P03 (shutting down, starting up). */
const SERVER_CODE = /^(08[0-9A-Z]{3}|57P0[123])$/;
/** pg's own messages for a connection lost under a client (they carry no code). */
const CLIENT_MESSAGE = /Connection terminated|Client has encountered a connection error|Connection timeout|timeout exceeded when trying to connect/i;

/** True when `error`, or any error in its `cause` chain (drizzle wraps pg's), says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (SOCKET_CODES.has(code) || SERVER_CODE.test(code))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    if (CLIENT_MESSAGE.test(current.message)) return true;
  }
  return false;
}
