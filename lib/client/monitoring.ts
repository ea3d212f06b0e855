// Error monitoring's entry point in the browser (issue 19). Sentry loads lazily, and only for a visitor
// who is not a bot and gave analytics consent (spec §4 "Monitoring start"); until it has loaded, and
// whenever it may not, reports go nowhere. Callers do not decide what is worth reporting: the API helper
// asks the spec §8 classifier first (lib/client/api-client.ts).

export type ErrorReporter = (error: unknown, context: Record<string, unknown>) => void;

let reporter: ErrorReporter | null = null;

export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
}

/** Sends an error to monitoring when it runs; never throws. */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  try {
    reporter?.(error, context);
  } catch {
    // monitoring must never break the page
  }
}
