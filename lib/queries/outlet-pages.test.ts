import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { countReads } from "@/lib/queries/reads";
import { factualityBasis, ratingsOfKind } from "@/lib/site/outlet-facts";
import { loadStoryPage } from "@/lib/site/story-cache";
import { recordStoryRead } from "@/lib/site/story-read";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { createTestUser } from "@/test/factories/users";
import { getOutletProfile, listOutletDirectory, outletLogos, recentStoriesWithOutlet } from "./outlet-pages";

const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));

describe("outlet page and story page reads", () => {
  let db: Database;
  let older: number;
  let newer: number;
  let merged: number;

  beforeAll(async () => {
    const handle = await createTestDatabase();
    setDatabaseForTests(handle);
    db = handle.db;
    await createOutlets(db, [
      outletRecord("zeta-news", {
        name: "Zeta News",
        bias: "leanLeft",
        biasBasis: 'AllSides "Lean Left" (2022-09-28) → leanLeft.',
        factuality: "high",
        owner: "Zeta Holdings",
        ownershipType: "corporation",
        paywall: true,
        borderColour: "#204986",
        feeds: ["https://zeta-news.example/rss", "https://zeta-news.example/world.rss"],
        ratings: [
          { kind: "bias", rater: "AllSides", label: "Lean Left", ratedOn: "2022-09-28", url: "https://www.allsides.com/news-source/zeta" },
          { kind: "bias", rater: "MBFC", label: "left-center", ratedOn: "2018-10-31", url: null },
          { kind: "factuality", rater: "MBFC", label: "high", ratedOn: "2018-10-31", url: null },
          { kind: "factuality", rater: "MBFC", label: "mostly-factual", ratedOn: "2024-06-16", url: null },
        ],
      }),
      outletRecord("alpha-daily", { name: "Alpha Daily", bias: "right", borderColour: "#802727" }),
    ]);
    older = await createStory(db, [
      { outletId: "zeta-news", title: "Harbour bridge reopens after repairs", publishedAt: at(6) },
      { outletId: "alpha-daily", title: "Harbour bridge open again", publishedAt: at(7) },
    ]);
    newer = await createStory(db, [
      { outletId: "alpha-daily", title: "City budget vote delayed", publishedAt: at(9) },
      { outletId: "zeta-news", title: "Council delays budget vote", publishedAt: at(10) },
    ]);
    merged = await createStory(db, [{ outletId: "zeta-news", title: "Budget vote put off", publishedAt: at(11) }]);
    await db.execute(sql`update stories set merged_into = ${newer} where id = ${merged}`);
  });

  it("gives an outlet's facts, its ratings newest first with rater, label, date and link, and its feeds", async () => {
    const profile = await getOutletProfile(db, "zeta-news");
    expect(profile).toMatchObject({ name: "Zeta News", bias: "leanLeft", owner: "Zeta Holdings", ownershipType: "corporation", paywall: true, managedBy: "operator" });
    expect(ratingsOfKind(profile!.ratings, "bias")).toEqual([
      { kind: "bias", rater: "AllSides", label: "Lean Left", ratedOn: "2022-09-28", url: "https://www.allsides.com/news-source/zeta" },
      { kind: "bias", rater: "MBFC", label: "left-center", ratedOn: "2018-10-31", url: null },
    ]);
    expect(profile!.feeds.map((feed) => feed.url)).toEqual(["https://zeta-news.example/rss", "https://zeta-news.example/world.rss"]);
    expect(profile!.feeds[0]).toMatchObject({ enabled: true, lastSuccessAt: null, errorCount: 0 });
    // The newest factuality rating decides, by the registry's rule.
    expect(factualityBasis(profile!.ratings)).toBe('MBFC "mostly-factual" (2024-06-16) → mostlyFactual.');
  });

  it("answers null for an outlet that does not exist", async () => {
    expect(await getOutletProfile(db, "no-such-outlet")).toBeNull();
  });

  it("lists the live stories an outlet took part in, its latest article first", async () => {
    const stories = await recentStoriesWithOutlet(db, "zeta-news", 10);
    expect(stories.map((story) => story.id)).toEqual([newer, older]);
    expect(stories[0]).toMatchObject({ articleTitle: "Council delays budget vote", sourceCount: 2, coverage: { left: 50, center: 0, right: 50 } });
    expect(await recentStoriesWithOutlet(db, "zeta-news", 1)).toHaveLength(1);
  });

  it("lists every outlet by name with its monogram, for the ratings page", async () => {
    const directory = await listOutletDirectory(db);
    expect(directory.map((outlet) => outlet.id)).toEqual(["alpha-daily", "zeta-news"]);
    expect(directory[1]).toMatchObject({ bias: "leanLeft", factuality: "high", borderColour: "#204986", logo: { initials: "ZE" } });
    expect(Object.keys(await outletLogos(db, ["zeta-news", "missing"]))).toEqual(["zeta-news"]);
  });

  it("loads a story page with its outlets' monograms, follows a merge and reports a missing story", async () => {
    const page = await loadStoryPage(older);
    expect(page.kind).toBe("story");
    if (page.kind !== "story") return;
    expect(page.detail.articles.map((article) => article.outlet.id)).toEqual(["zeta-news", "alpha-daily"]);
    expect(page.logos["alpha-daily"]).toMatchObject({ initials: "AL" });
    expect(await loadStoryPage(merged)).toEqual({ kind: "merged", into: newer });
    expect(await loadStoryPage(987654)).toEqual({ kind: "missing" });
    expect((await loadStoryPage(older, at(6))).kind).toBe("story");
    expect(await loadStoryPage(older, at(5))).toEqual({ kind: "missing" });
  });

  it("records a signed-in reader's visit once per half hour", async () => {
    const { user } = await createTestUser(db);
    await recordStoryRead(db, { userId: user.id, storyId: older, now: at(12) });
    await recordStoryRead(db, { userId: user.id, storyId: older, now: new Date(at(12).getTime() + 10 * 60_000) });
    expect(await countReads(db, user.id)).toBe(1);
    await recordStoryRead(db, { userId: user.id, storyId: older, now: new Date(at(12).getTime() + 31 * 60_000) });
    await recordStoryRead(db, { userId: user.id, storyId: newer, now: at(12) });
    expect(await countReads(db, user.id)).toBe(3);
  });
});
