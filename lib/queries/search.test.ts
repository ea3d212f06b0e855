import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { interests } from "@/lib/db/schema";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { searchEverything, searchInterests, searchOutlets, searchStories } from "./search";

const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));
const ids = (hits: { id: number | string }[]) => hits.map((hit) => hit.id);

describe("search queries", () => {
  let db: Database;
  let infrastructure: number;
  let fentanyl: number;
  let merged: number;

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    await createOutlets(db, [
      outletRecord("lefty", { bias: "left", name: "Lefty Times" }),
      outletRecord("middle", { bias: "center", name: "Middle Post" }),
      outletRecord("righty", { bias: "right", name: "Righty Daily", domains: ["rightydaily.example"] }),
      outletRecord("fox-news", { bias: "right", name: "Fox News" }),
      outletRecord("fox-2-detroit", { bias: "center", name: "FOX 2 Detroit" }),
      outletRecord("fox-32-chicago", { bias: "center", name: "FOX 32 Chicago" }),
    ]);
    infrastructure = await createStory(db, [
      { outletId: "lefty", title: "Senate passes infrastructure bill", description: "The measure funds bridges and rural broadband.", publishedAt: at(9) },
      { outletId: "middle", title: "Senate approves infrastructure bill 69-30", publishedAt: at(10) },
      { outletId: "righty", title: "Infrastructure bill clears the Senate", publishedAt: at(14) },
    ]);
    fentanyl = await createStory(db, [
      { outletId: "righty", title: "Record fentanyl seizure at Nogales crossing", publishedAt: at(11) },
      { outletId: "middle", title: "Border agents seize fentanyl in Nogales", publishedAt: at(12) },
    ]);
    merged = await createStory(db, [{ outletId: "lefty", title: "Senate infrastructure vote delayed", publishedAt: at(8) }]);
    await db.execute(sql`update stories set merged_into = ${infrastructure} where id = ${merged}`);
    await db.insert(interests).values([
      { id: 501, kind: "topic", name: "Climate Change", slug: "climate-change" },
      { id: 502, kind: "organisation", name: "United States Senate", slug: "united-states-senate" },
      { id: 503, kind: "place", name: "Nogales", slug: "nogales", countryCode: "US", regionCode: "AZ" },
    ]);
  });

  it("finds a story by a word of its title, with its coverage", async () => {
    const hits = await searchStories(db, { q: "infrastructure", limit: 10 });
    expect(ids(hits)).toEqual([infrastructure]);
    expect(hits[0]).toMatchObject({ sourceCount: 3, coverage: { left: 33, center: 34, right: 33 } });
  });

  it("finds stories while the reader is still typing a word", async () => {
    expect(ids(await searchStories(db, { q: "infra", limit: 10 }))).toEqual([infrastructure]);
    expect(ids(await searchStories(db, { q: "fentan", limit: 10 }))).toEqual([fentanyl]);
  });

  it("finds a story by a word only an article's description has", async () => {
    expect(ids(await searchStories(db, { q: "broadband", limit: 10 }))).toEqual([infrastructure]);
  });

  it("ranks a story whose headline has the words above one that only mentions them", async () => {
    const mention = await createStory(db, [
      { outletId: "middle", title: "Rural towns wait for new bridges", description: "Money from the infrastructure bill is slow to arrive.", publishedAt: at(15) },
    ]);
    expect(ids(await searchStories(db, { q: "infrastructure", limit: 10 }))).toEqual([infrastructure, mention]);
    // Out of the way of the later tests (a merged story is never a result).
    await db.execute(sql`update stories set merged_into = ${infrastructure} where id = ${mention}`);
  });

  it("ranks relevance with coverage: a story three outlets cover comes before one-source pieces repeating the word (issue 25)", async () => {
    const covered = await createStory(db, [
      { outletId: "lefty", title: "Pardon signed for the jailed governor", description: "The president signed the pardon on Friday.", publishedAt: at(16) },
      { outletId: "middle", title: "Governor pardoned by the president", publishedAt: at(16) },
      { outletId: "righty", title: "President pardons the former governor", publishedAt: at(17) },
    ]);
    const opinion = await createStory(db, [
      {
        outletId: "fox-news",
        title: "Opinion: the pardon, the pardon, and why pardon power needs a pardon of its own",
        description: "Pardon after pardon: a pardon is never just a pardon.",
        publishedAt: at(18),
      },
    ]);
    expect(ids(await searchStories(db, { q: "pardon", limit: 10 }))).toEqual([covered, opinion]);
    await db.execute(sql`update stories set merged_into = ${infrastructure} where id in (${covered}, ${opinion})`);
  });

  it("forgives a typo in a title word", async () => {
    expect(ids(await searchStories(db, { q: "infrastucture", limit: 10 }))).toContain(infrastructure);
  });

  it("honours web-search syntax: an excluded word drops the stories that have it", async () => {
    expect(ids(await searchStories(db, { q: "seize", limit: 10 }))).toEqual([fentanyl]);
    expect(ids(await searchStories(db, { q: "seize -nogales", limit: 10 }))).toEqual([]);
  });

  it("never returns a story that was merged into another", async () => {
    const hits = await searchStories(db, { q: "delayed", limit: 10 });
    expect(ids(hits)).not.toContain(merged);
  });

  it("returns nothing for words no story has, and respects the limit", async () => {
    expect(await searchStories(db, { q: "zeppelin", limit: 10 })).toEqual([]);
    expect(await searchStories(db, { q: "!!!", limit: 10 })).toEqual([]);
    expect(await searchStories(db, { q: "senate", limit: 1 })).toHaveLength(1);
  });

  it("finds interests by a prefix or a similar name", async () => {
    expect((await searchInterests(db, { q: "clim", limit: 5 })).map((hit) => hit.name)).toEqual(["Climate Change"]);
    // The engine itself found "Senate" in the stories: a name starting with the query ranks first.
    const senate = await searchInterests(db, { q: "senate", limit: 5 });
    expect(senate.map((hit) => hit.name)).toEqual(["Senate", "United States Senate"]);
    expect(senate[0]!.stories).toBeGreaterThan(0);
    expect(senate[1]!.stories).toBe(0);
    expect((await searchInterests(db, { q: "N", limit: 5 })).map((hit) => hit.name)).toEqual(["Nogales"]);
  });

  it("finds outlets by name or domain, with their bias and monogram", async () => {
    const byName = await searchOutlets(db, { q: "righty", limit: 5 });
    expect(byName).toHaveLength(1);
    expect(byName[0]).toMatchObject({ id: "righty", name: "Righty Daily", bias: "right", logo: { initials: "RI" } });
    expect((await searchOutlets(db, { q: "rightydaily.ex", limit: 5 })).map((hit) => hit.id)).toEqual(["righty"]);
    expect(await searchOutlets(db, { q: "100%_", limit: 5 })).toEqual([]);
  });

  it("puts the closest whole name first among outlets whose names all hold the word", async () => {
    expect((await searchOutlets(db, { q: "fox", limit: 3 })).map((hit) => hit.id)).toEqual(["fox-news", "fox-2-detroit", "fox-32-chicago"]);
  });

  it("searches all three kinds at once", async () => {
    const results = await searchEverything(db, { q: "nogales", limit: 5 });
    expect(ids(results.stories)).toEqual([fentanyl]);
    expect(results.interests.map((hit) => hit.name)).toEqual(["Nogales"]);
    expect(results.outlets).toEqual([]);
  });
});
