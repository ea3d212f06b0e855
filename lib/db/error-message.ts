/**
 * The database's own words for a failed statement: Drizzle wraps them as "Failed query: <the statement
 * and every parameter>", too long to record and showing data it should not.
 */
export function databaseErrorMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
