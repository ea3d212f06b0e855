import { beforeAll, describe, expect, it } from "vitest";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { GET } from "./route";

const search = (query: string) => GET(new Request(`http://localhost/v04/search${query}`));

describe("GET /v04/search", () => {
  let storyId: number;

  beforeAll(async () => {
    const handle = await createTestDatabase();
    setDatabaseForTests(handle);
    await createOutlets(handle.db, [outletRecord("lefty", { bias: "left" }), outletRecord("righty", { bias: "right", name: "Righty Wire" })]);
    storyId = await createStory(handle.db, [
      { outletId: "lefty", title: "Wildfire forces thousands to evacuate near Sydney", publishedAt: new Date("2026-11-19T08:00:00Z") },
      { outletId: "righty", title: "Thousands flee Sydney wildfire", publishedAt: new Date("2026-11-19T09:00:00Z") },
    ]);
  });

  it("answers stories, interests and outlets matching the query, cacheable for a short while", async () => {
    const response = await search("?q=wildfire");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("max-age=30");
    const body = await response.json();
    expect(body.q).toBe("wildfire");
    expect(body.stories.map((story: { id: number }) => story.id)).toEqual([storyId]);
    expect(body.stories[0]).toMatchObject({ sourceCount: 2, coverage: { left: 50, center: 0, right: 50 } });
    expect(body).toHaveProperty("interests");
    expect((await (await search("?q=righty")).json()).outlets.map((outlet: { id: string }) => outlet.id)).toEqual(["righty"]);
  });

  it("trims the query and caps each list at limit", async () => {
    const body = await (await search("?q=%20%20sydney%20&limit=1")).json();
    expect(body.q).toBe("sydney");
    expect(body.stories.length).toBeLessThanOrEqual(1);
    expect(body.interests.length).toBeLessThanOrEqual(1);
  });

  it.each([
    ["", "q: is required"],
    ["?q=", "q: is required"],
    ["?q=%20%20", "q: is required"],
    [`?q=${"a".repeat(101)}`, "q: must be at most 100 characters"],
    ["?q=fire&limit=0", "limit: must be at least 1"],
    ["?q=fire&limit=500", "limit: must be at most 50"],
    ["?q=fire&limit=ten", "limit:"],
  ])("answers 400 with a clear message for %s", async (query, message) => {
    const response = await search(query);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain(message);
  });
});
