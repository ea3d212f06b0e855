import type { ZodError } from "zod";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";

// Errors are values with codes (STYLE.md §5, after dub's lib/api/errors.ts): one type, one mapping to
// HTTP statuses, and the spec's exact messages where it has them.
export type ErrorCode = "bad_request" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return STATUS[this.code];
  }
}

/** A zod failure as one readable sentence naming each field, e.g. `limit: must be at most 100`. */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/**
 * The one mapping of a zod failure to our error type: 400 bad_request with the sentence above. Every
 * route's input goes through it (lib/api/request-input.ts), so bad input reads the same everywhere:
 * `{ "error": { "code": "bad_request", "message": "limit: must be at most 100" } }`.
 */
export function badInput(error: ZodError): AppError {
  return new AppError("bad_request", describeZodError(error));
}

export const DATABASE_UNAVAILABLE = "The database is not reachable right now; try again in a few seconds";
export const DATABASE_RETRY_AFTER_S = 5;

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    return Response.json({ error: { code: error.code, message: error.message } }, { status: error.status });
  }
  // The database restarting or out of reach: the pool reconnects by itself, so "try again", not a fault.
  if (isDatabaseUnavailable(error)) {
    return Response.json(
      { error: { code: "unavailable", message: DATABASE_UNAVAILABLE } },
      { status: STATUS.unavailable, headers: { "retry-after": String(DATABASE_RETRY_AFTER_S) } },
    );
  }
  return Response.json({ error: { code: "internal", message: "Server Error" } }, { status: 500 });
}
