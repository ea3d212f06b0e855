import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE, errorResponse } from "@/lib/api/errors";
import { freePort } from "@/scripts/lib/free-port";
import { openDatabase } from "./client";
import { isDatabaseUnavailable } from "./unavailable";

// The errors are real: a PostgreSQL address nothing listens on, queried through pg and through our
// drizzle handle (which wraps pg's error), as a route sees them while the database restarts.
async function queryNobody(): Promise<unknown> {
  const handle = await openDatabase({ kind: "postgres", url: `postgres://postgres@127.0.0.1:${await freePort()}/nobody` });
  try {
    await handle.db.execute(sql`select 1`);
  } catch (error) {
    return error;
  } finally {
    await handle.close();
  }
  throw new Error("a query to a closed port answered");
}

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection, from pg and wrapped by drizzle", async () => {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/nobody` });
    const direct = await client.connect().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(direct)).toBe(true);
    expect(isDatabaseUnavailable(await queryNobody())).toBe(true);
  });

  it("recognises the server shutting down or starting (57P01, 57P03) and a connection lost under a client", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("the database system is starting up"), { code: "57P03" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: new Error("Connection terminated unexpectedly") }))).toBe(true);
  });

  it("does not take a query's own fault for an outage", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('relation "nope" does not exist'), { code: "42P01" }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key value"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable("a string")).toBe(false);
  });
});

describe("errorResponse for an unreachable database", () => {
  it("answers 503 with Retry-After and the project's error shape, not a 500", async () => {
    const response = errorResponse(await queryNobody());
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(await response.json()).toEqual({ error: { code: "unavailable", message: DATABASE_UNAVAILABLE } });
  });

  it("still answers 500 with no detail for any other fault", async () => {
    const response = errorResponse(new TypeError("Cannot read properties of undefined"));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: "internal", message: "Server Error" } });
  });
});
