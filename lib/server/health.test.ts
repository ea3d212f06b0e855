import { describe, expect, it } from "vitest";

describe("GET /api/health", () => {
  it("answers 503 with a clear error when the database cannot be reached", async () => {
    // Nothing listens on port 1: the PostgreSQL connection is refused.
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/unreachable";
    const { GET } = await import("@/app/api/health/route");
    const response = await GET();
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "error", database: "unknown", error: "database unreachable" });
  });
});
