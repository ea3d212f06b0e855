import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { GET as listRoute } from "./route";
import { GET as storyRoute } from "./[id]/route";

const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));
const list = (query: string) => listRoute(new Request(`http://localhost/v04/stories${query}`));
const story = (id: string, query = "") => storyRoute(new Request(`http://localhost/v04/stories/${id}${query}`), { params: Promise.resolve({ id }) });

describe("GET /v04/stories and /v04/stories/{id}", () => {
  let crossLean: number;
  let rightOnly: number;

  beforeAll(async () => {
    const handle = await createTestDatabase();
    setDatabaseForTests(handle);
    await createOutlets(handle.db, [
      outletRecord("lefty", { bias: "left", editions: ["top-us", "top"] }),
      outletRecord("middle", { bias: "center", editions: ["top-uk", "top"] }),
      outletRecord("righty", { bias: "right", editions: ["top-us", "top"] }),
      outletRecord("righter", { bias: "farRight", editions: ["top-us", "top"] }),
      outletRecord("rightish", { bias: "leanRight", editions: ["top-us", "top"] }),
    ]);
    crossLean = await createStory(handle.db, [
      { outletId: "lefty", title: "Senate passes infrastructure bill", publishedAt: at(9) },
      { outletId: "middle", title: "Senate approves infrastructure bill 69-30", publishedAt: at(10) },
      { outletId: "righty", title: "Infrastructure bill clears the Senate", publishedAt: at(14) },
    ]);
    rightOnly = await createStory(handle.db, [
      { outletId: "righty", title: "Record fentanyl seizure at Nogales crossing", publishedAt: at(11) },
      { outletId: "righter", title: "Border agents seize record fentanyl load in Nogales", publishedAt: at(12) },
      { outletId: "rightish", title: "Nogales fentanyl seizure sets a record", publishedAt: at(12) },
    ]);
  });

  it("lists an edition's stories, ranked, with whole-percent coverage", async () => {
    const response = await list("?feed=top-us&limit=10");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.stories.map((s: { id: number }) => s.id)).toEqual([crossLean, rightOnly]);
    expect(body.stories[0].coverage).toEqual({ left: 33, center: 34, right: 33 });
    expect(body.stories[0].sourceCount).toBe(3);
    expect(body.hasMore).toBe(false);
  });

  it("pages with limit and offset", async () => {
    const body = await (await list("?feed=top-us&limit=1&offset=1")).json();
    expect(body.stories.map((s: { id: number }) => s.id)).toEqual([rightOnly]);
    expect((await (await list("?feed=top-us&limit=1")).json()).hasMore).toBe(true);
  });

  it("serves the blindspot feed with the side that barely covers each story", async () => {
    const body = await (await list("?feed=blindspot")).json();
    expect(body.stories).toHaveLength(1);
    expect(body.stories[0]).toMatchObject({ id: rightOnly, blindspotFor: "left", coverage: { left: 0, center: 0, right: 100 } });
  });

  it("evaluates a feed as of a past moment: only what had been published by then counts", async () => {
    const body = await (await list(`?feed=top&asOf=${at(10).toISOString()}`)).json();
    const early = body.stories.find((s: { id: number }) => s.id === crossLean);
    expect(early.sourceCount).toBe(2);
    expect(early.coverage).toEqual({ left: 50, center: 50, right: 0 });
    expect(body.stories.find((s: { id: number }) => s.id === rightOnly)).toBeUndefined();
  });

  it.each([
    ["?feed=nonsense", "feed: must be an edition"],
    ["?limit=0", "limit:"],
    ["?limit=1000", "limit:"],
    ["?offset=-1", "offset:"],
    ["?asOf=yesterday", "asOf: must be an ISO 8601 date"],
    ["?feed=local", "country: required for feed=local"],
    ["?feed=interest:abc", "feed:"],
  ])("answers 400 with a clear message for %s", async (query, message) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain(message);
  });

  it("gives one story with its articles, outlets and why each joined", async () => {
    const response = await story(String(crossLean));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.articles).toHaveLength(3);
    expect(body.articles[0]).toMatchObject({ outlet: { id: "lefty", bias: "left" }, why: { score: 0.9 } });
    expect(body.coverage).toEqual({ left: 33, center: 34, right: 33 });
    expect(body.editions).toEqual(["top", "top-uk", "top-us"]);
  });

  it("answers 404 for a story that does not exist and 400 for a bad id or asOf", async () => {
    expect((await story("999999")).status).toBe(404);
    expect((await story("abc")).status).toBe(400);
    expect((await story(String(crossLean), "?asOf=not-a-date")).status).toBe(400);
    expect((await story(String(crossLean), `?asOf=${at(1).toISOString()}`)).status).toBe(404);
  });
});
